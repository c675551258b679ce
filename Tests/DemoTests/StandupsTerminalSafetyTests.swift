import Foundation
import Testing

@Suite("Titles, names, routes and commands typed into the stand-ups demo, or read from its file, never reach the terminal raw")
struct StandupsTerminalSafetyTests {
    @Test(arguments: controlCharacters.indices)
    func eachControlIsShownVisiblyInTitlesNamesRoutesAndMessages(index: Int) async throws {
        let (character, shown) = controlCharacters[index]
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(
            [
                "add", "title a\(character)b", "attendee x\(character)y", "save", "open 1", "route standups/\(character)z", "\(character)go",
                "theme t\(character)",
            ],
            file: file, arguments: ["--route", "standups/\(character)"])
        #expect(run.status == 0)
        let steps = standupsScreens(in: run)
        #expect(steps[0].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[2].command == "title a\(shown)b")
        #expect(steps[4].screen.body.contains("  1. a\(shown)b · 1 attendee · 5 min\n"))
        #expect(steps[5].screen.body.hasPrefix("a\(shown)b\n"))
        #expect(steps[5].screen.body.contains("    - x\(shown)y\n"))
        #expect(steps[6].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[7].screen.message == "error: unknown command '\(shown)go' (type 'help' to list the commands)")
        #expect(steps[8].screen.message == "error: 'theme' is not available on this screen (type 'help' to list the commands)")
        let scalar = try #require(character.unicodeScalars.first)
        #expect(!run.output.unicodeScalars.contains(scalar))
        // The file keeps the text as typed: escaping is for the terminal only.
        #expect(try file.standups().first?["title"] as? String == "a\(character)b")
    }

    @Test func escapeSequencesInAFileAreShownNotObeyed() async throws {
        let id = UUID()
        let hostile = try standupsJSON(id: id, title: "\u{1B}[2J\u{1B}]0;pwned\u{07}", attendees: ["\u{202E}evil", "\u{9B}31m"], seconds: 60)
        let file = try StandupsFileFixture(contents: hostile)
        defer { file.remove() }
        let run = try await runStandups(["open 1", "start", "tap 1"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps[0].screen.body.contains("  1. \\u{1B}[2J\\u{1B}]0;pwned\\u{7} · 2 attendees · 1 min\n"))
        #expect(steps[1].screen.body.contains("    - \\u{202E}evil\n    - \\u{9B}31m\n"))
        #expect(steps[3].screen.body.contains("  Speaker 1 of 2: \\u{202E}evil\n"))
        for raw in ["\u{1B}", "\u{07}", "\u{202E}", "\u{9B}"] { #expect(!run.output.contains(raw)) }
    }

    @Test func aHostileRouteIsRefusedEscaped() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["route standups/\u{1B}[31mred", "route \(String(repeating: "a/", count: 50_000))"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps[1].screen.message == "error: control character in segment '\\u{1B}[31mred'")
        #expect(steps[2].screen.message == "error: route is too long (100000 bytes; at most 8192)")
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func onATerminalOnlyTheDemosOwnEscapesAreWritten() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let terminal = try await PseudoTerminalSession(["standups", "--file", file.path])
        #expect(await terminal.read(until: "> "))
        var start = terminal.output.count
        terminal.type("add\n")
        #expect(await terminal.read(until: "New stand-up", after: start))
        #expect(await terminal.read(until: "> ", after: start))
        start = terminal.output.count
        terminal.type("title ada\u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}\u{2028}x\n")
        #expect(await terminal.read(until: "Title: ada\\u{202E}\\u{2028}x\r\n", after: start))
        #expect(await terminal.read(until: "> ", after: start))
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        let text = terminal.text
        #expect(text.contains("\u{1B}[2J"))  // the demo does draw with escapes here
        #expect(!text.contains("pwned"))  // typed escape sequences are keys, never text
        #expect(!text.withoutDemoEscapes.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(!text.contains("\u{202E}"))
        #expect(!text.contains("\u{2028}"))
        #expect(text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""])
    }
}
