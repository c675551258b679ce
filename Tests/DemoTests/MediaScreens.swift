import Foundation
import Testing

/// Runs `fractal-demo media` with `commands` piped in, one per line, and
/// `arguments` after `media`.
func runMedia(_ commands: [String], arguments: [String] = []) async throws -> DemoRun {
    try await runDemo(["media"] + arguments, input: commands.map { $0 + "\n" }.joined())
}

/// One screen the media demo printed, split into the screen itself and the
/// message below it (`error: …`, `route: …`, `» …`), if any.
struct MediaScreen {
    /// The screen without the message: header, the screen shown, commands.
    let body: String
    /// The line below the screen, if the command had something to say.
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
        body = lines.joined(separator: "\n")
    }

    /// The header's route (`FractalMVVM media demo · movies/alien`).
    var route: String? {
        let header = "FractalMVVM media demo · "
        guard let first = body.split(separator: "\n").first, first.hasPrefix(header) else { return nil }
        return String(first.dropFirst(header.count))
    }
}

/// The media demo's screens, keyed by the command before each (`""` for the first).
func mediaScreens(in run: DemoRun) -> [(command: String, screen: MediaScreen)] {
    screens(in: run.output).map { ($0.command, MediaScreen($0.screen)) }
}
