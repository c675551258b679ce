/// Lists the movies the app offers.
public protocol MovieCatalogService: Sendable {
    /// Every movie, in the order the movie list shows them.
    ///
    /// - Returns: The movies.
    func movies() -> [Movie]
}
