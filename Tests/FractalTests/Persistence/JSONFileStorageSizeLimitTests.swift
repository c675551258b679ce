import Foundation
import Testing

@testable import Fractal

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)

@Suite("A JSON file storage reads and writes at most its size limit: a larger file or value is a typed error, and the file is kept")
struct JSONFileStorageSizeLimitTests {
    @Test func aFileLargerThanTheLimitIsAReadFailureNamingTheLimit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[" + String(repeating: " ", count: 100) + "]", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"), maximumSize: 100)
        #expect { try storage.load() } throws: { error in
            (error as? StorageError) == .readFailed(reason: "meetings.json: larger than the limit of 100 bytes")
        }
        try storage.save([design])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        #expect(try directory.read("meetings.json.corrupt").count == 102)
        #expect(try storage.load() == [design])
    }

    @Test func aFileOfExactlyTheLimitLoads() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[" + String(repeating: " ", count: 98) + "]", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"), maximumSize: 100)
        #expect(try storage.load() == [])
    }

    @Test func theDefaultLimitIsThirtyTwoMebibytes() throws {
        #expect(JSONFileStorage<[SavedMeeting]>.defaultMaximumSize == 32 * 1024 * 1024)
        let directory = try TemporaryDirectory()
        let bytes = [UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: " "), count: 32 * 1024 * 1024) + [UInt8(ascii: "]")]
        try Data(bytes).write(to: directory.file("meetings.json"))
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(storage.maximumSize == 32 * 1024 * 1024)
        #expect { try storage.load() } throws: { error in
            (error as? StorageError) == .readFailed(reason: "meetings.json: larger than the limit of 33554432 bytes")
        }
    }

    @Test func aValueLargerThanTheLimitIsNotWrittenAndTheFileStays() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"), maximumSize: 200)
        try storage.save([design])
        let many = Array(repeating: design, count: 10)
        let size = try JSONFileStorage<[SavedMeeting]>.encoder().encode(many).count
        #expect { try storage.save(many) } throws: { error in
            (error as? StorageError)
                == .writeFailed(reason: "meetings.json: not written: \(size) bytes, larger than the limit of 200 bytes that loading reads")
        }
        #expect(try storage.load() == [design])
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test func everythingASaveWritesLoadsBack() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"), maximumSize: 400)
        var meetings: [SavedMeeting] = []
        while true {
            meetings.append(design)
            do {
                try storage.save(meetings)
            } catch {
                break
            }
            #expect(try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"), maximumSize: 400).load() == meetings)
        }
        #expect(meetings.count > 2)
    }
}
