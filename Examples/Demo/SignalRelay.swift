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

/// The one pipe of the process; touch it (``relaySignals(interrupted:continued:)``,
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
/// to `interrupted`, and each SIGCONT (the demo continued after a stop, `fg`)
/// to `continued`, both on the main actor.
///
/// The signal handlers do one async-signal-safe thing: they write a byte to
/// a pipe (``relayFromHandler(_:)``). A thread of its own reads the pipe
/// and starts the closure on the main actor, whichever thread the signal
/// landed on, including the main thread parked in `dispatchMain()`. No
/// libdispatch signal source is involved: its handler, run on that parked
/// thread, is what AddressSanitizer reported. SIGCONT's handler is
/// ``TerminalMode``'s, installed only at a terminal.
///
/// If the pipe cannot be made, SIGINT keeps its default action (the process
/// ends) and this returns false.
@discardableResult
func relaySignals(
    interrupted: @escaping @MainActor @Sendable () async -> Void,
    continued: @escaping @MainActor @Sendable () -> Void
) -> Bool {
    let pipe = signalPipe  // made here, before the handler can run
    guard pipe.reader >= 0 else { return false }
    Thread.detachNewThread {
        var byte: UInt8 = 0
        while true {
            let count = read(pipe.reader, &byte, 1)
            if count == 1 {
                if Int32(byte) == SIGCONT {
                    Task { @MainActor in continued() }
                } else {
                    Task { @MainActor in await interrupted() }
                }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
    signal(SIGINT) { number in relayFromHandler(number) }
    return true
}
