import Foundation
import Testing

@Suite("fractal-demo runs the sample tree in a terminal")
struct DemoSessionTests {
    @Test func scriptedSessionLogsInBrowsesAndLogsOut() async throws {
        let run = try await runScript(
            Array(
                """
                username ada
                password wrong
                login
                password lovelace
                login
                open 2
                close
                logout
                quit

                """.utf8))
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = screens(in: run.output)
        #expect(
            steps.map(\.command) == [
                "", "username ada", "password wrong", "login", "password lovelace",
                "login", "open 2", "close", "logout", "quit",
            ])
        #expect(steps[0].screen.contains("Log in"))
        #expect(steps[0].screen.contains("Try ada / lovelace"))
        #expect(steps[3].screen.contains("! Wrong username or password."))
        #expect(steps[5].screen.contains("Welcome, Ada"))
        #expect(steps[5].screen.contains("2. Notes on the Engine"))
        #expect(!steps[5].screen.contains("Log in"))
        #expect(steps[6].screen.contains("Note G holds the first published program."))
        #expect(!steps[7].screen.contains("Note G"))
        #expect(steps[8].screen.contains("Log in"))
        #expect(steps[8].screen.contains("Username:\n"))
        #expect(steps[9].screen.contains("Bye."))
        #expect(!run.output.contains("\u{1B}"))  // no escapes when not on a terminal
    }

    @Test func badInputIsExplainedOnScreenAndEndOfInputQuitsCleanly() async throws {
        let run = try await runDemo([], input: "open 1\nbogus\n\nlogin\nusername ada\n")
        #expect(run.status == 0)
        let steps = screens(in: run.output)
        #expect(steps[1].screen.contains("'open' is not available on this screen."))
        #expect(steps[2].screen.contains("Unknown command 'bogus'"))
        #expect(steps[3].screen.contains("Type a command, or 'help'"))
        #expect(steps[4].screen.contains("Fill in both username and password first."))
        #expect(steps.last?.screen.contains("Bye.") == true)  // end of input: clean exit
    }

    @Test func commandsMatchInAnyCaseAndHelpListsEveryScreensCommands() async throws {
        let run = try await runDemo([], input: "USERNAME ada\nHelp\n")
        let steps = screens(in: run.output)
        #expect(steps[1].command == "USERNAME ada")
        #expect(steps[1].screen.contains("Username: ada"))
        for command in ["username NAME", "password TEXT", "login", "filter TEXT", "open N", "close", "logout", "quit"] {
            #expect(steps[2].screen.contains(command), "help does not list '\(command)'")
        }
    }

    @Test func credentialsCanBeGivenByFlag() async throws {
        let run = try await runDemo(["--username", "ada", "--password", "lovelace"], input: "login\nopen 7\n")
        #expect(run.status == 0)
        let steps = screens(in: run.output)
        #expect(steps[0].screen.contains("Password: ********"))
        #expect(steps[1].screen.contains("Welcome, Ada"))
        #expect(steps[2].screen.contains("Open which item? Give a number from 1 to 3."))
    }

    @Test func ctrlCQuitsCleanly() async throws {
        let process = demoProcess()
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Wait for the first screen: the demo is up and waiting for input.
        var output = await onThreadOfItsOwn {
            var output = ""
            while !output.contains("Commands:") {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                output += String(decoding: chunk, as: UTF8.self)
            }
            return output
        }
        process.interrupt()
        output += String(decoding: await stdout.fileHandleForReading.readToEndOfFile(), as: UTF8.self)
        await process.waitForExit()
        try stdin.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(output.hasSuffix("\n\nBye.\n"))
    }
}
