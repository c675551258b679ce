import Foundation

/// Why input could not be read.
enum InputError: Error, Equatable, CustomStringConvertible {
    /// The script file could not be opened or read; `code` is the system's error number.
    case unreadableScript(path: String, code: Int32)
    /// A line of input is not valid UTF-8 (lines count from 1).
    case invalidUTF8(source: String, line: Int)
    /// Standard input could not be read.
    case unreadableInput(code: Int32)

    var description: String {
        switch self {
        case .unreadableScript(let path, let code):
            "cannot read script '\(path.visible)': \(systemReason(code))"
        case .invalidUTF8(let source, let line):
            "\(source.visible): line \(line) is not valid UTF-8"
        case .unreadableInput(let code):
            "cannot read standard input: \(systemReason(code))"
        }
    }
}

/// Splits bytes into lines of text as they arrive.
///
/// A line ends at LF or CRLF; a last line with no newline still counts; a
/// UTF-8 byte-order mark at the very start is skipped. A line that is not
/// valid UTF-8 is an error naming it.
struct LineSplitter {
    private let source: String
    private var pending: [UInt8] = []
    private var lineNumber = 0
    private var isAtStart = true

    /// - Parameter source: What the bytes are, for error messages ("standard input", a path).
    init(source: String) { self.source = source }

    /// Hands each line that `bytes` completes to `body`, in order.
    ///
    /// - Throws: `InputError.invalidUTF8` at the first line that is not
    ///   valid UTF-8, after handing over every line before it.
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
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let text = try line(pending[start..<newline])
            start = newline + 1
            body(text)
        }
    }

    /// The last line, if the bytes did not end with a newline.
    mutating func finish() throws(InputError) -> String? {
        if isAtStart, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        isAtStart = false
        guard !pending.isEmpty else { return nil }
        defer { pending.removeAll() }
        return try line(pending[...])
    }

    private mutating func line(_ bytes: ArraySlice<UInt8>) throws(InputError) -> String {
        lineNumber += 1
        let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        guard let text = String(validating: content, as: UTF8.self) else {
            throw .invalidUTF8(source: source, line: lineNumber)
        }
        return text
    }
}

/// Reads a whole file with `read(2)`.
///
/// - Throws: `InputError.unreadableScript` with the system's error number
///   (a directory is `EISDIR`).
func readScript(atPath path: String) throws(InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadableScript(path: path, code: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadableScript(path: path, code: errno) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw .unreadableScript(path: path, code: EISDIR) }
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
/// failure or invalid UTF-8 ends the sequence with the error.
func standardInputLines() -> AsyncThrowingStream<String, any Error> {
    AsyncThrowingStream { continuation in
        let reader = Thread {
            var splitter = LineSplitter(source: "standard input")
            var chunk = [UInt8](repeating: 0, count: 4096)
            do throws(InputError) {
                while true {
                    let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw .unreadableInput(code: errno)
                    }
                    if count == 0 { break }
                    try splitter.split(chunk[..<count]) { continuation.yield($0) }
                }
                if let last = try splitter.finish() { continuation.yield(last) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        reader.start()
    }
}

extension InputError {
    /// Whether the script named on the command line could not be read.
    var isUnreadableScript: Bool {
        if case .unreadableScript = self { true } else { false }
    }
}
