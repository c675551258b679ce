import Foundation
import Testing

/// A stand-ups file in a new temporary directory of its own (so that a file
/// moved aside lands there too), removed by ``remove()``.
struct StandupsFileFixture {
    let directory: URL
    var url: URL { directory.appendingPathComponent("standups.json") }
    var path: String { url.path }

    init(contents: [UInt8]? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fractal-demo-standups-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        if let contents { try Data(contents).write(to: url) }
    }

    /// The names in the directory, sorted.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The stand-ups saved in the file, as JSON objects.
    func standups() throws -> [[String: Any]] {
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Runs `fractal-demo standups --file FILE` with `commands` piped in, one per
/// line, and `arguments` after `standups`.
func runStandups(_ commands: [String], file: StandupsFileFixture, arguments: [String] = []) async throws -> DemoRun {
    try await runDemo(["standups", "--file", file.path] + arguments, input: commands.map { $0 + "\n" }.joined())
}

/// One screen the stand-ups demo printed: the route in its header, the
/// screen without the header and messages, the storage failure line
/// (`! stand-ups file: …`) and the message below (`error: …`, `route: …`,
/// `» …`), if any.
struct StandupsScreen {
    let route: String?
    let body: String
    let storageError: String?
    let message: String?

    init(_ screen: String) {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        if lines.last == "Bye." {  // the last screen before end of input
            lines.removeLast()
            while lines.last == "" { lines.removeLast() }
        }
        if let last = lines.last, ["error: ", "route: ", "» "].contains(where: last.hasPrefix) {
            message = last
            lines.removeLast(2)  // the message and the blank line above it
        } else {
            message = nil
        }
        if let index = lines.lastIndex(where: { $0.hasPrefix("! stand-ups file: ") }) {
            storageError = lines[index]
            lines.removeSubrange((index - 1)...)  // the blank line above, the error and its explanation
        } else {
            storageError = nil
        }
        let header = "FractalMVVM stand-ups · "
        route = lines.first.flatMap { $0.hasPrefix(header) ? String($0.dropFirst(header.count)) : nil }
        body = lines.dropFirst(2).joined(separator: "\n")
    }
}

/// The stand-ups demo's screens, keyed by the command before each (`""` for the first).
func standupsScreens(in run: DemoRun) -> [(command: String, screen: StandupsScreen)] {
    screens(in: run.output).map { ($0.command, StandupsScreen($0.screen)) }
}

/// The JSON of a stand-ups file holding one stand-up, `id`, titled `title`,
/// with `attendees`, lasting `seconds`.
func standupsJSON(id: UUID, title: String, attendees: [String], seconds: Int) throws -> [UInt8] {
    let standup: [String: Any] = [
        "id": id.uuidString, "title": title, "theme": "navy", "meetings": [[String: Any]](),
        "duration": try JSONSerialization.jsonObject(with: JSONEncoder().encode(Duration.seconds(seconds))),
        "attendees": attendees.map { ["id": UUID().uuidString, "name": $0] },
    ]
    return Array(try JSONSerialization.data(withJSONObject: [standup]))
}
