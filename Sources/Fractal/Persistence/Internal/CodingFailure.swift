/// What went wrong in coding a value, told without the data: where (the
/// coding path) and what kind of failure, never a value from the file.
///
/// A coder's own descriptions can quote what it read (an invalid enum case,
/// a number too large), so none is used. Keys the file chose (those of a
/// dictionary) are shown only when they look like a name: short, letters,
/// digits and `_`; any other key is `?`. A long path keeps its end, the part
/// nearest the failure.
enum CodingFailure {
    /// The most characters of a coding path in a reason.
    static let maximumPathLength = 120
    /// The longest key shown as it is.
    static let maximumKeyLength = 40

    /// The reason for `error`, a `DecodingError`, an `EncodingError` or
    /// another error: `at [0].theme: invalid value`, `not valid JSON`.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            // Compared, never quoted: the decoder's words for a syntax error.
            let isSyntax = context.underlyingError != nil || context.debugDescription.hasPrefix("The given data was not valid JSON")
            if context.codingPath.isEmpty, isSyntax { return "not valid JSON" }
            return at(context.codingPath) + "invalid value"
        case DecodingError.keyNotFound(let key, let context):
            return at(context.codingPath + [key]) + "missing"
        case DecodingError.typeMismatch(let type, let context):
            return at(context.codingPath) + "not " + describe(type)
        case DecodingError.valueNotFound(let type, let context):
            return at(context.codingPath) + "null, not " + describe(type)
        case EncodingError.invalidValue(_, let context):
            return at(context.codingPath) + "invalid value"
        default:
            return "\(type(of: error))"
        }
    }

    /// `at PATH: `, or nothing for the top of the value.
    private static func at(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : "at \(describe(path)): "
    }

    /// `[0].theme`: indices in brackets, keys after a dot; the end of the
    /// path after `…` if it is long.
    static func describe(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path.reversed() {
            let part = key.intValue.map { "[\($0)]" } ?? "." + shown(key.stringValue)
            guard text.count + part.count <= maximumPathLength else { return "…" + text }
            text = part + text
        }
        return text
    }

    /// `key` if it looks like a name, else `?`.
    private static func shown(_ key: String) -> String {
        let isName =
            !key.isEmpty && key.utf8.count <= maximumKeyLength
            && key.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
        return isName ? key : "?"
    }

    /// `an object`, `an array`, or `a value of type T`.
    private static func describe(_ type: Any.Type) -> String {
        if type == [String: Any].self { return "an object" }
        if type == [Any].self { return "an array" }
        return "a value of type \(type)"
    }
}
