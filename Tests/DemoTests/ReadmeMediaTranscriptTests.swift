import Foundation
import Testing

@Suite("The README's media app transcript is a real run")
struct ReadmeMediaTranscriptTests {
    /// README.md: this file is `Tests/DemoTests/ReadmeMediaTranscriptTests.swift`.
    private let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    private static let marker = "\n<!-- transcript of the command above: swift run fractal-demo media -->\n```text\n"

    /// The command of the `sh` block just before the marker, and the `text` block after it.
    private func readmeSample() throws -> (command: String, transcript: String) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = try #require(text.range(of: Self.marker))
        let end = try #require(text.range(of: "\n```\n", range: marker.upperBound..<text.endIndex))
        let shellEnd = try #require(text.range(of: "\n```\n", options: .backwards, range: text.startIndex..<marker.lowerBound))
        let shellStart = try #require(text.range(of: "```sh\n", options: .backwards, range: text.startIndex..<shellEnd.lowerBound))
        #expect(shellEnd.upperBound == marker.lowerBound || text[shellEnd.upperBound..<marker.lowerBound].allSatisfy(\.isWhitespace))
        return (String(text[shellStart.upperBound..<shellEnd.lowerBound]), String(text[marker.upperBound..<end.lowerBound]))
    }

    /// Reads `printf 'LINES' | swift run fractal-demo ARGUMENTS`: the input
    /// (`\n` for newlines) and the arguments (split at spaces).
    private func parse(_ command: String) throws -> (input: String, arguments: [String]) {
        let pattern = /printf '(?<input>[^']*)' \| swift run fractal-demo (?<arguments>[^'"\\]+)/
        let match = try #require(command.wholeMatch(of: pattern), "not a printf | swift run fractal-demo command: \(command)")
        return (
            String(match.output.input).replacingOccurrences(of: "\\n", with: "\n"),
            match.output.arguments.split(separator: " ").map(String.init)
        )
    }

    @Test func theTranscriptIsExactlyWhatTheCommandPrints() async throws {
        let sample = try readmeSample()
        let (input, arguments) = try parse(sample.command)
        #expect(arguments.first == "media")
        let run = try await runDemo(arguments, input: input)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == sample.transcript + "\n")
    }
}
