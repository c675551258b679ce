import Foundation
import Fractal
import Testing

/// The reason of the error `storage.load()` throws, or `nil` if it loads.
private func loadFailure<Value>(_ storage: JSONFileStorage<Value>) -> String? {
    do {
        _ = try storage.load()
        return nil
    } catch {
        return error.reason
    }
}

@Suite("A corrupt file's reason is short and never quotes the file: where decoding failed and what kind of failure")
struct JSONFileStorageReasonTests {
    @Test func aHugeInvalidValueIsNamedByItsPlaceNotQuoted() throws {
        let directory = try TemporaryDirectory()
        let secret = String(repeating: "s", count: 1_000_000)
        try directory.write("[{\"title\": \"Design\", \"colour\": \"\(secret)\"}]", to: "meetings.json")
        let reason = loadFailure(JSONFileStorage<[ColouredMeeting]>(url: directory.file("meetings.json")))
        #expect(reason == "meetings.json: at [0].colour: invalid value")
    }

    @Test func aValueOfTheWrongTypeNamesTheTypeExpected() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{\"title\": \"secret-title\", \"attendees\": [], \"minutes\": \"secret-minutes\"}]", to: "meetings.json")
        let reason = loadFailure(JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")))
        #expect(reason == "meetings.json: at [0].minutes: not a value of type Int")
    }

    @Test func aMissingKeyIsNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{\"title\": \"secret-title\", \"attendees\": []}]", to: "meetings.json")
        let reason = loadFailure(JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")))
        #expect(reason == "meetings.json: at [0].minutes: missing")
    }

    @Test func aNumberOfTheWrongKindIsNotQuoted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{\"title\": \"T\", \"attendees\": [], \"minutes\": 12345.678}]", to: "meetings.json")
        let reason = try #require(loadFailure(JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))))
        // Where depends on the decoder ("at [0].minutes: invalid value", or
        // "not valid JSON" from one that loses the place); never the number.
        #expect(reason.hasPrefix("meetings.json: "))
        #expect(!reason.contains("12345"))
    }

    @Test func textThatIsNotJSONIsSaidSoWithoutQuotingIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("secret: \u{1B}[2J not json", to: "meetings.json")
        let reason = loadFailure(JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")))
        #expect(reason == "meetings.json: not valid JSON")
    }

    @Test func aKeyFromTheFileIsNotQuotedUnlessItIsAShortName() throws {
        let directory = try TemporaryDirectory()
        let key = "secret key \\u001b[31m " + String(repeating: "k", count: 10_000)
        try directory.write("{\"plain\": 1, \"\(key)\": \"x\"}", to: "counts.json")
        let reason = loadFailure(JSONFileStorage<[String: Int]>(url: directory.file("counts.json")))
        #expect(reason == "counts.json: at .?: not a value of type Int")
    }

    @Test func aDeepPathIsShortenedToItsEnd() throws {
        let directory = try TemporaryDirectory()
        let depth = 150
        let text = String(repeating: "{\"children\": [", count: depth) + "\"secret\"" + String(repeating: "]}", count: depth)
        try directory.write(text, to: "tree.json")
        let reason = try #require(loadFailure(JSONFileStorage<TreeNode>(url: directory.file("tree.json"))))
        #expect(reason.count <= 200)
        #expect(reason.hasPrefix("tree.json: at …"))
        #expect(reason.hasSuffix(".children[0].children[0]: not an object"))
    }
}

/// A tree as deep as its file: decoding a deep file gives a long coding path.
struct TreeNode: Codable {
    var children: [TreeNode]
}
