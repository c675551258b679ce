import Foundation
import Testing

@Suite("Quitting the stand-ups demo with the last change not on disk says so")
struct StandupsQuitTests {
    @Test(arguments: ["quit\n", ""])
    func aFailedSaveIsNamedAtQuit(quit: String) async throws {
        let directory = try StandupsFileFixture()
        defer { directory.remove() }
        let missing = directory.directory.appendingPathComponent("missing/standups.json").path
        let run = try await runDemo(["standups", "--file", missing], input: "add\ntitle Design\nsave\n" + quit)
        #expect(run.status == 3)  // the last change is not saved
        let goodbye = try #require(run.output.split(separator: "\n").suffix(2).first)
        #expect(goodbye.hasPrefix("! The last change is not on disk (could not write: standups.json: "))
        #expect(goodbye.hasSuffix("); quitting loses it."))
        #expect(run.output.hasSuffix("\n\(goodbye)\nBye.\n"))
    }

    @Test func aSavedChangeIsNotNamed() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["add", "title Design", "save", "quit"], file: file)
        #expect(try file.standups().count == 1)
        #expect(!run.output.contains("not on disk"))
        #expect(run.output.hasSuffix("\n> quit\nBye.\n"))
    }

    @Test func aFileThatFailedToLoadAndWasNotChangedIsNotNamed() async throws {
        let file = try StandupsFileFixture(contents: Array("{".utf8))
        defer { file.remove() }
        let run = try await runStandups(["quit"], file: file)
        #expect(run.output.contains("! stand-ups file: corrupt"))
        #expect(!run.output.contains("not on disk"))
        #expect(run.output.hasSuffix("\n> quit\nBye.\n"))
    }
}
