import Foundation
import Testing

@Suite("At a terminal, a key or Ctrl-C ends a wait early, and the demo goes on")
struct WaitInterruptionTests {
    @Test(arguments: [("x", "a key"), ("\u{03}", "Ctrl-C"), ("\u{1B}[A", "an arrow key")])
    func aKeyEndsTheWait(key: String, name: String) async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let terminal = try await PseudoTerminalSession(["standups", "--file", file.path, "--route", "standups/\(id)/record"])
        try #require(await terminal.read(until: "> "))
        terminal.type("wait 3600\n")
        try #require(await terminal.read(until: "Waiting 3600 s: press any key to stop."), "the wait says how to end it")
        let start = terminal.output.count
        terminal.type(key)
        #expect(await terminal.read(until: "The wait ended early: a key was pressed.", after: start), "\(name)")
        let ended = terminal.output.count
        terminal.type("route\n")
        #expect(await terminal.read(until: "route: standups/\(id)/record", after: ended), "the key is not typed into the next command")
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""])
    }
}
