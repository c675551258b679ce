import Foundation
import Testing

@Suite("At a terminal, the demo quits on its own line")
struct InteractiveTests {
    /// The lines the demo printed, escapes removed.
    private func lines(_ terminal: PseudoTerminalSession) -> [String] {
        terminal.text.withoutDemoEscapes.terminalLines
    }

    @Test func ctrlDAtThePromptSaysByeOnItsOwnLine() throws {
        let terminal = try PseudoTerminalSession()
        #expect(terminal.read(until: "> "))
        terminal.type("\u{04}")  // Ctrl-D: end of input
        terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        #expect(lines(terminal).suffix(3) == ["> ", "Bye.", ""])
    }

    @Test func ctrlCAtThePromptSaysByeOnItsOwnLine() throws {
        let terminal = try PseudoTerminalSession()
        #expect(terminal.read(until: "> "))
        terminal.process.interrupt()  // what Ctrl-C sends
        terminal.readToEnd()
        #expect(terminal.process.terminationReason == .exit)
        #expect(terminal.process.terminationStatus == 0)
        #expect(lines(terminal).suffix(3) == ["> ", "Bye.", ""])
    }
}
