import Fractal
import Testing

@Suite("An alert error describes itself with every title escaped and shortened")
struct AlertErrorTests {
    @Test func aMissingTitleNamesItTheAlertAndTheButtons() {
        let error = AlertError.noButtonTitled("Keep", alert: "Delete?", available: ["Delete", "Cancel"])
        #expect(error.description == "no button titled 'Keep' in alert 'Delete?'; its buttons are 'Delete' or 'Cancel'")
    }

    @Test func controlAndBidirectionalCharactersAreEscapedEverywhere() {
        let error = AlertError.noButtonTitled("\u{1B}[2J\0", alert: "a\nb", available: ["\u{202E}x"])
        let description = error.description
        #expect(description == "no button titled '\\u{1B}[2J\\u{0}' in alert 'a\\u{A}b'; its buttons are '\\u{202E}x'")
        #expect(!description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }

    @Test func aLongTitleIsShortenedToEightyCharacters() {
        let error = AlertError.noButtonTitled(String(repeating: "a", count: 100_000), alert: "x", available: ["OK"])
        #expect(error.description == "no button titled '\(String(repeating: "a", count: 80))…' in alert 'x'; its buttons are 'OK'")
    }

    @Test func errorsAreEqualOnlyWithTheSameDetails() {
        let error = AlertError.noButtonTitled("a", alert: "b", available: ["c"])
        #expect(error == .noButtonTitled("a", alert: "b", available: ["c"]))
        #expect(error != .noButtonTitled("a", alert: "b", available: []))
        #expect(error != .noButtonTitled("a", alert: "c", available: ["c"]))
    }
}
