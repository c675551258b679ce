import Foundation
import Testing

@Suite("ARCHITECTURE.md names only files and folders that exist")
struct ArchitecturePathTests {
    /// The repository's root: this file is `Tests/FractalTests/Documentation/ArchitecturePathTests.swift`.
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Code spans that look like paths: `Internal/Locked.swift`, `Sources/Fractal/Stores/`, `Demo.swift`.
    static func paths(in markdown: String) -> [String] {
        markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
            .filter { span in
                !span.contains(" ") && !span.hasPrefix(".") && (span.hasSuffix(".swift") || span.hasSuffix(".md") || span.hasSuffix("/"))
            }
    }

    @Test func pathsAreFoundInCodeSpans() {
        #expect(
            Self.paths(in: "See `Internal/Locked.swift`, `a b/`, `Stores/` and `x`; `README.md`.")
                == ["Internal/Locked.swift", "Stores/", "README.md"])
    }

    @Test func everyPathExistsOrIsMarkedPlanned() throws {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let planned = text.components(separatedBy: "(planned, not present)").last ?? ""
        let present = text.components(separatedBy: "(planned, not present)").first ?? text
        let files = allFiles()
        let paths = Self.paths(in: present)
        #expect(paths.count > 20)
        for path in paths {
            let found =
                ["", "Sources/Fractal/", "Sources/"].contains { prefix in
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(prefix + path).path)
                } || files.contains { $0.hasSuffix("/" + path) }
            #expect(found, "ARCHITECTURE.md names `\(path)`, which does not exist")
        }
        #expect(!planned.isEmpty)
    }

    /// Every file and folder under Sources/, Examples/ and Tests/, as paths from the root.
    private func allFiles() -> [String] {
        ["Sources", "Examples", "Tests"].flatMap { folder in
            let base = root.appendingPathComponent(folder)
            let entries = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
            return entries.map { "\(folder)/\($0)" } + entries.map { "\(folder)/\($0)/" }
        }
    }
}
