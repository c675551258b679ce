import Foundation
import Testing

@Suite("Scripts and piped input run line by line, whatever their line ends")
struct ScriptTests {
    private let commands = ["username ada", "password lovelace", "login"]

    private func expectLoggedIn(_ run: DemoRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0, sourceLocation: sourceLocation)
        let steps = screens(in: run.output)
        #expect(steps.map(\.command) == [""] + commands, sourceLocation: sourceLocation)
        #expect(steps.last?.screen.contains("Welcome, Ada") == true, sourceLocation: sourceLocation)
        #expect(!run.output.contains("\\u{D}"), sourceLocation: sourceLocation)
    }

    @Test func crlfLineEndsEndLines() async throws {
        expectLoggedIn(try await runScript(Array(commands.map { $0 + "\r\n" }.joined().utf8)))
    }

    @Test func aByteOrderMarkIsSkipped() async throws {
        expectLoggedIn(try await runScript([0xEF, 0xBB, 0xBF] + Array(commands.map { $0 + "\n" }.joined().utf8)))
    }

    @Test func aLastLineWithoutANewlineRuns() async throws {
        expectLoggedIn(try await runScript(Array(commands.joined(separator: "\n").utf8)))
    }

    @Test func pipedInputWithCRLFAndAByteOrderMarkRunsLineByLine() async throws {
        expectLoggedIn(try await runDemo([], input: [0xEF, 0xBB, 0xBF] + Array(commands.joined(separator: "\r\n").utf8)))
    }

    @Test func invalidUTF8InAScriptIsAnErrorNamingTheLineAndNothingRuns() async throws {
        let run = try await runScript(Array("username ada\r\n\npassword ".utf8) + [0xFF, 0xFE] + Array("\nlogin\n".utf8))
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: "))
        #expect(run.errors.hasSuffix(": line 3 is not valid UTF-8\n"))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func invalidUTF8OnStandardInputEndsTheDemoNamingTheLine() async throws {
        let run = try await runDemo([], input: Array("username ada\n".utf8) + [0xC3, 0x28] + Array("\nlogin\n".utf8))
        #expect(run.status == 1)
        #expect(run.errors == "fractal-demo: standard input: line 2 is not valid UTF-8\n")
        #expect(screens(in: run.output).map(\.command) == ["", "username ada"])
        #expect(run.output.hasSuffix("Bye.\n"))
    }

    @Test func aLineOfStandardInputLongerThanTheLimitEndsTheDemoNamingIt() async throws {
        let run = try await runDemo([], input: Array("username ada\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_577))
        #expect(run.status == 1)
        #expect(run.errors == "fractal-demo: standard input: line 2 is longer than 1048576 bytes\n")
        #expect(screens(in: run.output).map(\.command) == ["", "username ada"])
    }
}
