import Foundation
import Testing

/// A `Process` for the built `fractal-demo`, which sits beside the test bundle
/// in the build's products directory.
///
/// The demo exits with its view tree alive, and Swift keeps weak-reference side
/// tables behind tagged pointers that LeakSanitizer cannot follow, so under
/// `--sanitize=address` every live weakly-referenced object would be reported.
/// Leak detection is therefore off for the demo process only; the library's
/// objects are leak-checked by the in-process tests.
func demoProcess() -> Process {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("fractal-demo")
    var environment = ProcessInfo.processInfo.environment
    environment["ASAN_OPTIONS"] = "detect_leaks=0"
    process.environment = environment
    return process
}

/// Runs the demo with `arguments` and `input` on standard input.
func runDemo(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
    let process = demoProcess()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// The screens printed after each command, keyed by the command (`""` for the first).
func screens(in output: String) -> [(command: String, screen: String)] {
    var result: [(String, String)] = []
    var command = ""
    var lines: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.hasPrefix("> ") || line == ">" {
            result.append((command, lines.joined(separator: "\n")))
            command = String(line.dropFirst(2))
            lines = []
        } else {
            lines.append(line)
        }
    }
    result.append((command, lines.joined(separator: "\n")))
    return result
}

@Suite("fractal-demo runs the sample tree in a terminal")
struct DemoTests {
    @Test func scriptedSessionLogsInBrowsesAndLogsOut() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("fractal-demo-\(UUID()).txt")
        try """
            username ada
            password wrong
            login
            password lovelace
            login
            open 2
            close
            logout
            quit
            """.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }

        let (status, output) = try runDemo(["--script", script.path])
        #expect(status == 0)
        let steps = screens(in: output)
        #expect(steps.map(\.command) == ["", "username ada", "password wrong", "login", "password lovelace",
                                         "login", "open 2", "close", "logout", "quit"])
        #expect(steps[0].screen.contains("Log in"))
        #expect(steps[0].screen.contains("Try ada / lovelace"))
        #expect(steps[3].screen.contains("! Wrong username or password."))
        #expect(steps[5].screen.contains("Welcome, Ada"))
        #expect(steps[5].screen.contains("2. Notes on the Engine"))
        #expect(!steps[5].screen.contains("Log in"))
        #expect(steps[6].screen.contains("Note G holds the first published program."))
        #expect(!steps[7].screen.contains("Note G"))
        #expect(steps[8].screen.contains("Log in"))
        #expect(steps[8].screen.contains("Username: \n"))
        #expect(steps[9].screen.contains("Bye."))
        #expect(!output.contains("\u{1B}["))  // no escapes when not on a terminal
    }

    @Test func badInputIsExplainedOnScreenAndEndOfInputQuitsCleanly() throws {
        let (status, output) = try runDemo([], input: "open 1\nbogus\n\nlogin\nusername ada\n")
        #expect(status == 0)
        let steps = screens(in: output)
        #expect(steps[1].screen.contains("'open' is not available on this screen."))
        #expect(steps[2].screen.contains("Unknown command 'bogus'"))
        #expect(steps[3].screen.contains("Type a command, or 'help'"))
        #expect(steps[4].screen.contains("Fill in both username and password first."))
        #expect(steps.last?.screen.contains("Bye.") == true)   // end of input: clean exit
    }

    @Test func credentialsCanBeGivenByFlag() throws {
        let (status, output) = try runDemo(["--username", "ada", "--password", "lovelace"], input: "login\nopen 7\n")
        #expect(status == 0)
        let steps = screens(in: output)
        #expect(steps[0].screen.contains("Password: ********"))
        #expect(steps[1].screen.contains("Welcome, Ada"))
        #expect(steps[2].screen.contains("Open which item? Give a number from 1 to 3."))
    }

    @Test func ctrlCQuitsCleanly() throws {
        let process = demoProcess()
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Wait for the first screen: the demo is up and waiting for input.
        var output = ""
        while !output.contains("Commands:") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output += String(decoding: chunk, as: UTF8.self)
        }
        process.interrupt()
        output += String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try stdin.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(output.hasSuffix("Bye.\n"))
    }

    @Test func unknownFlagsAndMissingScriptsFailWithUsage() throws {
        let flag = try runDemo(["--frobnicate"])
        #expect(flag.status == 2)
        #expect(flag.output.contains("usage: fractal-demo"))
        let missing = try runDemo(["--script", "/no/such/file"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("cannot read script"))
        #expect(!missing.output.contains("Log in"))
    }
}
