import Foundation

/// The pipe the signal handlers write to, made before any handler is installed.
struct SignalPipe: Sendable {
    let reader: Int32
    let writer: Int32

    init() {
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) != 0 { descriptors = [-1, -1] }
        (reader, writer) = (descriptors[0], descriptors[1])
    }
}

/// The one pipe of the process; touch it (``relaySignals(interrupted:continued:resized:)``,
/// ``TerminalMode/readKeyByKey()``) before installing a handler that writes to it.
let signalPipe = SignalPipe()

/// Writes `number` to ``signalPipe`` as one byte, keeping `errno`: all a
/// signal handler does to hand a signal to the main actor. Async-signal-safe.
func relayFromHandler(_ number: Int32) {
    let savedError = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.writer, &byte, 1)
    errno = savedError
}

/// Hands each SIGINT (`kill -INT`; Ctrl-C when the terminal sends signals)
/// to `interrupted`, each SIGCONT (the demo continued after a stop, `fg`) to
/// `continued`, and each SIGWINCH (the terminal resized) to `resized`, all on
/// the main actor.
///
/// The signal handlers do one async-signal-safe thing: they write a byte to
/// a pipe (``relayFromHandler(_:)``). A thread of its own reads the pipe
/// and starts the closure on the main actor, whichever thread the signal
/// landed on, including the main thread parked in `dispatchMain()`. No
/// libdispatch signal source is involved: its handler, run on that parked
/// thread, is what AddressSanitizer reported. The handlers of SIGCONT and
/// SIGWINCH are ``TerminalMode``'s, installed only at a terminal.
///
/// If the pipe cannot be made, SIGINT keeps its default action (the process
/// ends) and this returns false.
@discardableResult
func relaySignals(
    interrupted: @escaping @MainActor @Sendable () async -> Void,
    continued: @escaping @MainActor @Sendable () -> Void,
    resized: @escaping @MainActor @Sendable () -> Void
) -> Bool {
    let pipe = signalPipe  // made here, before the handler can run
    guard pipe.reader >= 0 else { return false }
    _ = hasAlternateStack
    Thread.detachNewThread {
        var byte: UInt8 = 0
        while true {
            let count = read(pipe.reader, &byte, 1)
            if count == 1 {
                switch Int32(byte) {
                case SIGCONT: Task { @MainActor in continued() }
                case SIGWINCH: Task { @MainActor in resized() }
                default: Task { @MainActor in await interrupted() }
                }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
    setHandler(relayInterrupt, for: SIGINT)
    return true
}

/// SIGINT's handler: hands the signal to the relay thread.
private func relayInterrupt(_ number: Int32) {
    relayFromHandler(number)
}

/// Whether this thread has an alternate stack for signal handlers: made once,
/// on the thread that installs the handlers first, the main thread.
///
/// The main thread ends its days parked in `sigsuspend` for libdispatch
/// (after `dispatchMain()`), and is where the system delivers most signals
/// sent to the process. Its stack there holds what AddressSanitizer takes for
/// the redzone of an old allocation, so a handler run on it was reported; a
/// stack of its own is clean. Kept for the life of the process.
private let hasAlternateStack: Bool = {
    let size = 64 * 1024
    guard let memory = malloc(size) else { return false }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    return sigaltstack(&stack, nil) == 0
}()

/// Installs `handler` for `number`, run on the alternate stack of the
/// thread it lands on if it has one, with interrupted system calls
/// restarted; or leaves the signal ignored when it was (`nohup`), if
/// `keepingIgnored`. Makes the alternate stack of this thread first.
func installHandler(_ handler: @escaping @convention(c) (Int32) -> Void, for number: Int32, keepingIgnored: Bool = true) {
    _ = hasAlternateStack
    if keepingIgnored, isIgnored(number) { return }
    setHandler(handler, for: number)
}

/// Whether `number`'s action is to be ignored now.
private func isIgnored(_ number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
    let handler = current.__sigaction_u.__sa_handler
    #else
    let handler = current.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}

/// Sets `handler` (or `SIG_DFL`, when `nil`) as `number`'s action, on the
/// alternate stack and restarting interrupted calls. Async-signal-safe
/// (`sigaction`), so handlers call it too.
func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, for number: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
    #else
    action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    #endif
    action.sa_flags = Int32(SA_ONSTACK | SA_RESTART)
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
}
