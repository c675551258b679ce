import Foundation
import Fractal
import Testing

@Suite("An IdentifiedList of Codable elements encodes as an array and rejects repeated ids")
struct IdentifiedListCodableTests {
    @Test func aListRoundTripsThroughJSONInOrder() throws {
        let list = attendees("c", "a", "b")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(list)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"id":"c","name":"C"},{"id":"a","name":"A"},{"id":"b","name":"B"}]"#)
        let decoded = try JSONDecoder().decode(IdentifiedList<Attendee>.self, from: data)
        #expect(decoded == list)
        #expect(decoded[id: "a"]?.name == "A")
    }

    @Test func aRepeatedIdIsADataCorruptedErrorNamingItsPosition() {
        let json = #"[{"id":"a","name":"A"},{"id":"b","name":"B"},{"id":"a","name":"again"}]"#
        #expect {
            try JSONDecoder().decode(IdentifiedList<Attendee>.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "element 2 repeats the id of an earlier element"
        }
    }

    @Test func somethingOtherThanAnArrayIsATypeMismatch() {
        #expect {
            try JSONDecoder().decode(IdentifiedList<Attendee>.self, from: Data(#"{"id":"a"}"#.utf8))
        } throws: { error in
            if case DecodingError.typeMismatch = error { return true }
            return false
        }
    }
}
