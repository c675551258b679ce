import Foundation
import Testing

@Suite("The stand-ups file: a corrupt one is reported and kept aside, a failed save is shown, nothing is lost")
struct StandupsStorageTests {
    private let corrupt = Array("{ \"not\": \"stand-ups\" ".utf8)

    @Test func aCorruptFileIsReportedAndMovedAsideByTheNextSave() throws {
        let file = try StandupsFileFixture(contents: corrupt)
        defer { file.remove() }
        let run = try runStandups(["add", "title Design", "save"], file: file)
        #expect(run.status == 0)
        let steps = standupsScreens(in: run)
        let error = try #require(steps[0].screen.storageError)
        #expect(error.hasPrefix("! stand-ups file: corrupt, could not decode: standups.json"))
        #expect(run.output.contains("  The file is left as it is; the next save moves it aside (.corrupt).\n"))
        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n  (no stand-ups yet: 'add' one)\n"))
        #expect(steps[2].screen.storageError == error)  // until a save succeeds
        #expect(steps[3].screen.storageError == nil)
        #expect(steps[3].screen.body.hasPrefix("Daily stand-ups\n  1. Design · 1 attendee · 5 min\n"))
        #expect(try file.files() == ["standups.json", "standups.json.corrupt"])
        #expect(try Data(contentsOf: file.directory.appendingPathComponent("standups.json.corrupt")) == Data(corrupt))
        #expect(try file.standups().map { $0["title"] as? String } == ["Design"])
    }

    @Test func aCorruptFileIsLeftAloneWhenNothingChanges() throws {
        let file = try StandupsFileFixture(contents: corrupt)
        defer { file.remove() }
        let run = try runStandups(["add", "title Design", "cancel"], file: file)
        #expect(standupsScreens(in: run).allSatisfy { $0.screen.storageError != nil })
        #expect(try file.files() == ["standups.json"])
        #expect(try Data(contentsOf: file.url) == Data(corrupt))
    }

    @Test func aFailedSaveIsShownAndTheStandupKept() throws {
        let directory = try StandupsFileFixture()
        defer { directory.remove() }
        let missing = directory.directory.appendingPathComponent("missing/standups.json").path
        let run = try runDemo(["standups", "--file", missing], input: "add\ntitle Design\nsave\nopen 1\n")
        #expect(run.status == 0)
        let steps = standupsScreens(in: run)
        #expect(steps[2].screen.storageError == nil)
        #expect(steps[3].screen.storageError?.hasPrefix("! stand-ups file: could not write: standups.json: ") == true)
        #expect(run.output.contains("  The last change is not saved; the next change tries again.\n"))
        #expect(steps[3].screen.body.hasPrefix("Daily stand-ups\n  1. Design · 1 attendee · 5 min\n"))
        #expect(steps[4].screen.body.hasPrefix("Design\n"))
        #expect(try directory.files().isEmpty)
    }
}
