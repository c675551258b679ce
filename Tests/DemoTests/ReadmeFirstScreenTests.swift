import Foundation
import Testing

@Suite("The README shows the demo's real first screen")
struct ReadmeFirstScreenTests {
    /// README.md: this file is `Tests/DemoTests/ReadmeFirstScreenTests.swift`.
    private let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The block after `<!-- first screen of: swift run fractal-demo -->`.
    private func readmeSample() throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- first screen of: swift run fractal-demo -->\n```text\n"))
        let end = try #require(text.range(of: "\n```\n", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    @Test func theSampleIsExactlyWhatTheDemoPrintsFirst() async throws {
        // With no input the demo prints its first screen, a blank line, and says goodbye.
        let run = try await runDemo([], input: "")
        #expect(run.status == 0)
        #expect(run.output == (try readmeSample()) + "\n\nBye.\n")
    }
}
