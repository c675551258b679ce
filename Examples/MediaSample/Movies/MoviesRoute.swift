import Fractal

/// The routes below `movies`: the list (no segment) or one movie's detail
/// (its id).
public enum MoviesRoute: RouteRepresentable, Hashable {
    /// The movie list.
    case list
    /// The detail of the movie with this id, pushed over the list.
    case detail(id: Movie.ID)

    /// Reads an optional movie id.
    ///
    /// - Parameter reader: The route, after `movies`.
    /// - Throws: Never: any segment is an id here; whether a movie has it is
    ///   the catalog's to say.
    public init(from reader: inout RouteReader) throws(RouteError) {
        guard let id = reader.next() else {
            self = .list
            return
        }
        self = .detail(id: id)
    }

    /// Writes the movie id, if any.
    ///
    /// - Parameter segments: The segments written so far.
    public func write(to segments: inout [String]) {
        if case .detail(let id) = self { segments.append(id) }
    }
}
