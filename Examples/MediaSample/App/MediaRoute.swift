import Fractal

/// The media app's routes, typed: `signin`, `catalog`, `movies` and
/// `movies/<id>`. They read from and print to a ``Route`` and round-trip:
/// `MediaRoute.movies(.detail(id: "v-for-vendetta"))` is
/// `movies/v-for-vendetta`.
///
/// ```swift
/// let route = try MediaRoute(route: "movies/v-for-vendetta")
/// try route.route.description  // "movies/v-for-vendetta"
/// ```
public enum MediaRoute: RouteRepresentable, Hashable {
    /// The sign-in screen.
    case signIn
    /// The catalog tab.
    case catalog
    /// The movies tab, at the list or a movie's detail.
    case movies(MoviesRoute)

    /// The segments the first level accepts, in order.
    public static let segments = ["signin", MediaTab.catalog.segment, MediaTab.movies.segment]

    /// Reads the first segment, and the movies level's segments after `movies`.
    ///
    /// - Parameter reader: The route, at its first segment.
    /// - Throws: ``RouteError`` for a missing or unknown first segment.
    public init(from reader: inout RouteReader) throws(RouteError) {
        switch try reader.requireNext(expecting: Self.segments) {
        case "signin": self = .signIn
        case MediaTab.catalog.segment: self = .catalog
        case MediaTab.movies.segment: self = .movies(try MoviesRoute(from: &reader))
        default: throw reader.unknownSegment(expected: Self.segments)
        }
    }

    /// Writes the first segment, then the movies level's.
    ///
    /// - Parameter segments: The segments written so far.
    public func write(to segments: inout [String]) {
        switch self {
        case .signIn:
            segments.append("signin")
        case .catalog:
            segments.append(MediaTab.catalog.segment)
        case .movies(let movies):
            segments.append(MediaTab.movies.segment)
            movies.write(to: &segments)
        }
    }
}
