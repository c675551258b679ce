/// Why text could not be read as a ``Route``, or a route could not be applied.
///
/// Routes come from outside (deep links, universal links, scripts), so every
/// way they can be wrong is a case here, with the offending segment, never a
/// crash. Segments in messages are shown with control and formatting
/// characters escaped, so an error can be printed safely.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is longer than ``Route/maximumLength`` UTF-8 bytes.
    case tooLong(length: Int)
    /// The route has more than ``Route/maximumDepth`` segments.
    case tooDeep(depth: Int)
    /// A segment has a `%` not followed by two hex digits, or decodes to invalid UTF-8.
    case invalidPercentEncoding(segment: String)
    /// A segment holds a control character (U+0000–U+001F, U+007F–U+009F) or
    /// a bidirectional formatting character.
    case controlCharacter(segment: String)
    /// A segment is `.` or `..`.
    case dotSegment(segment: String)
    /// The text looks like a URL (it has a scheme) but not one that can be read.
    case invalidURL(String)
    /// The segment at `index` is not one the route's level knows.
    case unknownSegment(String, index: Int, expected: [String])
    /// The route ends where its level needs another segment.
    case missingSegment(index: Int, expected: [String])
    /// The route goes on past where its level ends.
    case unexpectedSegment(String, index: Int)
    /// The segment at `index` is one the level knows, but not now: `signin`
    /// while signed in, a tab the user may not open yet. `reason` says why.
    case unavailable(String, index: Int, reason: String)

    public var description: String {
        switch self {
        case .tooLong(let length): "route is too long (\(length) bytes; at most \(Route.maximumLength))"
        case .tooDeep(let depth): "route is too deep (\(depth) segments; at most \(Route.maximumDepth))"
        case .invalidPercentEncoding(let segment): "invalid percent-encoding in segment '\(segment.escaped)'"
        case .controlCharacter(let segment): "control character in segment '\(segment.escaped)'"
        case .dotSegment(let segment): "segment '\(segment)' is not allowed"
        case .invalidURL(let text): "not a route URL: '\(text.escaped)'"
        case .unknownSegment(let segment, let index, let expected):
            "unknown segment '\(segment.escaped)' at \(index)" + Self.expecting(expected)
        case .missingSegment(let index, let expected): "route ends at \(index)" + Self.expecting(expected)
        case .unexpectedSegment(let segment, let index): "unexpected segment '\(segment.escaped)' at \(index)"
        case .unavailable(let segment, let index, let reason):
            "segment '\(segment.escaped)' at \(index) is unavailable: \(reason.escaped)"
        }
    }

    private static func expecting(_ expected: [String]) -> String {
        expected.isEmpty ? "" : "; expected " + expected.map { "'\($0)'" }.joined(separator: " or ")
    }
}

extension String {
    /// The text with control and bidirectional formatting characters shown
    /// as `\u{…}` escapes, and at most 80 characters of it.
    var escaped: String {
        var result = ""
        for scalar in unicodeScalars.prefix(80) {
            if scalar.isRouteControl {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return unicodeScalars.count > 80 ? result + "…" : result
    }
}

extension Unicode.Scalar {
    /// Control characters and bidirectional formatting characters.
    var isRouteControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
