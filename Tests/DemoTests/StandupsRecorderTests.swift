import Foundation
import Testing

@Suite("The stand-ups demo's recorder names the speaker, and says so when a stand-up has nobody to speak")
struct StandupsRecorderTests {
    @Test func aStandupWithNoAttendeesHasNoSpeakerNumbered() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Solo", attendees: [], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(["wait 1"], file: file, arguments: ["--route", "standups/\(id)/record"])
        let steps = try requireScreens(run, 2)
        #expect(steps[0].screen.body.contains("Solo · meeting in progress\n  No attendees: nobody is speaking\n  Elapsed 0:00"))
        #expect(!run.output.contains("of 0"))
        #expect(!run.output.contains("(nobody)"))
    }
}
