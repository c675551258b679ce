/// A ``MovieCatalogService`` over a fixed list, for the demo and tests.
public struct InMemoryMovieCatalog: MovieCatalogService {
    private let list: [Movie]

    /// Creates a catalog of `movies`; by default the six sample movies,
    /// `v-for-vendetta` among them.
    ///
    /// - Parameter movies: The movies, in list order.
    public init(movies: [Movie] = InMemoryMovieCatalog.sampleMovies) {
        list = movies
    }

    /// The fixed list.
    ///
    /// - Returns: The movies.
    public func movies() -> [Movie] { list }

    /// The six sample movies.
    public static let sampleMovies = [
        Movie(id: "v-for-vendetta", title: "V for Vendetta", year: 2005, director: "James McTeigue"),
        Movie(id: "the-matrix", title: "The Matrix", year: 1999, director: "The Wachowskis"),
        Movie(id: "alien", title: "Alien", year: 1979, director: "Ridley Scott"),
        Movie(id: "brazil", title: "Brazil", year: 1985, director: "Terry Gilliam"),
        Movie(id: "blade-runner", title: "Blade Runner", year: 1982, director: "Ridley Scott"),
        Movie(id: "metropolis", title: "Metropolis", year: 1927, director: "Fritz Lang"),
    ]
}
