import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The stand-ups file: a corrupt one is reported and kept aside, a failed save is shown, nothing is lost")
struct StandupsStorageTests {
    private let corrupt = Array("{ \"not\": \"stand-ups\" ".utf8)

    @Test func aCorruptFileIsReportedAndMovedAsideByTheNextSave() async throws {
        let file = try StandupsFileFixture(contents: corrupt)
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        #expect(run.status == 0)
        let steps = try requireScreens(run, 4)
        let error = try #require(steps[0].screen.storageError)
        #expect(error.hasPrefix("! stand-ups file: corrupt, could not decode: standups.json"))
        let aside = try realDirectory(of: file) + "/standups.json.corrupt"
        #expect(run.output.contains("  The file is left as it is; the next save moves it aside to \(aside).\n"))
        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n  (no stand-ups yet: 'add' one)\n"))
        #expect(steps[2].screen.storageError == error)  // until a save succeeds
        #expect(steps[3].screen.storageError == nil)
        #expect(steps[3].screen.body.hasPrefix("Daily stand-ups\n  1. Design · 1 attendee · 5 min\n"))
        #expect(try file.files() == ["standups.json", "standups.json.corrupt"])
        #expect(try Data(contentsOf: file.directory.appendingPathComponent("standups.json.corrupt")) == Data(corrupt))
        #expect(try file.standups().map { $0["title"] as? String } == ["Design"])
    }

    @Test func aCorruptFileALinkNamesIsSaidToGoBesideItAndGoesThere() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        try FileManager.default.createDirectory(at: file.directory.appendingPathComponent("data"), withIntermediateDirectories: false)
        try Data(corrupt).write(to: file.directory.appendingPathComponent("data/real.json"))
        try Data("{}".utf8).write(to: file.directory.appendingPathComponent("data/real.json.corrupt"))
        #expect(symlink("data/real.json", file.path) == 0)
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        let aside = try realDirectory(of: file) + "/data/real.json.corrupt-2"
        #expect(run.output.contains("  The file is left as it is; the next save moves it aside to \(aside).\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data(corrupt))
        #expect(try file.standups().map { $0["title"] as? String } == ["Design"])
    }

    @Test func theTemporaryFileOfAKilledSaveIsRemovedAtTheNextStartEvenWithoutASave() async throws {
        let file = try StandupsFileFixture(contents: try standupsJSON(id: UUID(), title: "Kept", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let stale = ".standups.json.\(UUID().uuidString).tmp"
        try Data("[{\"half".utf8).write(to: file.directory.appendingPathComponent(stale))
        let run = try await runStandups(["quit"], file: file)
        #expect(run.status == 0)
        #expect(try file.files() == ["standups.json"])
    }

    @Test func aCorruptFileIsLeftAloneWhenNothingChanges() async throws {
        let file = try StandupsFileFixture(contents: corrupt)
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "cancel"], file: file)
        #expect(standupsScreens(in: run).allSatisfy { $0.screen.storageError != nil })
        #expect(try file.files() == ["standups.json"])
        #expect(try Data(contentsOf: file.url) == Data(corrupt))
    }

    @Test func aFailedSaveIsShownAndTheStandupKept() async throws {
        let directory = try StandupsFileFixture()
        defer { directory.remove() }
        let missing = directory.directory.appendingPathComponent("missing/standups.json").path
        let run = try await runDemo(["standups", "--file", missing], input: "add\ntitle Design\nsave\nopen 1\n")
        #expect(run.status == 3)  // the last change is not saved
        let steps = try requireScreens(run, 5)
        #expect(steps[2].screen.storageError == nil)
        #expect(steps[3].screen.storageError?.hasPrefix("! stand-ups file: could not write: standups.json: ") == true)
        #expect(run.output.contains("  The last change is not saved; the next change tries again.\n"))
        #expect(steps[3].screen.body.hasPrefix("Daily stand-ups\n  1. Design · 1 attendee · 5 min\n"))
        #expect(steps[4].screen.body.hasPrefix("Design\n"))
        #expect(try directory.files().isEmpty)
    }
}

/// A stand-ups file of one stand-up whose fields are `fields` (JSON) after
/// an id, a title, a theme and no attendees.
private func standupsFile(_ fields: String) -> [UInt8] {
    Array("[{\"id\":\"11111111-1111-1111-1111-111111111111\",\"title\":\"T\",\"theme\":\"bubblegum\",\"attendees\":[],\(fields)}]".utf8)
}

@Suite("A value in the stand-ups file the app cannot use is a load error: the app starts, the file is kept and moved aside")
struct StandupsFileValidationTests {
    @Test(arguments: [
        "\"duration\":[9223372036854775807,0],\"meetings\":[]",
        "\"duration\":[400000000000000000,0],\"meetings\":[]",
        "\"duration\":9223372036854775807,\"meetings\":[]",
        "\"duration\":1e300,\"meetings\":[]",
        "\"duration\":0,\"meetings\":[]",
        "\"duration\":-300,\"meetings\":[]",
        "\"duration\":86401,\"meetings\":[]",
        "\"duration\":\"5 min\",\"meetings\":[]",
    ])
    func aLengthOutOfRangeIsALoadErrorAtItsPlace(fields: String) async throws {
        let file = try StandupsFileFixture(contents: standupsFile(fields))
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        #expect(run.status == 0)
        let steps = try requireScreens(run, 4)
        #expect(steps[0].screen.storageError == "! stand-ups file: corrupt, could not decode: standups.json: at [0].duration: invalid value")
        #expect(steps[3].screen.storageError == nil)
        #expect(try file.files() == ["standups.json", "standups.json.corrupt"])
        #expect(try file.standups().map { $0["title"] as? String } == ["Design"])
    }

    @Test func aHugeInvalidValueIsReportedInOneShortLineThatDoesNotQuoteIt() async throws {
        let theme = String(repeating: "x", count: 1_000_000)
        let file = try StandupsFileFixture(
            contents: Array(
                String(decoding: standupsFile("\"duration\":300,\"meetings\":[]"), as: UTF8.self)
                    .replacingOccurrences(of: "bubblegum", with: theme).utf8))
        defer { file.remove() }
        let run = try await runStandups([], file: file)
        #expect(run.status == 0)
        #expect(try requireScreens(run, 1)[0].screen.storageError == "! stand-ups file: corrupt, could not decode: standups.json: at [0].theme: invalid value")
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count < 200 })
    }

    @Test(arguments: ["1e300", "-1e300", "-63113904001", "252423993601"])
    func aMeetingDatedOutsideTheYears1To9999IsALoadError(date: String) async throws {
        let meeting = "{\"id\":\"22222222-2222-2222-2222-222222222222\",\"date\":\(date),\"transcript\":\"\"}"
        let file = try StandupsFileFixture(contents: standupsFile("\"duration\":300,\"meetings\":[\(meeting)]"))
        defer { file.remove() }
        let run = try await runStandups(["open 1"], file: file)
        #expect(run.status == 0)
        let steps = try requireScreens(run, 1)
        #expect(steps[0].screen.storageError == "! stand-ups file: corrupt, could not decode: standups.json: at [0].meetings[0].date: invalid value")
        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n  (no stand-ups yet: 'add' one)\n"))
    }

    @Test func meetingsOfTheYears1And9999LoadAndShow() async throws {
        let first = "{\"id\":\"22222222-2222-2222-2222-222222222222\",\"date\":-63113904000,\"transcript\":\"\"}"
        let last = "{\"id\":\"33333333-3333-3333-3333-333333333333\",\"date\":252423993599,\"transcript\":\"\"}"
        let file = try StandupsFileFixture(contents: standupsFile("\"duration\":300,\"meetings\":[\(first),\(last)]"))
        defer { file.remove() }
        let run = try await runStandups(["open 1"], file: file)
        #expect(run.status == 0)
        let steps = try requireScreens(run, 2)
        #expect(steps[0].screen.storageError == nil)
        #expect(steps[1].screen.body.contains("Past meetings"))
    }
}

@Suite("The stand-ups file keeps lengths in whole seconds, and reads the pairs of older files")
struct StandupsFileDurationFormatTests {
    @Test func aLengthIsSavedAsSeconds() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "duration 90s", "save"], file: file)
        #expect(run.status == 0)
        #expect(try file.standups().map { $0["duration"] as? Int } == [90])
        #expect(try String(decoding: file.bytes(), as: UTF8.self).contains("\"duration\" : 90,\n"))
    }

    @Test func anOlderFilesPairLoadsAndIsSavedAsSeconds() async throws {
        // Duration's own coding of 300 seconds: 3e20 attoseconds, split in two.
        let file = try StandupsFileFixture(contents: standupsFile("\"duration\":[16,4852094820647174144],\"meetings\":[]"))
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        let steps = try requireScreens(run, 1)
        #expect(steps[0].screen.storageError == nil)
        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n  1. T · 0 attendees · 5 min\n"))
        #expect(try file.standups().map { $0["duration"] as? Int } == [300, 300])
    }

    @Test func aFractionOfASecondIsKeptAsADecimal() async throws {
        let file = try StandupsFileFixture(contents: standupsFile("\"duration\":90.5,\"meetings\":[]"))
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        #expect(try requireScreens(run, 1)[0].screen.storageError == nil)
        #expect(try file.standups().map { $0["duration"] as? Double } == [90.5, 300])
    }
}

@Suite("'--file' refuses a FIFO or a device at once: nothing is read, nothing waits")
struct StandupsFileKindTests {
    @Test(arguments: ["/dev/zero", "/dev/null"])
    func aDeviceIsAUsageError(device: String) async throws {
        let run = try await runDemo(["standups", "--file", device], input: "")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("fractal-demo: option '--file' needs the path of a regular file, not of a FIFO or device: '\(device)'\n"))
        #expect(run.output.isEmpty)
    }

    @Test func aFIFOIsAUsageErrorWithoutWaitingForAWriter() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        #expect(mkfifo(file.path, 0o600) == 0)
        let unblocker = FIFOUnblocker(path: file.path)
        let run = try await runStandups([], file: file)
        let foundAReader = await unblocker.stop()
        #expect(!foundAReader, "the demo waited for a writer on the FIFO")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("fractal-demo: option '--file' needs the path of a regular file, not of a FIFO or device: "))
    }

    @Test func aLinkToAFileIsFollowedAndKept() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let target = file.directory.appendingPathComponent("real.json")
        #expect(symlink("real.json", file.path) == 0)
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "real.json")
        #expect(try file.files() == ["real.json", "standups.json"])
        #expect(FileManager.default.fileExists(atPath: target.path))
        #expect(try file.standups().map { $0["title"] as? String } == ["Design"])
    }
}

/// The directory of `file` with every link in its path resolved, as the demo names it.
private func realDirectory(of file: StandupsFileFixture) throws -> String {
    let resolved = try #require(realpath(file.directory.path, nil))
    defer { free(resolved) }
    return String(cString: resolved)
}
