import Foundation
import Testing

@Suite("ARCHITECTURE.md is a map true to the code")
struct ArchitecturePathTests {
    /// The repository's root: this file is `Tests/FractalTests/Documentation/ArchitecturePathTests.swift`.
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Code spans that look like paths (`Internal/Locked.swift`, `Sources/Fractal/Stores/`,
    /// `Demo.swift`), and every `.swift` file named anywhere, code blocks included.
    static func paths(in markdown: String) -> [String] {
        let spans = markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
            .filter { span in
                !span.contains(" ") && !span.contains("\n") && !span.hasPrefix(".")
                    && (span.hasSuffix(".swift") || span.hasSuffix(".md") || span.hasSuffix("/"))
            }
        let words = markdown.split(whereSeparator: { $0.isWhitespace || $0 == "`" || $0 == "(" || $0 == ")" || $0 == "," })
            .map(String.init)
            .filter { $0.hasSuffix(".swift") }
        var seen = Set<String>()
        return (spans + words).filter { seen.insert($0).inserted }
    }

    @Test func pathsAreFoundInCodeSpansAndText() {
        #expect(
            Self.paths(in: "See `Internal/Locked.swift`, `a b/`, `Stores/` and `x`; `README.md`.\n  Observers/ObserverStorage.swift")
                == ["Internal/Locked.swift", "Stores/", "README.md", "Observers/ObserverStorage.swift"])
    }

    @Test func everyPathItNamesExists() throws {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let files = allFiles()
        let paths = Self.paths(in: text)
        #expect(paths.count > 20)
        for path in paths {
            let found =
                ["", "Sources/Fractal/", "Sources/"].contains { prefix in
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(prefix + path).path)
                } || files.contains { $0.hasSuffix("/" + path) }
            #expect(found, "ARCHITECTURE.md names `\(path)`, which does not exist")
        }
    }

    @Test func everySourceFolderIsInTheFolderTable() throws {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let named = Set(Self.paths(in: text))
        let folders = ["Sources", "Sources/Fractal"].flatMap { parent in
            subfolders(of: parent).map { "\(parent)/\($0)/" }
        }
        #expect(folders.count > 10)
        for folder in folders where !folder.hasSuffix(".docc/") && folder != "Sources/Fractal/" {
            #expect(named.contains(folder), "ARCHITECTURE.md's folder table does not name `\(folder)`")
        }
    }

    private func subfolders(of path: String) -> [String] {
        let url = root.appendingPathComponent(path)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return entries.filter { entry in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(entry).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        .sorted()
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
