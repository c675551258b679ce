import Fractal

/// The catalog tab (route `catalog`): counts, the movies recommended to the
/// user and the user's favorites.
public final class CatalogViewModel: ViewModel {
    /// What the catalog tab shows.
    public struct State: Equatable, Sendable {
        /// How many movies there are.
        public let movieCount: Int
        /// The user's favorites, in list order.
        public var favorites: [Movie]
        /// The movies recommended to the user, leaving out the favorites.
        public var recommended: [Movie]

        /// How many movies and favorites there are ("6 movies, 1 favorite").
        public var summary: String {
            "\(movieCount) movies, \(favorites.count) favorite\(favorites.count == 1 ? "" : "s")"
        }
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    private let current: Property<State>

    init(_ user: User, _ world: MediaWorld) {
        current = world.favorites.map { favorites in
            State(
                movieCount: world.catalog.count, favorites: world.catalog.filter { favorites.contains($0.id) },
                recommended: world.services.recommendationService.recommendations(for: user, excluding: favorites))
        }
        states = MutableProperty(current.value)
    }

    /// Keeps the favorites and recommendations up to date while presented.
    ///
    /// - Returns: What stops following them.
    public func whilePresented() -> (any Disposable)? { bind(\.self, to: current) }
}
