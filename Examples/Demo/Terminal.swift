#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The text with every character that could control a terminal shown as
    /// a visible escape, for example ESC as `\u{1B}`.
    ///
    /// Shown this way: C0 controls (U+0000–U+001F, tab and newline included),
    /// DEL (U+007F), C1 controls (U+0080–U+009F), every format character
    /// (general category Cf: the bidirectional marks, embeddings, overrides
    /// and isolates, which would reorder the text around them, zero-width
    /// characters, tags), and the line and paragraph separators (Zl, Zp:
    /// U+2028, U+2029). Everything else is kept.
    /// Text that came from input (typed, piped, a script, an argument)
    /// passes through here before it reaches the terminal.
    var visible: String {
        guard unicodeScalars.contains(where: \.controlsTerminal) else { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if scalar.controlsTerminal {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a terminal could act on this scalar instead of showing it, or
    /// show it as nothing at all.
    fileprivate var controlsTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false
        default:
            switch properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}

/// A failure to write the demo's output.
struct OutputError: Error, CustomStringConvertible {
    /// The system's error number.
    let code: Int32

    var description: String { "cannot write output: \(systemReason(code))" }
}

/// The system's description of an error number ("No such file or directory").
func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Writes straight to a file descriptor, with no buffering: `write(2)` until
/// every byte is out, so a failure (a closed descriptor, a full disk, a
/// broken pipe) is an error the caller handles, not a trap.
///
/// Not through stdio: flushing stdio would wait on the lock the input thread
/// holds while it reads a line.
struct Output: ~Copyable {
    private let descriptor: Int32
    /// Whether the last byte written ended a line (true before any output).
    private(set) var isAtLineStart = true

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes `text` as UTF-8.
    mutating func write(_ text: String) throws(OutputError) {
        guard !text.isEmpty else { return }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                writeSome(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw OutputError(code: errno)
            }
            written += count
        }
        isAtLineStart = bytes.removeLast() == UInt8(ascii: "\n")
    }
}

/// Reports a failure on standard error as one line, ignoring any failure to
/// do so (there is nowhere left to report it).
func reportError(_ message: String) {
    var standardError = Output(descriptor: 2)
    try? standardError.write("fractal-demo: \(message)\n")
}

/// One `write(2)` call (a free function, so that `Output.write` can call it).
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Makes sure descriptors 0–2 are open before anything else opens a file.
///
/// A closed descriptor would be reused by the next file the process opens
/// (Dispatch opens some), and the demo would then read or write that file.
/// A closed standard input or error is replaced by `/dev/null`; a closed
/// standard output is an error, since the demo's output cannot go anywhere.
///
/// - Throws: `OutputError` (`EBADF`) when standard output is closed.
func claimStandardDescriptors() throws(OutputError) {
    let outputIsClosed = fcntl(1, F_GETFD) == -1
    for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 {
        // open(2) returns the lowest free descriptor, which is this one.
        _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    }
    if outputIsClosed { throw OutputError(code: EBADF) }
}
