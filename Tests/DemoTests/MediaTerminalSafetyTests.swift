import Foundation
import Testing

@Suite("Names, routes and commands typed into the media demo never reach the terminal raw")
struct MediaTerminalSafetyTests {
    @Test(arguments: controlCharacters.indices)
    func eachControlIsShownVisiblyInNamesRoutesAndMessages(index: Int) async throws {
        let (character, shown) = controlCharacters[index]
        let run = try await runMedia(
            ["route movies/x\(character)y", "signin a\(character)b", "route movies/\(character)z", "tab z\(character)z", "\(character)go"],
            arguments: ["--route", "catalog/\(character)"])
        #expect(run.status == 0)
        let steps = mediaScreens(in: run)
        #expect(steps[0].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[1].command == "route movies/x\(shown)y")
        #expect(steps[1].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[1].screen.message?.contains("x\(shown)y") == true)
        #expect(steps[2].screen.body.contains("Signed in as A\(shown)b\n"))
        #expect(steps[3].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[4].screen.message == "error: unknown tab 'z\(shown)z'; expected 'catalog' or 'movies'")
        #expect(steps[5].screen.message == "error: unknown command '\(shown)go' (type 'help' to list the commands)")
        let scalar = try #require(character.unicodeScalars.first)
        #expect(!run.output.unicodeScalars.contains(scalar))
    }

    @Test func escapeSequencesInANameAndARouteAreShownNotObeyed() async throws {
        let run = try await runMedia(["signin ada\u{1B}[2J\u{1B}]0;pwned\u{07}", "route movies/\u{1B}[31mred", "route"])
        let steps = mediaScreens(in: run)
        #expect(steps[1].screen.body.contains("Signed in as Ada\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\n"))
        #expect(steps[2].screen.message == "error: control character in segment '\\u{1B}[31mred'")
        #expect(steps[2].screen.body == steps[1].screen.body)
        #expect(steps[3].screen.message == "route: catalog")
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("\u{07}"))
    }

    @Test func aHugeRouteIsRefusedInOneLine() async throws {
        let path = String(repeating: "a/", count: 50_000)
        let run = try await runMedia(["signin ada", "route \(path)", "route"])
        #expect(run.status == 0)
        let steps = mediaScreens(in: run)
        #expect(steps[2].screen.message == "error: route is too long (100000 bytes; at most 8192)")
        #expect(steps[2].screen.body == steps[1].screen.body)
        #expect(steps[3].screen.message == "route: catalog")
    }

    /// At a terminal, escape sequences typed are keys (see LineEditingTests): only the characters between them are text.
    @Test func onATerminalOnlyTheDemosOwnEscapesAreWritten() async throws {
        let terminal = try await PseudoTerminalSession(["media"])
        #expect(await terminal.read(until: "> "))
        var start = terminal.output.count
        terminal.type("signin ada\u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}x\n")
        #expect(await terminal.read(until: "Signed in as Ada\\u{202E}x", after: start))
        #expect(await terminal.read(until: "> ", after: start))
        start = terminal.output.count
        terminal.type("route movies/\u{1B}[31mred\u{200F}\n")
        #expect(await terminal.read(until: "error: ", after: start))
        #expect(await terminal.read(until: "> ", after: start))
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        let text = terminal.text
        #expect(text.contains("\u{1B}[2J"))  // the demo does draw with escapes here
        #expect(!text.contains("pwned"))  // a control string typed is read to its end, as a key
        #expect(text.contains("red\\u{200F}"))
        #expect(!text.withoutDemoEscapes.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(!text.contains("\u{202E}"))
        #expect(!text.contains("\u{200F}"))
        #expect(text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""])
    }
}
