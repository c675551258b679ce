import Fractal

/// The media app's state, held by its ``MediaStore``: who is signed in, the
/// catalog, the favorites and the sign-in form. Scenes show it through
/// store subscriptions; navigation (which scene is shown) is the routable
/// tree's, not the store's.
public struct MediaState: Sendable, Equatable {
    /// The signed-in user, or `nil` while signed out.
    public var session: User?
    /// Every movie, in the order the movie list shows them.
    public var catalog: IdentifiedList<Movie>
    /// The ids of the movies marked as favorites.
    public var favorites: Set<Movie.ID>
    /// The name typed in the sign-in form.
    public var signInName: String
    /// Why the last sign-in attempt failed, until the name is edited.
    public var signInError: String?

    /// Creates the state of a signed-out app.
    ///
    /// - Parameter catalog: The movies, in the order the list shows them.
    public init(catalog: [Movie]) {
        session = nil
        self.catalog = IdentifiedList(catalog)
        favorites = []
        signInName = ""
        signInError = nil
    }
}
