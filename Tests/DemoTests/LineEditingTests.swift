import Foundation
import Testing

@Suite("At a terminal, keys edit the typed line, escape sequences are never typed into it, and it survives redraws")
struct LineEditingTests {
    @Test(arguments: [
        ("username ada\u{1B}[A\n", "up, with nothing typed before"),
        ("username ada\u{1B}OP\u{1B}[1;5C\u{1B}[200~\u{1B}[<0;3;4M\n", "F1, Ctrl-right, a paste start, a mouse report"),
        ("username aa\u{1B}[Dd\n", "left, then a letter"),
        ("sername ada\u{1B}[Hu\n", "home, then a letter"),
        ("username adx\u{7F}a\n", "backspace"),
        ("username axda\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[3~\n", "left three times, then delete"),
        ("username ad\u{1B}", "an escape sequence split between two writes"),
    ])
    func keysEditTheLine(typed: String, keys: String) async throws {
        let terminal = try await PseudoTerminalSession()
        try #require(await terminal.read(until: "> "))
        terminal.type(typed)
        if typed.hasSuffix("\u{1B}") {
            try #require(await terminal.read(until: "> username ad"))
            terminal.type("[Ca\n")
        }
        #expect(await terminal.read(until: "Username: ada\r\n"), "\(keys)")
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(!terminal.text.withoutDemoEscapes.contains("\u{1B}"))
    }

    @Test func upRecallsTheLineBefore() async throws {
        let terminal = try await PseudoTerminalSession()
        try #require(await terminal.read(until: "> "))
        terminal.type("username ada\n")
        try #require(await terminal.read(until: "Username: ada\r\n"))
        let start = terminal.output.count
        terminal.type("username grace\n")
        try #require(await terminal.read(until: "Username: grace\r\n", after: start))
        let recalled = terminal.output.count
        terminal.type("\u{1B}[A\u{1B}[A\n")
        #expect(await terminal.read(until: "Username: ada\r\n", after: recalled))
    }

    /// Lets real time pass: waits for the meeting clock's next tick.
    @Test func theHalfTypedLineIsDrawnAgainAfterATick() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada", "Grace"], seconds: 60))
        defer { file.remove() }
        let terminal = try await PseudoTerminalSession(["standups", "--file", file.path, "--route", "standups/\(id)/record"])
        try #require(await terminal.read(until: "Speaker 1 of 2: Ada"))
        try #require(await terminal.read(until: "> "))
        let start = terminal.output.count
        terminal.type("ne")
        try #require(await terminal.read(until: "> ne", after: start), "the typed text is shown as it is typed")
        let echoed = try #require(terminal.position(after: "> ne", from: start))
        try #require(await terminal.read(until: "\u{1B}[2J", after: echoed), "a tick draws the screen again")
        let redrawn = try #require(terminal.position(after: "\u{1B}[2J", from: echoed))
        #expect(await terminal.read(until: "> ne", after: redrawn))
        terminal.type("xt\n")
        #expect(await terminal.read(until: "Speaker 2 of 2: Grace", after: redrawn))
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
    }
}
