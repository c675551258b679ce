import Foundation

/// Why input could not be read.
enum InputError: Error, Equatable, CustomStringConvertible {
    /// The script file could not be opened or read; `code` is the system's error number.
    case unreadableScript(path: String, code: Int32)
    /// The script is a device, a FIFO or a socket: refused before reading, so
    /// that one that never ends (`/dev/zero`) or never starts (a FIFO) cannot hang the demo.
    case scriptNotARegularFile(path: String)
    /// The script has more than `limit` bytes.
    case scriptTooLarge(path: String, limit: Int)
    /// A line of input is not valid UTF-8 (lines count from 1).
    case invalidUTF8(source: String, line: Int)
    /// A line of input has more than `limit` bytes (lines count from 1).
    case lineTooLong(source: String, line: Int, limit: Int)
    /// Standard input could not be read.
    case unreadableInput(code: Int32)

    var description: String {
        switch self {
        case .unreadableScript(let path, let code):
            "cannot read script '\(path.visible)': \(systemReason(code))"
        case .scriptNotARegularFile(let path):
            "cannot read script '\(path.visible)': not a regular file"
        case .scriptTooLarge(let path, let limit):
            "cannot read script '\(path.visible)': larger than \(limit) bytes"
        case .invalidUTF8(let source, let line):
            "\(source.visible): line \(line) is not valid UTF-8"
        case .lineTooLong(let source, let line, let limit):
            "\(source.visible): line \(line) is longer than \(limit) bytes"
        case .unreadableInput(let code):
            "cannot read standard input: \(systemReason(code))"
        }
    }
}

/// Splits bytes into lines of text as they arrive.
///
/// A line ends at LF or CRLF; a last line with no newline still counts; a
/// UTF-8 byte-order mark at the very start is skipped. A line that is not
/// valid UTF-8, or longer than ``lineLimit`` bytes, is an error naming it.
struct LineSplitter {
    /// The most bytes a line may have (its line end not counted).
    static let lineLimit = 1_048_576

    private let source: String
    private var pending: [UInt8] = []
    /// How many bytes at the start of `pending` are known to hold no newline,
    /// so that a long line arriving in many reads is searched once.
    private var searched = 0
    private var lineNumber = 0
    private var isAtStart = true

    /// - Parameter source: What the bytes are, for error messages ("standard input", a path).
    init(source: String) { self.source = source }

    /// Hands each line that `bytes` completes to `body`, in order.
    ///
    /// - Throws: `InputError.invalidUTF8` at the first line that is not
    ///   valid UTF-8, `InputError.lineTooLong` at the first line longer than
    ///   ``lineLimit``, after handing over every line before it.
    mutating func split(_ bytes: some Collection<UInt8>, into body: (String) -> Void) throws(InputError) {
        pending.append(contentsOf: bytes)
        if isAtStart {
            guard pending.count >= 3 || !pending.starts(with: [0xEF, 0xBB, 0xBF].prefix(pending.count)) else {
                return  // could still be a byte-order mark
            }
            if pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
            isAtStart = false
        }
        var start = pending.startIndex
        defer { pending.removeSubrange(..<start) }
        while let newline = pending[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
            searched = 0
            let text = try line(pending[start..<newline])
            start = newline + 1
            body(text)
        }
        searched = pending.count - start
        // The line still open, without the CR that may end it.
        if pending.count - start > Self.lineLimit + 1 { throw .lineTooLong(source: source, line: lineNumber + 1, limit: Self.lineLimit) }
    }

    /// The last line, if the bytes did not end with a newline.
    mutating func finish() throws(InputError) -> String? {
        if isAtStart, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        isAtStart = false
        guard !pending.isEmpty else { return nil }
        defer {
            pending.removeAll()
            searched = 0
        }
        return try line(pending[...])
    }

    private mutating func line(_ bytes: ArraySlice<UInt8>) throws(InputError) -> String {
        lineNumber += 1
        let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        guard content.count <= Self.lineLimit else { throw .lineTooLong(source: source, line: lineNumber, limit: Self.lineLimit) }
        guard let text = String(validating: content, as: UTF8.self) else {
            throw .invalidUTF8(source: source, line: lineNumber)
        }
        return text
    }
}

/// The most bytes a script may have.
let scriptLimit = 1_048_576

/// Reads a whole script file with `read(2)`: a regular file of at most
/// ``scriptLimit`` bytes.
///
/// Opened without blocking, so that a FIFO with no writer is refused at
/// once instead of waiting for one.
///
/// - Throws: `InputError.unreadableScript` with the system's error number
///   (a directory is `EISDIR`), `InputError.scriptNotARegularFile` for a
///   device, FIFO or socket, `InputError.scriptTooLarge` past the limit.
func readScript(atPath path: String) throws(InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadableScript(path: path, code: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadableScript(path: path, code: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .unreadableScript(path: path, code: EISDIR)
    default: throw .scriptNotARegularFile(path: path)
    }
    guard status.st_size <= scriptLimit else { throw .scriptTooLarge(path: path, limit: scriptLimit) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw .unreadableScript(path: path, code: errno)
        }
        if count == 0 { return contents }
        contents += chunk[..<count]
        // A file that grows while it is read is held to the limit too.
        guard contents.count <= scriptLimit else { throw .scriptTooLarge(path: path, limit: scriptLimit) }
    }
}

/// The lines of a script file.
func scriptLines(atPath path: String) throws(InputError) -> [String] {
    let bytes = try readScript(atPath: path)
    var splitter = LineSplitter(source: path)
    var lines: [String] = []
    try splitter.split(bytes) { lines.append($0) }
    if let last = try splitter.finish() { lines.append(last) }
    return lines
}

/// Lines of standard input, read off the main thread as they arrive; a read
/// failure, invalid UTF-8 or a line too long ends the sequence with the error.
func standardInputLines() -> AsyncThrowingStream<String, any Error> {
    AsyncThrowingStream { continuation in
        let chunks = standardInputChunks()
        Task {
            var splitter = LineSplitter(source: "standard input")
            do throws(InputError) {
                for await chunk in chunks {
                    try splitter.split(try chunk.get()) { continuation.yield($0) }
                }
                if let last = try splitter.finish() { continuation.yield(last) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}

/// The bytes of standard input, read on a thread of their own as they
/// arrive; a read failure is the last element.
func standardInputChunks() -> AsyncStream<Result<[UInt8], InputError>> {
    AsyncStream { continuation in
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    continuation.yield(.failure(.unreadableInput(code: errno)))
                    break
                }
                if count == 0 { break }
                continuation.yield(.success(Array(chunk[..<count])))
            }
            continuation.finish()
        }
        reader.start()
    }
}

extension InputError {
    /// Whether the script named on the command line could not be read, or was refused.
    var isUnreadableScript: Bool {
        switch self {
        case .unreadableScript, .scriptNotARegularFile, .scriptTooLarge: true
        case .invalidUTF8, .lineTooLong, .unreadableInput: false
        }
    }
}
