import Foundation
import Testing

/// The repository's root: this file is `Tests/StandupsTests/ComparisonScriptTests.swift`.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `python3` on the `PATH`, or `nil` when there is none.
private func python3() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

@Suite("The comparison with TCA's SyncUps stays true to the code")
struct ComparisonScriptTests {
    @Test(
        "the article's and the README's counts are what scripts/compare-syncups.py computes now",
        .enabled(if: python3() != nil, "python3 is not on the PATH: the comparison script cannot run"))
    func countsAreCurrent() throws {
        guard let python = python3() else {
            Issue.record("python3 left the PATH after the test was enabled")
            return
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [repositoryRoot.appendingPathComponent("scripts/compare-syncups.py").path, "--check"]
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
