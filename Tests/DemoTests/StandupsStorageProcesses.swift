import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `process` (the demo, or a program that runs it) with `input` on
/// standard input, and returns what it printed, as ``runDemo(_:input:in:)``.
func runStorageProcess(_ process: Process, input: String) async throws -> DemoRun {
    try await runProcess(process, input: Array(input.utf8))
}

/// The screens of `run`, keyed by the command before each, if there are
/// at least `count`; otherwise a failed requirement that says what the demo
/// printed on standard error, rather than an index out of range.
func requireScreens(_ run: DemoRun, _ count: Int) throws -> [(command: String, screen: StandupsScreen)] {
    let steps = standupsScreens(in: run)
    try #require(steps.count >= count, "\(steps.count) screens, status \(run.status): \(run.errors.prefix(500))")
    return steps
}

/// Whether this process runs with ThreadSanitizer's runtime (the demo
/// beside it was built with the same one).
let runsUnderThreadSanitizer = {
    // RTLD_DEFAULT (every image loaded), which Swift does not import.
    #if canImport(Darwin)
    dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__tsan_init") != nil
    #else
    dlsym(nil, "__tsan_init") != nil
    #endif
}()

/// The demo run through `program` with `programArguments` before the
/// demo's path: `sh -c SCRIPT`, `setpriv …`.
func wrappedDemoProcess(_ program: String, _ programArguments: [String], demoArguments: [String]) -> Process {
    let process = demoProcess(demoArguments)
    let demo = process.executableURL!.path
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = programArguments + [demo] + demoArguments
    return process
}

/// The user the unprivileged runs are made as: `nobody`.
let unprivilegedID: uid_t = 65534

/// Whether the demo can be run as a user without privileges: this process
/// is one, or it is root and `setpriv` can drop to `nobody`.
let canRunUnprivileged = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

/// The demo as a user without privileges, whom file permissions bind: as
/// itself if this process is not root, else as `nobody` (`setpriv`).
func unprivilegedDemoProcess(_ arguments: [String]) -> Process {
    guard geteuid() == 0 else { return demoProcess(arguments) }
    let id = "\(unprivilegedID)"
    return wrappedDemoProcess("/usr/bin/setpriv", ["--reuid=\(id)", "--regid=\(id)", "--clear-groups"], demoArguments: arguments)
}

extension StandupsFileFixture {
    /// Lets anyone create and remove files in the directory, as a shared
    /// directory would (the unprivileged runs save there).
    func openToEveryone() {
        chmod(directory.path, 0o777)
    }

    /// The bytes of the stand-ups file.
    func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }
}

/// Opens a FIFO for writing, again and again on a thread of its own, until
/// stopped: if a reader is waiting in `open`, the writer's open ends the
/// wait (and closing it gives the reader an empty read), so that a test of
/// a reader that should never wait fails instead of hanging.
final class FIFOUnblocker: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var openedAReader = false
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread { [self] in
            while !lock.withLock({ stopped }) {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if descriptor >= 0 {
                    close(descriptor)
                    lock.withLock { openedAReader = true }
                }
                usleep(1000)
            }
            finished.signal()
        }.start()
    }

    /// Stops the thread; returns whether it ever found a reader waiting.
    /// Waits for the thread to end on a thread of its own.
    func stop() async -> Bool {
        lock.withLock { stopped = true }
        await onThreadOfItsOwn { self.finished.wait() }
        return lock.withLock { openedAReader }
    }
}
