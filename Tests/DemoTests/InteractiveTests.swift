import Foundation
import Testing

@Suite("At a terminal, the demo quits on its own line")
struct InteractiveTests {
    /// The lines the demo printed, escapes removed.
    private func lines(_ terminal: PseudoTerminalSession) -> [String] {
        terminal.text.withoutDemoEscapes.terminalLines
    }

    @Test func ctrlDAtThePromptSaysByeOnItsOwnLine() async throws {
        let terminal = try await PseudoTerminalSession()
        #expect(await terminal.read(until: "> "))
        terminal.type("\u{04}")  // Ctrl-D: end of input
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        #expect(lines(terminal).suffix(3) == ["> ", "Bye.", ""])
    }

    @Test func ctrlCAtThePromptSaysByeOnItsOwnLine() async throws {
        let terminal = try await PseudoTerminalSession()
        #expect(await terminal.read(until: "> "))
        terminal.process.interrupt()  // what Ctrl-C sends
        await terminal.readToEnd()
        #expect(terminal.process.terminationReason == .exit)
        #expect(terminal.process.terminationStatus == 0)
        #expect(lines(terminal).suffix(3) == ["> ", "Bye.", ""])
    }
}

@Suite("At a terminal, the demo puts the terminal back as it found it on every way out")
struct TerminalRestoreTests {
    /// The modes the demo changes, and how the harness set them: lines, no
    /// echo, Ctrl-C a signal.
    private static let modes = tcflag_t(ICANON | ECHO | ISIG)
    private static let asFound = tcflag_t(ICANON | ISIG)

    @Test(arguments: [("quit\n", "quit"), ("\u{04}", "Ctrl-D"), ("\u{03}", "Ctrl-C typed"), ("username ad\u{03}", "Ctrl-C after some text")])
    func typedWaysOut(typed: String, name: String) async throws {
        let terminal = try await PseudoTerminalSession()
        try #require(await terminal.read(until: "> "))
        terminal.type(typed)
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0, "\(name)")
        #expect(terminal.text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""], "\(name)")
        #expect(terminal.localModes & Self.modes == Self.asFound, "\(name)")
    }

    @Test func theInterruptSignal() async throws {
        let terminal = try await PseudoTerminalSession()
        try #require(await terminal.read(until: "> "))
        terminal.process.interrupt()
        await terminal.readToEnd()
        #expect(terminal.localModes & Self.modes == Self.asFound)
    }
}
