import Foundation
import Testing

/// The repository's root: this file is `Tests/FractalTests/Documentation/ReadmeMirrorTests.swift`.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fenced code block of a Markdown document.
struct CodeBlock: Equatable {
    /// The fence's language (`swift`, `text`, `sh`).
    let language: String
    /// The lines between the fences, joined with newlines, with a final newline.
    let text: String
    /// The path in `<!-- mirrors: PATH -->` just before the block (blank lines between allowed).
    let mirror: String?
    /// The line of the opening fence, counted from 1.
    let line: Int

    /// The fenced blocks of `markdown`, in order.
    static func all(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var lastComment: String?
        var open: (language: String, line: Int, mirror: String?)?
        var body: [Substring] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let current = open {
                if line == "```" {
                    blocks.append(
                        CodeBlock(
                            language: current.language, text: body.map { $0 + "\n" }.joined(), mirror: current.mirror,
                            line: current.line))
                    open = nil
                    body = []
                } else {
                    body.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), index + 1, lastComment)
                lastComment = nil
            } else if line.hasPrefix("<!-- mirrors: "), line.hasSuffix(" -->") {
                lastComment = String(line.dropFirst("<!-- mirrors: ".count).dropLast(" -->".count))
            } else if !line.allSatisfy(\.isWhitespace) {
                lastComment = nil
            }
        }
        return blocks
    }
}

/// What README.md shows of a mirrored file: all of it, less a leading
/// comment that says README.md shows it (and the blank line after that).
func shownPart(of file: String) -> String {
    guard file.hasPrefix("// README.md shows this file whole") else { return file }
    guard let blank = file.range(of: "\n\n") else { return file }
    return String(file[blank.upperBound...])
}

@Suite("README code blocks are compiled code, copied whole")
struct ReadmeMirrorTests {
    private let readme: [CodeBlock]

    init() throws {
        readme = CodeBlock.all(in: try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8))
    }

    @Test func blocksAndTheirMirrorsAreFound() {
        let markdown = """
            Text.
            <!-- mirrors: A.swift -->

            ```swift
            let a = 1
            ```
            ```swift
            let b = 2

            ```
            <!-- mirrors: C.swift -->
            Prose between breaks the link.
            ```text
            c
            ```
            """
        #expect(
            CodeBlock.all(in: markdown) == [
                CodeBlock(language: "swift", text: "let a = 1\n", mirror: "A.swift", line: 4),
                CodeBlock(language: "swift", text: "let b = 2\n\n", mirror: nil, line: 7),
                CodeBlock(language: "text", text: "c\n", mirror: nil, line: 13),
            ])
        #expect(shownPart(of: "// README.md shows this file whole.\n// More.\n\nimport A\n") == "import A\n")
        #expect(shownPart(of: "// swift-tools-version: 6.2\nimport A\n") == "// swift-tools-version: 6.2\nimport A\n")
    }

    @Test func everySwiftBlockNamesTheFileItMirrors() {
        let swiftBlocks = readme.filter { $0.language == "swift" }
        #expect(swiftBlocks.count >= 4)
        for block in swiftBlocks {
            #expect(block.mirror != nil, "README.md line \(block.line): a swift block without <!-- mirrors: PATH -->")
        }
    }

    @Test func everyMirroredBlockIsTheWholeFile() throws {
        for block in readme {
            guard let mirror = block.mirror else { continue }
            let url = repositoryRoot.appendingPathComponent(mirror)
            let file = try #require(
                try? String(contentsOf: url, encoding: .utf8), "README.md line \(block.line): no file \(mirror)")
            #expect(
                block.text == shownPart(of: file),
                "README.md line \(block.line) differs from \(mirror):\n\(lineDifference(block.text, shownPart(of: file)))")
        }
    }

    @Test func theInstallBlockIsAManifestSwiftPMLoads() async throws {
        let manifest = try #require(readme.first { $0.mirror?.hasSuffix("/Package.swift") == true })
        let folder = repositoryRoot.appendingPathComponent(manifest.mirror!).deletingLastPathComponent()
        let swift = Process()
        swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swift.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        swift.standardOutput = output
        swift.standardError = output
        try swift.run()
        // SwiftPM takes seconds: it is waited for on a thread of its own, not
        // on one of the threads every other test's tasks run on.
        let (status, printed) = await onThreadOfItsOwn {
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            swift.waitUntilExit()
            return (swift.terminationStatus, printed)
        }
        #expect(status == 0, "swift package dump-package failed:\n\(printed)")
        #expect(printed.contains("\"FractalTesting\""))
    }
}

/// Runs `work`, which blocks, on a thread of its own, and returns its result.
private func onThreadOfItsOwn<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// The first line where `shown` and `file` differ, for a failure message.
private func lineDifference(_ shown: String, _ file: String) -> String {
    let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let fileLines = file.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(shownLines.count, fileLines.count) {
        let left = index < shownLines.count ? String(shownLines[index]) : "(end)"
        let right = index < fileLines.count ? String(fileLines[index]) : "(end)"
        if left != right { return "line \(index + 1) of the block:\n  README: \(left)\n  file:   \(right)" }
    }
    return "(no line differs)"
}
