import Foundation
import Synchronization
import Testing

/// The demo running on a pseudo-terminal, as a user at a terminal runs it:
/// standard input and output are a terminal, so the demo is interactive and
/// draws with ANSI escapes. The terminal's own echo is off, so everything
/// read back is what the demo wrote.
///
/// Its waits (``read(until:after:)``, ``readToEnd()``) are on a thread of
/// their own; what they read is kept behind a lock.
final class PseudoTerminalSession: Sendable {
    let process: Process
    private let controller: Int32
    /// What the demo wrote so far, read on the waits' threads.
    private let received = Mutex<[UInt8]>([])
    /// What the demo wrote so far.
    var output: [UInt8] { received.withLock { $0 } }
    /// The session's slot of ``DemoSlots``, given back when it is released.
    private let slot: DemoSlot

    /// Starts the demo once a slot of ``DemoSlots`` is free.
    init(_ arguments: [String] = []) async throws {
        slot = await DemoSlot()
        // posix_openpt, unlockpt and ptsname are not in Swift's Glibc module:
        // open the multiplexer directly and look the other two up.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw PseudoTerminalError(operation: "open /dev/ptmx", code: errno) }
        let unlock = try cFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let deviceName = try cFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        guard unlock(controller) == 0, let name = deviceName(controller) else {
            throw PseudoTerminalError(operation: "unlockpt", code: errno)
        }
        let device = open(name, O_RDWR | O_NOCTTY)
        guard device >= 0 else { throw PseudoTerminalError(operation: "open", code: errno) }
        defer { close(device) }
        var settings = termios()
        tcgetattr(device, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(device, TCSANOW, &settings)

        process = demoProcess(arguments)
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(controller)
    }

    /// Types `text` (bytes), as a user would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads output until it contains `marker` (a prompt, say); false if the
    /// demo stopped writing or 20 seconds passed first.
    @discardableResult
    func read(until marker: String, after start: Int = 0) async -> Bool {
        await onThreadOfItsOwn {
            let deadline = Date().addingTimeInterval(20)
            let needle = Array(marker.utf8)
            while !self.output[start...].contains(needle) {
                guard self.readSome(until: deadline) else { return false }
            }
            return true
        }
    }

    /// Where the first `marker` after `start` ends in the output read so far, if it is there.
    func position(after marker: String, from start: Int = 0) -> Int? {
        let needle = Array(marker.utf8)
        guard let range = output[start...].firstRange(of: needle) else { return nil }
        return range.upperBound
    }

    /// The terminal's local modes now (`c_lflag`: `ICANON`, `ECHO`, `ISIG`, …),
    /// as the demo left them.
    var localModes: tcflag_t {
        var settings = termios()
        tcgetattr(controller, &settings)
        return settings.c_lflag
    }

    /// Reads until the demo has exited and closed the terminal; a demo
    /// still running 20 seconds on is terminated (and its status says so).
    func readToEnd() async {
        await onThreadOfItsOwn {
            let deadline = Date().addingTimeInterval(20)
            while self.readSome(until: deadline) {}
            if self.process.isRunning, deadline.timeIntervalSinceNow <= 0 { self.process.terminate() }
            self.process.waitUntilExit()
        }
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Reads what is there, waiting until `deadline` for something (on the
    /// thread of ``read(until:after:)`` or ``readToEnd()``); false if nothing came.
    private func readSome(until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }  // EIO: the demo closed the terminal
        received.withLock { $0 += chunk[..<count] }
        return true
    }
}

/// The C library function `name`, looked up at run time.
func cFunction<Function>(_ name: String, as type: Function.Type) throws -> Function {
    guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else {
        throw PseudoTerminalError(operation: "dlsym \(name)", code: 0)
    }
    return unsafeBitCast(symbol, to: type)
}

/// A pseudo-terminal could not be set up.
struct PseudoTerminalError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32
    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}

extension String {
    /// The text with the escapes the demo draws with removed: clearing the
    /// screen, bold and colours, resetting, and the line editor's (back to
    /// the line's start, clearing it or everything below, moving the cursor
    /// up rows or to a column).
    /// Anything left that starts with ESC was not the demo's own.
    var withoutDemoEscapes: String {
        var text = self
        for escape in ["\u{1B}[2J", "\u{1B}[H", "\u{1B}[1m", "\u{1B}[33m", "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[?25h", "\r\u{1B}[K", "\r\u{1B}[J"] {
            text = text.replacingOccurrences(of: escape, with: "")
        }
        return text.replacing(/\x{1B}\[\d+[GA]/, with: "")
    }

    /// The lines of terminal output (a terminal ends lines with CR LF).
    var terminalLines: [String] {
        replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }
}
