import FractalTesting
import Testing

@testable import FractalDemo

@Suite("Input is split into the same lines however its bytes arrive")
struct LineSplitterTests {
    /// The lines of `bytes` as the splitter documents them: split at LF, a
    /// CR before it dropped, a last line without a newline kept.
    private func expectedLines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self) }
    }

    @Test(arguments: 1...200 as ClosedRange<UInt64>)
    func anyChunkingGivesTheLinesOfTheWhole(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = Array("ab \r\n".utf8)
        let bytes = (0..<Int.random(in: 0...400, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        var splitter = LineSplitter(source: "test")
        var lines: [String] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + Int.random(in: 1...40, using: &generator), bytes.count)
            try splitter.split(bytes[start..<end]) { lines.append($0) }
            start = end
        }
        if let last = try splitter.finish() { lines.append(last) }
        #expect(lines == expectedLines(bytes), "seed \(seed)")
    }

    @Test func aLongLineArrivingByteByByteIsOneLine() throws {
        var splitter = LineSplitter(source: "test")
        var lines: [String] = []
        for byte in Array(String(repeating: "a", count: 5_000).utf8) + [UInt8(ascii: "\n")] {
            try splitter.split([byte]) { lines.append($0) }
        }
        #expect(lines == [String(repeating: "a", count: 5_000)])
        #expect(try splitter.finish() == nil)
    }
}
