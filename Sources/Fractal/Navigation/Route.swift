/// A path through a tree of view models: the segments each level consumes,
/// such as `movies/v-for-vendetta` (Cordux's routes).
///
/// A route is read from a path, a URL or a string literal, and prints back
/// as its path:
///
/// ```swift
/// let route = try Route(path: "/movies//v-for-vendetta/")  // normalised
/// let segments = route.segments  // ["movies", "v-for-vendetta"]
/// let path = route.description  // "movies/v-for-vendetta"
/// let link = try Route(url: "media://movies/v%20for%20vendetta")  // ["movies", "v for vendetta"]
/// ```
///
/// Text from outside is untrusted: reading it never crashes. Empty segments
/// and leading or trailing slashes are dropped; each segment is
/// percent-decoded; a query or fragment (`?…`, `#…`) is ignored. A segment
/// with a control or bidirectional formatting character, a `.` or `..`
/// segment, bad percent-encoding, more than ``maximumLength`` bytes or more
/// than ``maximumDepth`` segments is a ``RouteError`` naming the segment.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The longest text read as a route, in UTF-8 bytes.
    public static let maximumLength = 8 * 1024
    /// The most segments a route has.
    public static let maximumDepth = 64

    /// The route's segments, decoded, from the root down.
    public let segments: [String]

    /// The empty route: the root itself.
    public static let root = Route(checked: [])

    @usableFromInline
    init(checked segments: [String]) {
        self.segments = segments
    }

    /// Creates a route of `segments`, dropping empty ones.
    ///
    /// - Parameter segments: The segments, already decoded.
    /// - Throws: ``RouteError`` for a control character, a dot segment, or
    ///   too many segments.
    public init(segments: [String]) throws(RouteError) {
        let kept = segments.filter { !$0.isEmpty }
        guard kept.count <= Self.maximumDepth else { throw .tooDeep(depth: kept.count) }
        for segment in kept { try Self.check(segment) }
        self.segments = kept
    }

    /// Reads a path such as `movies/v-for-vendetta` (slashes at either end
    /// and empty segments dropped, each segment percent-decoded, a query or
    /// fragment ignored).
    ///
    /// - Parameter path: The path.
    /// - Throws: ``RouteError`` for text that is not a valid route.
    /// - Complexity: O(*n*) in the length of `path`.
    public init(path: String) throws(RouteError) {
        // Split on the bytes of '/', '?' and '#' (ASCII, so never inside a
        // multi-byte character), not on Characters: a combining mark after a
        // slash makes one Character of both.
        let bytes = path.utf8
        guard bytes.count <= Self.maximumLength else { throw .tooLong(length: bytes.count) }
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        let raws = bytes[..<end].split(separator: UInt8(ascii: "/"))
        guard raws.count <= Self.maximumDepth else { throw .tooDeep(depth: raws.count) }
        var segments: [String] = []
        segments.reserveCapacity(raws.count)
        for raw in raws { segments.append(try Self.decode(raw)) }
        try self.init(segments: segments)
    }

    /// Reads a URL: a custom scheme's host is the first segment
    /// (`media://movies/brazil` is `movies/brazil`); an `http` or `https`
    /// URL's host is its domain and is dropped
    /// (`https://example.com/movies/brazil` is `movies/brazil`). Text with
    /// no scheme is read as a path.
    ///
    /// - Parameter url: The URL.
    /// - Throws: ``RouteError`` for text that is not a valid route URL.
    public init(url: String) throws(RouteError) {
        let bytes = url.utf8
        guard bytes.count <= Self.maximumLength else { throw .tooLong(length: bytes.count) }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(bytes[..<colon]) else {
            try self.init(path: url)
            return
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        var rest = bytes[bytes.index(after: colon)...]
        guard rest.starts(with: "//".utf8) else {
            try self.init(path: String(decoding: rest, as: UTF8.self))
            return
        }
        rest = rest.dropFirst(2)
        if scheme == "http" || scheme == "https" {
            // Drop the authority (user, host, port): the route is the path.
            let pathStart =
                rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
                ?? rest.endIndex
            guard pathStart != rest.startIndex else { throw .invalidURL(url) }
            rest = rest[pathStart...]
        }
        try self.init(path: String(decoding: rest, as: UTF8.self))
    }

    /// Whether the route is the root (no segments).
    public var isEmpty: Bool { segments.isEmpty }

    /// The first segment, if any.
    public var first: String? { segments.first }

    /// The route below the first segment.
    public var rest: Route { Route(checked: Array(segments.dropFirst())) }

    /// This route followed by `other`.
    ///
    /// - Parameter other: The route to append.
    /// - Returns: The longer route, or this route's error if it would be too deep.
    /// - Throws: ``RouteError/tooDeep(depth:)`` beyond ``maximumDepth`` segments.
    public func appending(_ other: Route) throws(RouteError) -> Route {
        let depth = segments.count + other.segments.count
        guard depth <= Self.maximumDepth else { throw .tooDeep(depth: depth) }
        return Route(checked: segments + other.segments)
    }

    /// The path: segments joined by `/`, each percent-encoded where needed
    /// (`%`, `/`, `?`, `#`, spaces), so that reading it back gives this route.
    public var description: String {
        segments.map(Self.encode).joined(separator: "/")
    }

    private static func check(_ segment: String) throws(RouteError) {
        if segment == "." || segment == ".." { throw .dotSegment(segment: segment) }
        if segment.unicodeScalars.contains(where: \.isRouteControl) { throw .controlCharacter(segment: segment) }
    }

    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring.UTF8View) -> Bool {
        guard let first = text.first, isASCIILetter(first) else { return false }
        return text.allSatisfy { byte in
            isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func decode(_ raw: Substring.UTF8View) throws(RouteError) -> String {
        guard raw.contains(UInt8(ascii: "%")) else { return String(decoding: raw, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var iterator = raw.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw .invalidPercentEncoding(segment: String(decoding: raw, as: UTF8.self))
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .invalidPercentEncoding(segment: String(decoding: raw, as: UTF8.self))
        }
        return decoded
    }

    private static func encode(_ segment: String) -> String {
        var result = ""
        for scalar in segment.unicodeScalars {
            switch scalar {
            case "%", "/", "?", "#", " ":
                result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Route: ExpressibleByStringLiteral {
    /// Creates a route from a path literal written in code, such as
    /// `"movies/v-for-vendetta"`.
    ///
    /// A literal is the programmer's, not outside text: an invalid one stops
    /// the program with the error. Use ``init(path:)`` for text from outside.
    ///
    /// - Parameter value: The path.
    public init(stringLiteral value: String) {
        do {
            try self.init(path: value)
        } catch {
            preconditionFailure("invalid route literal \"\(value.escaped)\": \(error)")
        }
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
