import Foundation
import Testing

/// A stand-ups demo started before another one saved: it has loaded the
/// file, and reads its commands from a pipe the test writes to later.
private final class EarlierDemo {
    let process: Process
    private let input = Pipe()
    private let output = Pipe()
    private var printed = Data()

    /// Starts the demo and waits, on a thread of its own, for its first screen.
    init(file: StandupsFileFixture) async throws {
        process = demoProcess(["standups", "--file", file.path])
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first screen is printed after the file was loaded.
        printed = await onThreadOfItsOwn { [output] in
            var printed = Data()
            while !String(decoding: printed, as: UTF8.self).contains("Commands: ") {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                printed += chunk
            }
            return printed
        }
    }

    /// Types `commands`, one per line, then ends the input; returns
    /// everything the demo printed, and its exit status. Writes, reads and
    /// waits on a thread of its own.
    func finish(_ commands: [String]) async throws -> DemoRun {
        let (input, output, process) = (input, output, process)
        printed += try await onThreadOfItsOwn {
            try input.fileHandleForWriting.write(contentsOf: Data(commands.map { $0 + "\n" }.joined().utf8))
            try input.fileHandleForWriting.close()
            let rest = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return rest
        }
        return DemoRun(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self), errors: "")
    }
}

@Suite("Two stand-ups demos on one file: the later save is a conflict the demo reports, and the user reloads or overwrites")
struct StandupsConflictTests {
    private let conflict =
        "! stand-ups file: changed by another writer, not overwritten: standups.json: not replaced: another writer created it since this storage found none"

    @Test func aSaveAfterAnotherDemosIsReportedAndReloadShowsTheirs() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let later = try await EarlierDemo(file: file)
        let first = try await runStandups(["add", "title FromA", "save"], file: file)
        #expect(first.status == 0)
        let run = try await later.finish(["add", "title FromB", "save", "reload", "quit"])
        #expect(run.status == 0)
        let steps = try requireScreens(run, 6)
        #expect(steps[3].screen.storageError == conflict)
        #expect(run.output.contains("  'reload' shows the file's stand-ups (dropping that change); 'overwrite' saves these over it.\n"))
        #expect(steps[4].screen.storageError == nil)
        #expect(steps[4].screen.message == "» Reloaded the stand-ups from the file.")
        #expect(steps[4].screen.body.hasPrefix("Daily stand-ups\n  1. FromA · 1 attendee · 5 min\n"))
        #expect(try file.standups().map { $0["title"] as? String } == ["FromA"])
    }

    @Test func overwriteSavesTheirsOverTheOtherDemos() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let later = try await EarlierDemo(file: file)
        _ = try await runStandups(["add", "title FromA", "save"], file: file)
        let run = try await later.finish(["add", "title FromB", "save", "overwrite", "quit"])
        #expect(run.status == 0)
        let steps = try requireScreens(run, 6)
        #expect(steps[3].screen.storageError == conflict)
        #expect(steps[4].screen.storageError == nil)
        #expect(steps[4].screen.message == "» Saved these stand-ups over the file.")
        #expect(try file.standups().map { $0["title"] as? String } == ["FromB"])
    }

    @Test func quittingWithTheConflictUnresolvedSaysTheChangeIsLostAndExitsThree() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let later = try await EarlierDemo(file: file)
        _ = try await runStandups(["add", "title FromA", "save"], file: file)
        let run = try await later.finish(["add", "title FromB", "save", "quit"])
        #expect(run.status == 3)
        #expect(run.output.contains("! The last change is not on disk (changed by another writer, not overwritten: "))
        #expect(try file.standups().map { $0["title"] as? String } == ["FromA"])
    }

    @Test func reloadWithoutAConflictIsRefused() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["reload", "overwrite now"], file: file)
        let steps = try requireScreens(run, 3)
        #expect(steps[1].screen.message == "error: no conflict to resolve: 'reload' is for when another program saved the stand-ups file")
        #expect(steps[2].screen.message == "error: 'overwrite' takes no argument")
    }
}
