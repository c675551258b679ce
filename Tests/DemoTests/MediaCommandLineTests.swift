import Foundation
import Testing

@Suite("fractal-demo media: its flags are checked, and --help lists its commands")
struct MediaCommandLineTests {
    @Test(arguments: [["--help"], ["media", "--help"], ["media", "-h"]])
    func helpDocumentsTheMediaAppItsCommandsAndRouteFlag(arguments: [String]) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("\n       fractal-demo media [--script FILE] [--route PATH] [-h | --help]\n"))
        #expect(run.output.contains("\n  --route PATH "))
        for heading in ["Media app commands, signed out:", "Media app commands, signed in:", "Media app commands, anywhere:"] {
            #expect(run.output.contains("\n\(heading)\n"), "--help has no '\(heading)'")
        }
        for command in ["signin NAME", "tab catalog|movies", "open N", "back", "favorite", "signout", "route PATH", "route "] {
            #expect(run.output.contains("\n  \(command)"), "--help does not list \(command)")
        }
        #expect(!run.output.contains("Sign in to"))  // help only: the demo did not start
    }

    @Test(arguments: [
        (["bogus"], "unknown subcommand 'bogus' (the subcommands are 'media' and 'standups')"),
        (["Media"], "unknown subcommand 'Media' (the subcommands are 'media' and 'standups')"),
        (["media", "stray"], "unexpected argument 'stray'"),
        (["media", "media"], "unexpected argument 'media'"),
        (["--route", "movies"], "option '--route' is for the media and stand-ups apps: fractal-demo media|standups --route PATH"),
        (["--route=movies", "--help"], "option '--route' is for the media and stand-ups apps: fractal-demo media|standups --route PATH"),
        (["media", "--route"], "option '--route' needs a value"),
        (["media", "--route", "a", "--route", "b"], "option '--route' was given twice"),
        (["media", "--username", "ada"], "option '--username' is for the login sample, not 'media'"),
        (["--password", "x", "media"], "option '--password' is for the login sample, not 'media'"),
        (["media", "--bogus"], "unknown option '--bogus'"),
        (["\u{1B}[2J"], "unknown subcommand '\\u{1B}[2J' (the subcommands are 'media' and 'standups')"),
    ])
    func usageErrorsExitWithTwoAndSayWhy(arguments: [String], message: String) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: \(message)\nusage: fractal-demo "))
        #expect(!run.errors.contains("\u{1B}"))
    }

    @Test func theSubcommandMayFollowTheFlags() async throws {
        let run = try await runDemo(["--route", "catalog", "media"], input: "signin ada\n")
        #expect(run.status == 0)
        #expect(mediaScreens(in: run).map(\.screen.route) == ["signin", "catalog"])
    }

    @Test func aScriptRunsTheMediaApp() async throws {
        let script = try temporaryFile(contents: Array("signin ada\r\nopen 3\r\nroute\r\n".utf8))
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try await runDemo(["media", "--script", script.path])
        #expect(run.status == 0)
        let steps = mediaScreens(in: run)
        #expect(steps.map(\.command) == ["", "signin ada", "open 3", "route"])
        #expect(steps[3].screen.message == "route: movies/alien")
    }

    @Test func invalidUTF8EndsTheMediaDemoNamingTheLine() async throws {
        let run = try await runDemo(["media"], input: Array("signin ada\n".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        #expect(run.status == 1)
        #expect(run.errors == "fractal-demo: standard input: line 2 is not valid UTF-8\n")
        #expect(run.output.hasSuffix("\n\nBye.\n"))
    }
}
