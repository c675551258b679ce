import Foundation

/// The pipe SIGINT's handler writes to, made before the handler is installed.
private struct InterruptPipe: Sendable {
    let reader: Int32
    let writer: Int32

    init() {
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) != 0 { descriptors = [-1, -1] }
        (reader, writer) = (descriptors[0], descriptors[1])
    }
}

private let interruptPipe = InterruptPipe()

/// Hands each Ctrl-C (SIGINT) to `onInterrupt` on the main actor.
///
/// The signal handler does one async-signal-safe thing: it writes a byte to a
/// pipe (keeping `errno`). A thread of its own reads the pipe and starts
/// `onInterrupt` on the main actor, whichever thread the signal landed on,
/// including the main thread parked in `dispatchMain()`. No libdispatch signal
/// source is involved: its handler, run on that parked thread, is what
/// AddressSanitizer reported.
///
/// If the pipe cannot be made, Ctrl-C keeps its default action (the process
/// ends) and this returns false.
@discardableResult
func handleInterrupts(_ onInterrupt: @escaping @MainActor @Sendable () async -> Void) -> Bool {
    let pipe = interruptPipe  // made here, before the handler can run
    guard pipe.reader >= 0 else { return false }
    Thread.detachNewThread {
        var byte: UInt8 = 0
        while true {
            let count = read(pipe.reader, &byte, 1)
            if count == 1 {
                Task { @MainActor in await onInterrupt() }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
    signal(SIGINT) { _ in
        let savedError = errno
        var byte: UInt8 = 3
        _ = write(interruptPipe.writer, &byte, 1)
        errno = savedError
    }
    return true
}
