import Foundation
import Testing

@Suite("A failed write ends the demo with one line on standard error, never a trap")
struct OutputFailureTests {
    /// Runs the demo with standard output sent to `output`, input closed at once.
    private func run(_ arguments: [String] = [], output: FileHandle) async throws -> DemoRun {
        let process = demoProcess(arguments)
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let message = await errors.fileHandleForReading.readToEndOfFile()
        await process.waitForExit()
        return DemoRun(
            status: process.terminationStatus, output: "", errors: String(decoding: message, as: UTF8.self))
    }

    @Test(arguments: [[], ["--help"]])
    func aFullDiskIsReported(arguments: [String]) async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try await run(arguments, output: full)
        #expect(result.status == 1)
        #expect(result.errors == "fractal-demo: cannot write output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsReported() async throws {
        // Only a shell can start a program with a descriptor closed.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let demo = try #require(demoProcess().executableURL)
        process.arguments = ["-c", "exec \"$0\" </dev/null >&-", demo.path]
        process.environment = demoProcess().environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = await errors.fileHandleForReading.readToEndOfFile()
        await process.waitForExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: message, as: UTF8.self) == "fractal-demo: cannot write output: Bad file descriptor\n")
    }

    @Test func aBrokenPipeIsReportedNotASignal() async throws {
        let process = demoProcess()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try output.fileHandleForReading.close()  // nobody reads what comes next
        // The demo may fail on its first screen and exit before reading this.
        try? await InputWriter(Data("help\nhelp\n".utf8), to: input.fileHandleForWriting).wait()
        let message = await errors.fileHandleForReading.readToEndOfFile()
        await process.waitForExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: message, as: UTF8.self) == "fractal-demo: cannot write output: Broken pipe\n")
    }
}
