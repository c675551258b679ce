/// A movie of the catalog. Its ``id`` is also its route segment
/// (`movies/v-for-vendetta`).
public struct Movie: Sendable, Equatable, Identifiable {
    /// A stable identifier, usable as a route segment.
    public let id: String
    /// The title.
    public let title: String
    /// The year of release.
    public let year: Int
    /// Who directed it.
    public let director: String

    /// Creates a movie.
    ///
    /// - Parameters:
    ///   - id: A stable identifier, usable as a route segment.
    ///   - title: The title.
    ///   - year: The year of release.
    ///   - director: Who directed it.
    public init(id: String, title: String, year: Int, director: String) {
        self.id = id
        self.title = title
        self.year = year
        self.director = director
    }
}
