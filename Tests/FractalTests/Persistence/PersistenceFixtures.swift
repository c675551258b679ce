import Foundation
import Fractal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory of its own under the system's temporary directory, removed
/// with everything in it when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("FractalPersistence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `name` in the directory.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of what the directory holds, hidden files included, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Writes `text` to `name`, as another program (or an older app) would.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    /// The text of the file `name`.
    func read(_ name: String) throws -> String {
        try String(contentsOf: file(name), encoding: .utf8)
    }
}

/// A meeting as the stand-up app keeps it: enough fields to make a real file.
struct SavedMeeting: Codable, Equatable, Sendable {
    var title: String
    var attendees: [String]
    var minutes: Int
}

/// A colour a meeting is drawn in: a value the file names, that decoding checks.
enum MeetingColour: String, Codable, Sendable {
    case red, blue
}

/// A meeting with a colour: a value with a field that only takes some strings.
struct ColouredMeeting: Codable, Equatable, Sendable {
    var title: String
    var colour: MeetingColour
}

/// The `stat` of `path` (following links), or `nil` if there is nothing there.
func fileStatus(_ path: String) -> stat? {
    var status = stat()
    return stat(path, &status) == 0 ? status : nil
}

/// The `lstat` of `path` (the link itself, not its target), or `nil`.
func linkStatus(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
}
