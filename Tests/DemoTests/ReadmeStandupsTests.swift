import Foundation
import Testing

@Suite("The README's stand-ups command runs, and its last screen is the one shown")
struct ReadmeStandupsTests {
    /// README.md: this file is `Tests/DemoTests/ReadmeStandupsTests.swift`.
    private let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    private static let marker =
        "\n<!-- last screen of the command above, <id> and <date> standing for what differs between runs: swift run fractal-demo standups -->\n```text\n"

    /// The command of the `sh` block just before the marker, and the `text` block after it.
    private func readmeSample() throws -> (command: String, screen: String) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = try #require(text.range(of: Self.marker))
        let end = try #require(text.range(of: "\n```\n", range: marker.upperBound..<text.endIndex))
        let shellEnd = try #require(text.range(of: "\n```\n", options: .backwards, range: text.startIndex..<marker.lowerBound))
        let shellStart = try #require(text.range(of: "```sh\n", options: .backwards, range: text.startIndex..<shellEnd.lowerBound))
        let between = text[shellEnd.upperBound..<marker.lowerBound]
        #expect(between.allSatisfy { $0.isWhitespace })
        return (String(text[shellStart.upperBound..<shellEnd.lowerBound]), String(text[marker.upperBound..<end.lowerBound]))
    }

    /// Reads `printf 'LINES' | swift run fractal-demo ARGUMENTS`.
    private func parse(_ command: String) throws -> (input: String, arguments: [String]) {
        let pattern = /printf '(?<input>[^']*)' \| swift run fractal-demo (?<arguments>[^'"\\]+)/
        let match = try #require(command.wholeMatch(of: pattern), "not a printf | swift run fractal-demo command: \(command)")
        return (
            String(match.output.input).replacingOccurrences(of: "\\n", with: "\n"),
            match.output.arguments.split(separator: " ").map(String.init)
        )
    }

    @Test func theCommandEndsOnTheScreenShownAndWritesTheFileItNames() async throws {
        let sample = try readmeSample()
        let (input, arguments) = try parse(sample.command)
        #expect(Array(arguments.prefix(3)) == ["standups", "--file", "standups.json"])
        let directory = try StandupsFileFixture()
        defer { directory.remove() }
        let run = try await runDemo(arguments, input: input, in: directory.directory)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let saved = try directory.standups()
        let id = try #require(saved.first?["id"] as? String)
        let lastCommand = try #require(input.split(separator: "\n").last)
        let last = try #require(run.output.range(of: "> \(lastCommand)\n", options: .backwards))
        let screen = String(run.output[last.lowerBound...])
            .replacingOccurrences(of: id, with: "<id>")
            .replacing(/\d{4}-\d\d-\d\d \d\d:\d\d/, with: "<date>")
        #expect(screen == sample.screen + "\n")
        #expect((saved[0]["meetings"] as? [Any])?.count == 1)
    }
}
