import Foundation
import Synchronization
import Testing

/// The demo on a pseudo-terminal as a shell runs a job: in a process group
/// of its own (so that stopping it, or its job, stops nothing else), in the
/// session of the test, whose process is its parent (so that its group is
/// not orphaned, and SIGTSTP stops it). Unlike ``PseudoTerminalSession``,
/// the test waits for the demo itself, which tells a stop from an exit.
///
/// The terminal's echo is off, as in ``PseudoTerminalSession``: everything
/// read back is what the demo wrote. Core dumps are off in the test process
/// and so in the demo (SIGQUIT's default action would write one).
///
/// Its waits (``waitForChange()``, ``read(until:after:)``) are on a thread
/// of their own; what they read is kept behind a lock.
final class TerminalJob: Sendable {
    /// How the demo changed when ``waitForChange()`` returned.
    enum Change: Equatable {
        case stopped(signal: Int32)
        case exited(status: Int32)
        case killed(signal: Int32)
        /// No change within 20 seconds: the demo was killed (SIGKILL).
        case timedOut
    }

    /// The modes the demo changes (`c_lflag`), and how the harness set them:
    /// lines, no echo, Ctrl-C a signal.
    static let modes = tcflag_t(ICANON | ECHO | ISIG)
    static let modesAsFound = tcflag_t(ICANON | ISIG)

    let pid: pid_t
    private let controller: Int32
    /// What the demo wrote so far, read on the waits' threads.
    private let received = Mutex<[UInt8]>([])
    /// What the demo wrote so far.
    var output: [UInt8] { received.withLock { $0 } }
    /// The job's slot of ``DemoSlots``, given back when it is released.
    private let slot: DemoSlot

    /// Starts the demo once a slot of ``DemoSlots`` is free.
    init(_ arguments: [String] = [], columns: UInt16 = 80) async throws {
        slot = await DemoSlot()
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw PseudoTerminalError(operation: "open /dev/ptmx", code: errno) }
        let unlock = try cFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let deviceName = try cFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        guard unlock(controller) == 0, let name = deviceName(controller) else {
            throw PseudoTerminalError(operation: "unlockpt", code: errno)
        }
        let path = String(cString: name)
        let device = open(path, O_RDWR | O_NOCTTY)
        guard device >= 0 else { throw PseudoTerminalError(operation: "open", code: errno) }
        var settings = termios()
        tcgetattr(device, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(device, TCSANOW, &settings)
        close(device)
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)

        #if canImport(Glibc)
        let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        #else
        let core = RLIMIT_CORE
        #endif
        var noCore = rlimit()
        getrlimit(core, &noCore)
        noCore.rlim_cur = 0
        setrlimit(core, &noCore)

        let executable = demoProcess().executableURL!.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addclose(&actions, controller)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = "detect_leaks=0"
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard error == 0 else { throw PseudoTerminalError(operation: "posix_spawn", code: error) }
        self.pid = pid
    }

    /// Kills a demo still running, and waits for it on a thread of its own.
    deinit {
        if kill(pid, 0) == 0 {
            kill(pid, SIGKILL)
            let pid = pid
            Thread.detachNewThread {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        close(controller)
    }

    /// Types `text` (bytes), as a user would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sends `number` to the demo, as `kill` from another terminal would.
    func send(_ number: Int32) {
        kill(pid, number)
    }

    /// Makes the terminal `columns` wide (the demo is not told: it reads
    /// the width when it draws).
    func resize(columns: UInt16) {
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's local modes now (`c_lflag`), as the demo left them.
    var localModes: tcflag_t {
        var settings = termios()
        tcgetattr(controller, &settings)
        return settings.c_lflag
    }

    /// Whether the terminal is as the demo found it (in the modes it changes).
    var isAsFound: Bool { localModes & Self.modes == Self.modesAsFound }

    /// Whether the terminal reads key by key: no lines, no echo, no signal keys.
    var readsKeyByKey: Bool { localModes & Self.modes == 0 }

    /// Waits until the demo stops or ends, reading what it writes meanwhile
    /// (so that a full terminal never blocks it) and all it wrote before;
    /// after 20 seconds, kills it.
    ///
    /// A thread of its own waits for the demo (`waitpid`) and writes its
    /// status to a pipe, which another thread of its own polls with the terminal.
    func waitForChange() async -> Change {
        await onThreadOfItsOwn { self.pollForChange() }
    }

    /// ``waitForChange()``, on the thread that polls.
    private func pollForChange() -> Change {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return .timedOut }
        defer { descriptors.forEach { close($0) } }
        let (reader, writer, pid) = (descriptors[0], descriptors[1], pid)
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, WUNTRACED) < 0, errno == EINTR {}
            _ = withUnsafeBytes(of: &status) { write(writer, $0.baseAddress, $0.count) }
        }
        let deadline = Date().addingTimeInterval(20)
        var timedOut = false
        while true {
            var polled = [pollfd(fd: reader, events: Int16(POLLIN), revents: 0), pollfd(fd: controller, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            if poll(&polled, 2, timedOut ? -1 : milliseconds) == 0 {
                timedOut = true
                kill(pid, SIGKILL)
                continue
            }
            if polled[0].revents != 0 { break }
            if polled[1].revents != 0, !readSome(until: Date()) { polled[1].revents = 0 }
        }
        var status: Int32 = 0
        _ = withUnsafeMutableBytes(of: &status) { Foundation.read(reader, $0.baseAddress, $0.count) }
        // What the demo wrote before it stopped or ended is in the terminal already.
        while readSome(until: Date()) {}
        if timedOut { return .timedOut }
        if status & 0xFF == 0x7F { return .stopped(signal: (status >> 8) & 0xFF) }
        if status & 0x7F == 0 { return .exited(status: (status >> 8) & 0xFF) }
        return .killed(signal: status & 0x7F)
    }

    /// Reads output until it contains `marker` after `start`; false if 20
    /// seconds passed first.
    @discardableResult
    func read(until marker: String, after start: Int = 0) async -> Bool {
        await onThreadOfItsOwn {
            let deadline = Date().addingTimeInterval(20)
            let needle = Array(marker.utf8)
            while !self.output[start...].contains(needle) {
                guard deadline.timeIntervalSinceNow > 0 else { return false }
                _ = self.readSome(until: deadline)
            }
            return true
        }
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Reads what is there, waiting until `deadline` for something (on the
    /// thread of ``waitForChange()`` or ``read(until:after:)``); false if nothing came.
    private func readSome(until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        received.withLock { $0 += chunk[..<count] }
        return true
    }
}
