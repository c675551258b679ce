import Fractal
import Testing

@Suite("A button is found by its exact title; a missing one is a typed error")
struct AlertStateButtonsTests {
    @Test func aTitleFindsItsButtonAndTheEventItSends() throws {
        let alert = deletionAlert()
        #expect(try alert.button(titled: "Delete").event == .confirm)
        #expect(try alert.button(titled: "Remind me").event == .later(minutes: 10))
        #expect(try alert.button(titled: "Cancel").event == nil)
    }

    @Test func theFirstOfTwoButtonsWithTheSameTitleIsFound() throws {
        let alert = AlertState(title: "Pick", buttons: [AlertButton("Go", event: ChildAlert.confirm), AlertButton("Go", event: .later(minutes: 1))])
        #expect(try alert.button(titled: "Go").event == .confirm)
    }

    @Test func aMissingTitleThrowsNamingTheAlertAndItsButtons() {
        #expect(throws: AlertError.noButtonTitled("Keep", alert: "Delete?", available: ["Delete", "Remind me", "Cancel"])) {
            try deletionAlert().button(titled: "Keep")
        }
    }

    @Test func titlesAreComparedExactlyButCanonicallyEquivalentTextMatches() throws {
        let alert = AlertState(title: "Caf\u{E9}?", buttons: [AlertButton("Caf\u{E9}", event: ChildAlert.confirm)])
        #expect(try alert.button(titled: "Cafe\u{301}").event == .confirm)  // é composed or decomposed
        for near in ["caf\u{E9}", "Caf\u{E9} ", " Caf\u{E9}", "Cafe", "CAF\u{C9}"] {
            #expect(throws: AlertError.self) { try alert.button(titled: near) }
        }
    }

    @Test func hostileTitlesThrowAndNeverCrash() {
        let alert = deletionAlert()
        let hostile = [
            "", " ", "\0", "Delete\0", "\u{1B}[2J\u{1B}[HDelete", "\u{202E}eteleD", "Delete\n", "%@%@%n",
            String(repeating: "Delete", count: 200_000), "\u{FFFD}", "\u{1F4A3}",
        ]
        for title in hostile {
            #expect(throws: AlertError.noButtonTitled(title, alert: "Delete?", available: ["Delete", "Remind me", "Cancel"])) {
                try alert.button(titled: title)
            }
        }
    }

    @Test func aButtonWhoseOwnTitleIsHostileIsFoundByThatExactTitle() throws {
        let title = "\u{1B}[31mRed\u{202E}\0"
        let alert = AlertState(title: "x", buttons: [AlertButton(title, event: ChildAlert.confirm)])
        #expect(try alert.button(titled: title).event == .confirm)
        #expect(throws: AlertError.self) { try alert.button(titled: "Red") }
    }
}
