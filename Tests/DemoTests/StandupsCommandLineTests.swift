import Foundation
import Testing

@Suite("fractal-demo standups: its flags are checked, --help documents it, and at a terminal its clock ticks")
struct StandupsCommandLineTests {
    @Test(arguments: [["--help"], ["standups", "--help"], ["standups", "-h", "--file", "x.json"]])
    func helpDocumentsTheStandupsAppItsCommandsAndFlags(arguments: [String]) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("\n       fractal-demo standups [--script FILE] [--route PATH] [--file PATH] [-h | --help]\n"))
        #expect(run.output.contains("\n  --file PATH "))
        #expect(run.output.contains("default: standups.json in the current directory"))
        for place in ["on the list", "in the add or edit form", "on a stand-up's detail", "in the meeting recorder", "while an alert is shown", "anywhere"] {
            #expect(run.output.contains("\nStand-ups app commands, \(place):\n"), "--help has no commands \(place)")
        }
        for command in ["add", "title TEXT", "attendee NAME", "save", "cancel", "start", "next", "end", "tap N|TITLE", "wait SECONDS"] {
            #expect(run.output.contains("\n  \(command) "), "--help does not list \(command)")
        }
        for note in ["Speech: Linux has no speech recognizer", "Time: at a terminal", "Storage: each change"] {
            #expect(run.output.contains(note))
        }
        #expect(!run.output.contains("Daily stand-ups"))  // help only: the demo did not start
    }

    @Test(arguments: [
        (["standups", "--file"], "option '--file' needs a value"),
        (["standups", "--file", "a", "--file", "b"], "option '--file' was given twice"),
        (["--file", "a.json"], "option '--file' is for the stand-ups app: fractal-demo standups --file PATH"),
        (["media", "--file=a.json"], "option '--file' is for the stand-ups app: fractal-demo standups --file PATH"),
        (["standups", "--username", "ada"], "option '--username' is for the login sample, not 'standups'"),
        (["standups", "media"], "unexpected argument 'media'"),
        (["Standups"], "unknown subcommand 'Standups' (the subcommands are 'media' and 'standups')"),
        (["login"], "unknown subcommand 'login' (the subcommands are 'media' and 'standups')"),
        (["standups", "--file", ""], "option '--file' needs the path of a file, not of a directory: ''"),
        (["standups", "--file=/"], "option '--file' needs the path of a file, not of a directory: '/'"),
    ])
    func usageErrorsExitWithTwoAndSayWhy(arguments: [String], message: String) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: \(message)\nusage: fractal-demo "))
    }

    /// A file that fails to load is moved aside by the next save: a directory must never be.
    @Test func aDirectoryIsNotAStandupsFile() async throws {
        let directory = try StandupsFileFixture()
        defer { directory.remove() }
        let run = try await runDemo(["standups", "--file", directory.directory.path], input: "add\nsave\n")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: option '--file' needs the path of a file, not of a directory: '\(directory.directory.path)'\n"))
        #expect(try directory.files().isEmpty)
    }

    @Test func invalidUTF8EndsTheStandupsDemoNamingTheLine() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runDemo(["standups", "--file", file.path], input: Array("add\n".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        #expect(run.status == 1)
        #expect(run.errors == "fractal-demo: standard input: line 2 is not valid UTF-8\n")
        #expect(run.output.hasSuffix("\n\nBye.\n"))
    }

    /// The one test that lets real time pass: it waits (without a timeout of
    /// its own shorter than the terminal's 20 s) for the clock's first tick.
    @Test func atATerminalTheRecorderTicksLiveAndRedraws() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let terminal = try await PseudoTerminalSession(["standups", "--file", file.path, "--route", "standups/\(id)/record"])
        #expect(await terminal.read(until: "Elapsed 0:00 · Remaining 1:00"))
        #expect(await terminal.read(until: "Elapsed 0:01 · Remaining 0:59"))  // drawn by the tick, not by a command
        terminal.type("quit\n")
        await terminal.readToEnd()
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""])
    }
}
