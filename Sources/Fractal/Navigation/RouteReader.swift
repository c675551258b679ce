/// Reads a ``Route`` segment by segment, remembering where it is, so that a
/// typed route can parse its level and hand the rest to the level below,
/// and every error names the segment and its index in the whole route.
///
/// ```swift
/// enum MoviesRoute: RouteRepresentable {
///     case list
///     case detail(id: String)
///
///     init(from reader: inout RouteReader) throws(RouteError) {
///         guard let id = reader.next() else { self = .list; return }
///         self = .detail(id: id)
///     }
///
///     func write(to segments: inout [String]) {
///         if case .detail(let id) = self { segments.append(id) }
///     }
/// }
/// ```
public struct RouteReader: Sendable {
    /// The whole route being read.
    public let route: Route
    /// The index of the next segment to read.
    public private(set) var index: Int

    /// Creates a reader at the start of `route`.
    ///
    /// - Parameter route: The route to read.
    public init(_ route: Route) {
        self.route = route
        index = 0
    }

    /// Whether every segment has been read.
    public var isAtEnd: Bool { index >= route.segments.count }

    /// The next segment, without reading it.
    public var peek: String? { isAtEnd ? nil : route.segments[index] }

    /// Reads the next segment, if any.
    ///
    /// - Returns: The segment, or `nil` at the end.
    public mutating func next() -> String? {
        guard let segment = peek else { return nil }
        index += 1
        return segment
    }

    /// Reads the next segment, which must be there.
    ///
    /// - Parameter expected: What the level accepts here, for the error.
    /// - Returns: The segment.
    /// - Throws: ``RouteError/missingSegment(index:expected:)`` at the end.
    public mutating func requireNext(expecting expected: [String]) throws(RouteError) -> String {
        guard let segment = next() else { throw .missingSegment(index: index, expected: expected) }
        return segment
    }

    /// The error for the segment just read, which the level does not know.
    ///
    /// - Parameter expected: What the level accepts there.
    /// - Returns: ``RouteError/unknownSegment(_:index:expected:)`` naming it.
    public func unknownSegment(expected: [String]) -> RouteError {
        let (segment, position) = lastRead
        return .unknownSegment(segment, index: position, expected: expected)
    }

    /// The error for the segment just read, which the level knows but
    /// cannot go to now.
    ///
    /// - Parameter reason: Why not, for the message (`"already signed in"`).
    /// - Returns: ``RouteError/unavailable(_:index:reason:)`` naming it.
    public func unavailableSegment(because reason: String) -> RouteError {
        let (segment, position) = lastRead
        return .unavailable(segment, index: position, reason: reason)
    }

    /// The segment just read and its index (the first segment if none was read).
    private var lastRead: (segment: String, index: Int) {
        let position = Swift.max(index - 1, 0)
        return (route.segments.indices.contains(position) ? route.segments[position] : "", position)
    }

    /// Checks that nothing is left to read.
    ///
    /// - Throws: ``RouteError/unexpectedSegment(_:index:)`` naming the first extra segment.
    public func requireEnd() throws(RouteError) {
        if let extra = peek { throw .unexpectedSegment(extra, index: index) }
    }
}

/// A typed route: one enum (or struct) per level of a tree, read from and
/// written to a ``Route``, so that parsing and printing round-trip:
/// `MediaRoute.movies(.detail(id: "v-for-vendetta"))` is
/// `movies/v-for-vendetta`, and back.
///
/// A level reads its own segments from the ``RouteReader`` and lets the
/// level below read the rest (`try MoviesRoute(from: &reader)`); it writes
/// its segments and then the level below's. ``init(route:)`` reads a whole
/// route and requires that nothing is left over.
public protocol RouteRepresentable: Sendable, Equatable {
    /// Reads this level (and the levels below) from `reader`.
    ///
    /// - Parameter reader: The route being read, at this level's first segment.
    /// - Throws: ``RouteError`` naming the first segment that does not fit.
    init(from reader: inout RouteReader) throws(RouteError)

    /// Appends this level's segments (and the levels below) to `segments`.
    ///
    /// - Parameter segments: The segments written so far.
    func write(to segments: inout [String])
}

extension RouteRepresentable {
    /// Reads a whole route: every segment must belong to some level.
    ///
    /// - Parameter route: The route.
    /// - Throws: ``RouteError`` naming the first segment that does not fit,
    ///   or the first one left over.
    public init(route: Route) throws(RouteError) {
        var reader = RouteReader(route)
        try self.init(from: &reader)
        try reader.requireEnd()
    }

    /// The route this value prints as.
    ///
    /// - Throws: ``RouteError`` when a level wrote a segment no route can
    ///   hold (a control character, a dot segment, too many levels), for
    ///   example an id taken from data that was never a route.
    public var route: Route {
        get throws(RouteError) {
            var segments: [String] = []
            write(to: &segments)
            return try Route(segments: segments)
        }
    }
}
