/// A `StaticString` made at run time from a `String`, for `XCTFail`, whose
/// `file` is a `StaticString` while the testers take the call site's
/// `#filePath` as a `String` (as Swift Testing's `SourceLocation` does).
///
/// `StaticString` is a frozen struct: a pointer to its UTF-8 bytes, their
/// count, and flags (bit 0 set for a single scalar held in place of a pointer,
/// bit 1 set when the bytes are ASCII). That layout is checked against a
/// literal before it is used; when it does not match, nothing is made.
enum StaticStringLayout {
    private typealias Fields = (start: UInt, count: UInt, flags: UInt8)

    /// Whether `StaticString` is laid out as ``Fields``, checked on a literal.
    static let isKnown: Bool = {
        guard MemoryLayout<StaticString>.size == MemoryLayout<Fields>.size else { return false }
        let literal: StaticString = "FractalTesting"
        let fields = unsafeBitCast(literal, to: Fields.self)
        return fields.start == UInt(bitPattern: literal.utf8Start) && fields.count == UInt(literal.utf8CodeUnitCount)
            && fields.flags == 0b10
    }()

    /// Calls `body` with `text` as a `StaticString`, valid during the call
    /// only. Call it only when ``isKnown``.
    static func withStaticString<Result>(_ text: String, _ body: (StaticString) -> Result) -> Result {
        precondition(isKnown, "StaticString's layout is not the one checked")
        var text = text
        return text.withUTF8 { bytes in
            let start = bytes.baseAddress.map { UInt(bitPattern: $0) } ?? UInt(bitPattern: ("" as StaticString).utf8Start)
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            let fields: Fields = (start, UInt(bytes.count), isASCII ? 0b10 : 0)
            return body(unsafeBitCast(fields, to: StaticString.self))
        }
    }
}
