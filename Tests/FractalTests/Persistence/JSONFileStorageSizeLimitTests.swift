import Foundation
import Fractal
import Testing

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)

@Suite("A JSON file storage reads at most its size limit: a larger file is a typed error, kept and moved aside")
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
}
