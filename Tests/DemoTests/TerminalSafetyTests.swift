import Foundation
import Testing

/// Characters a terminal acts on, and how the demo shows each.
let controlCharacters: [(character: String, shown: String)] = [
    ("\u{1B}", "\\u{1B}"),  // ESC
    ("\u{07}", "\\u{7}"),  // BEL
    ("\u{08}", "\\u{8}"),  // backspace
    ("\t", "\\u{9}"),
    ("\r", "\\u{D}"),
    ("\u{7F}", "\\u{7F}"),  // DEL
    ("\u{85}", "\\u{85}"),  // NEL, a C1 control
    ("\u{9B}", "\\u{9B}"),  // CSI, a C1 control
    ("\u{9D}", "\\u{9D}"),  // OSC, a C1 control
    ("\u{202A}", "\\u{202A}"),  // bidi embedding
    ("\u{202E}", "\\u{202E}"),  // right-to-left override
    ("\u{2066}", "\\u{2066}"),  // left-to-right isolate
    ("\u{2069}", "\\u{2069}"),  // pop directional isolate
    ("\u{200E}", "\\u{200E}"),  // left-to-right mark
    ("\u{200F}", "\\u{200F}"),  // right-to-left mark
    ("\u{061C}", "\\u{61C}"),  // Arabic letter mark
    ("\u{2028}", "\\u{2028}"),  // line separator (Zl)
    ("\u{2029}", "\\u{2029}"),  // paragraph separator (Zp)
    ("\u{FEFF}", "\\u{FEFF}"),  // zero-width no-break space, a format character (Cf)
    ("\u{E0041}", "\\u{E0041}"),  // a tag character (Cf)
]

@Suite("Text from input never reaches the terminal raw")
struct TerminalSafetyTests {
    @Test func escapesTypedIntoAFieldAreShownNotObeyed() async throws {
        let run = try await runDemo([], input: "username ada\u{1B}[2J\u{1B}]0;pwned\u{07}\n")
        let steps = screens(in: run.output)
        #expect(steps[1].command == "username ada\\u{1B}[2J\\u{1B}]0;pwned\\u{7}")
        #expect(steps[1].screen.contains("Username: ada\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\n"))
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("\u{07}"))
    }

    @Test(arguments: controlCharacters.indices)
    func eachControlIsShownVisiblyInEchoesFieldsAndMessages(index: Int) async throws {
        let (character, shown) = controlCharacters[index]
        let run = try await runDemo([], input: "username a\(character)b\nfoo\(character)bar\n")
        let steps = screens(in: run.output)
        #expect(steps[1].command == "username a\(shown)b")
        #expect(steps[1].screen.contains("Username: a\(shown)b"))
        #expect(steps[2].command == "foo\(shown)bar")
        #expect(steps[2].screen.contains("Unknown command 'foo\(shown)bar'"))
        #expect(!run.output.unicodeScalars.contains { $0 == character.unicodeScalars.first })
    }

    @Test func unknownCommandsAreQuotedAsTyped() async throws {
        let run = try await runDemo([], input: "BoGuS Thing\n")
        #expect(screens(in: run.output)[1].screen.contains("Unknown command 'BoGuS'"))
    }

    @Test func argumentsAreShownVisiblyOnScreenAndInErrors() async throws {
        let field = try await runDemo(["--username", "x\u{1B}]0;t\u{07}"], input: "")
        #expect(screens(in: field.output)[0].screen.contains("Username: x\\u{1B}]0;t\\u{7}"))
        #expect(!field.output.contains("\u{1B}"))

        let flag = try await runDemo(["--\u{1B}[2J"])
        #expect(flag.status == 2)
        #expect(flag.errors.contains("unknown option '--\\u{1B}[2J'"))
        #expect(!flag.errors.contains("\u{1B}"))

        let script = try await runDemo(["--script", "/no/such/\u{9B}31m"])
        #expect(script.errors.contains("cannot read script '/no/such/\\u{9B}31m'"))
        #expect(!script.errors.unicodeScalars.contains("\u{9B}"))
    }

    /// At a terminal, escape sequences typed are keys (see LineEditingTests): only the characters between them are text.
    @Test func onATerminalOnlyTheDemosOwnEscapesAreWritten() async throws {
        let terminal = try await PseudoTerminalSession()
        #expect(await terminal.read(until: "> "))
        let start = terminal.output.count
        terminal.type("username ada\u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}\u{200F}\n")
        #expect(await terminal.read(until: "Username: ada\\u{202E}\\u{200F}\r\n", after: start))
        #expect(await terminal.read(until: "> ", after: start))
        terminal.type("quit\n")
        await terminal.readToEnd()
        let text = terminal.text
        #expect(text.contains("\u{1B}[2J"))  // the demo does draw with escapes here
        #expect(!text.contains("pwned"))  // a control string typed is read to its end, as a key
        #expect(!text.withoutDemoEscapes.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(!text.contains("\u{202E}"))
        #expect(!text.contains("\u{200F}"))
    }
}
