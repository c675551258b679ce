import Foundation
import Testing

@Suite("The command line is checked, and every mistake explained")
struct CommandLineTests {
    @Test(arguments: ["-h", "--help"])
    func helpListsEveryFlagEachScreensCommandsAndTheExitStatuses(flag: String) async throws {
        let run = try await runDemo([flag])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("usage: fractal-demo "))
        for flag in ["--script FILE", "--username NAME", "--password TEXT", "-h, --help"] {
            #expect(run.output.contains("\n  \(flag) "), "--help does not list \(flag)")
        }
        for heading in ["Commands on the login screen:", "Commands on the main screen:", "Commands anywhere:"] {
            #expect(run.output.contains(heading))
        }
        for command in ["username NAME", "password TEXT", "login", "filter TEXT", "open N", "close", "logout", "help", "quit"] {
            #expect(run.output.contains("\n  \(command)"), "--help does not list \(command)")
        }
        #expect(run.output.contains("Exit status: 0"))
        #expect(!run.output.contains("Log in"))  // help only: the demo did not start
    }

    /// What the help says of job control, a lost change and a corrupt or conflicting file, word for word where it is a promise.
    @Test func helpDocumentsSignalsTheUnsavedChangeStatusAndWhereAFileGoes() async throws {
        let help = try await runDemo(["--help"]).output.replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("Ctrl-Z stops the demo as any program at a shell ('fg' continues it, the line drawn again)"))
        #expect(help.contains("the demo leaves the terminal as it found it."))
        #expect(help.contains("3 when the stand-ups app quits with its last change not saved"))
        #expect(help.contains("PATH.corrupt (PATH.corrupt-2, -3… if taken), where PATH is the file a symbolic link names, for a link."))
        #expect(help.contains("'reload' shows the file's stand-ups (dropping the change) or 'overwrite' saves these over it."))
    }

    @Test(arguments: [["--help", "--bogus"], ["--bogus", "-h"]])
    func anUnknownFlagIsAnErrorEvenBesideHelp(arguments: [String]) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: unknown option '--bogus'\nusage: fractal-demo"))
    }

    @Test(arguments: [
        (["--script"], "option '--script' needs a value"),
        (["--script", "--username", "ada"], "option '--script' needs a value"),
        (["--username"], "option '--username' needs a value"),
        (["stray"], "unknown subcommand 'stray' (the subcommands are 'media' and 'standups')"),
        (["media", "stray"], "unexpected argument 'stray'"),
        (["--username", "a", "--username", "b"], "option '--username' was given twice"),
    ])
    func mistakesAreNamed(arguments: [String], message: String) async throws {
        let run = try await runDemo(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: \(message)\n"))
    }

    @Test func aFlagsValueCanFollowAnEqualsSign() async throws {
        let run = try await runDemo(["--username=ada", "--password=love=lace"])
        #expect(run.status == 0)
        #expect(screens(in: run.output)[0].screen.contains("Username: ada\n  Password: *********\n"))
    }

    @Test func anUnreadableScriptSaysWhy() async throws {
        let missing = try await runDemo(["--script", "/no/such/file"])
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty)
        #expect(missing.errors == "fractal-demo: cannot read script '/no/such/file': No such file or directory\n")

        let directory = FileManager.default.temporaryDirectory.path
        let folder = try await runDemo(["--script", directory])
        #expect(folder.status == 2)
        #expect(folder.errors == "fractal-demo: cannot read script '\(directory)': Is a directory\n")
    }

    /// A device or a FIFO never ends, or never starts: the script is refused before anything is read.
    @Test func aScriptThatIsNotARegularFileIsRefusedAtOnce() async throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fractal-demo-\(UUID()).fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for path in ["/dev/zero", "/dev/null", fifo] {
            let run = try await runDemo(["--script", path])
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors == "fractal-demo: cannot read script '\(path)': not a regular file\n")
        }
    }

    @Test func aScriptLargerThanTheLimitIsRefusedAndNothingRuns() async throws {
        let line = Array("username ada\n".utf8)
        let run = try await runScript(Array(Array(repeating: line, count: 1_048_576 / line.count + 1).joined()))
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("fractal-demo: cannot read script '"))
        #expect(run.errors.hasSuffix("': larger than 1048576 bytes\n"))

        let fits = try await runScript(Array(Array(repeating: line, count: 1_048_576 / line.count).joined()) + Array("quit\n".utf8))
        #expect(fits.status == 0)
    }

    /// Root reads any file, so this runs only for other users.
    @Test(.enabled(if: getuid() != 0, "root may read any file"))
    func aScriptWithoutReadPermissionSaysSo() async throws {
        let script = try temporaryFile(contents: Array("quit\n".utf8))
        defer { try? FileManager.default.removeItem(at: script) }
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: script.path)
        let run = try await runDemo(["--script", script.path])
        #expect(run.status == 2)
        #expect(run.errors == "fractal-demo: cannot read script '\(script.path)': Permission denied\n")
    }
}
