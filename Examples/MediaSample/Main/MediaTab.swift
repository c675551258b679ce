/// The tabs of the signed-in app, in order.
public enum MediaTab: Int, Sendable, CaseIterable {
    /// The catalog: recommendations and counts.
    case catalog
    /// The movie list, with a movie's detail pushed over it.
    case movies

    /// The tab's route segment (`catalog`, `movies`), also its name in a tab bar.
    public var segment: String {
        switch self {
        case .catalog: "catalog"
        case .movies: "movies"
        }
    }
}
