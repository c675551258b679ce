import Foundation
import Testing

/// A `Process` for the built `fractal-demo`, which sits beside the test bundle
/// in the build's products directory.
///
/// The demo exits with its view tree alive, and Swift keeps weak-reference side
/// tables behind tagged pointers that LeakSanitizer cannot follow, so under
/// `--sanitize=address` every live weakly-referenced object would be reported.
/// Leak detection is therefore off for the demo process only; the library's
/// objects are leak-checked by the in-process tests.
func demoProcess(_ arguments: [String] = []) -> Process {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("fractal-demo")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["ASAN_OPTIONS"] = "detect_leaks=0"
    process.environment = environment
    return process
}

/// What a finished run of the demo printed.
struct DemoRun {
    let status: Int32
    /// Standard output.
    let output: String
    /// Standard error.
    let errors: String
}

/// Runs the demo with `arguments` and `input` (bytes) on standard input, in
/// `directory` if given (the test's current directory otherwise).
func runDemo(_ arguments: [String], input: [UInt8] = [], in directory: URL? = nil) async throws -> DemoRun {
    let process = demoProcess(arguments)
    if let directory { process.currentDirectoryURL = directory }
    return try await runProcess(process, input: input)
}

/// Runs the demo with `arguments` and `input` on standard input, in `directory` if given.
func runDemo(_ arguments: [String], input: String, in directory: URL? = nil) async throws -> DemoRun {
    try await runDemo(arguments, input: Array(input.utf8), in: directory)
}

/// Runs `process` (the demo, or a program that runs it) with `input` on
/// standard input, and returns what it printed, in a slot of
/// ``DemoSlots``. Every wait is on a thread of its own (``onThreadOfItsOwn(_:)``).
func runProcess(_ process: Process, input: [UInt8]) async throws -> DemoRun {
    await DemoSlots.shared.take()
    defer { DemoSlots.shared.give() }
    let stdin = Pipe()
    let stdout = Pipe()
    let errorFile = try temporaryFile(contents: [])
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let stderr = try FileHandle(forWritingTo: errorFile)
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stderr.close()
    let writer = InputWriter(Data(input), to: stdin.fileHandleForWriting)
    let output = await stdout.fileHandleForReading.readToEndOfFile()
    try? await writer.wait()  // a demo may exit before reading all its input
    await process.waitForExit()
    // Through a file handle: Data(contentsOf:) leaks its 4 KiB read buffer
    // on an empty file (swift-corelibs-foundation), which LeakSanitizer reports.
    let reader = try FileHandle(forReadingFrom: errorFile)
    let errors = try reader.readToEnd() ?? Data()
    try reader.close()
    return DemoRun(
        status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors, as: UTF8.self))
}

/// A new file in the temporary directory holding `contents`.
func temporaryFile(contents: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fractal-demo-\(UUID()).txt")
    try Data(contents).write(to: url)
    return url
}

/// Runs the demo with a script file holding `contents`.
func runScript(_ contents: [UInt8], arguments: [String] = []) async throws -> DemoRun {
    let script = try temporaryFile(contents: contents)
    defer { try? FileManager.default.removeItem(at: script) }
    return try await runDemo(["--script", script.path] + arguments)
}

/// The screens printed after each command, keyed by the command (`""` for the first).
func screens(in output: String) -> [(command: String, screen: String)] {
    var result: [(String, String)] = []
    var command = ""
    var lines: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.hasPrefix("> ") || line == ">" {
            result.append((command, lines.joined(separator: "\n")))
            command = String(line.dropFirst(2))
            lines = []
        } else {
            lines.append(line)
        }
    }
    result.append((command, lines.joined(separator: "\n")))
    return result
}
