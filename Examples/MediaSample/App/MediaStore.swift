import Fractal

/// The media app's state, held by its ``MediaStore``: who is signed in, the
/// catalog, the favorites and the sign-in form. View models show it through
/// store subscriptions; navigation (which view model is shown) is the routable
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

/// What changes a ``MediaState``: the events a ``MediaStore`` reduces.
public enum MediaEvent: Sendable, Equatable {
    /// The sign-in form's name was edited.
    case signInNameEdited(String)
    /// Signing in failed, with the message to show.
    case signInFailed(String)
    /// `User` signed in.
    case signedIn(User)
    /// The user signed out.
    case signedOut
    /// The movie with this id was marked or unmarked as a favorite.
    case favoriteToggled(Movie.ID)
}

/// The media app's store (Cordux's store): ``MediaEvent``s in, a
/// ``MediaState`` out. It has no outputs: navigation is the routable tree's.
///
/// ```swift
/// let store = MediaStore(catalog: InMemoryMovieCatalog().movies())
/// store.send(.signedIn(User(name: "Ada")))
/// ```
public typealias MediaStore = Store<MediaState, MediaEvent, Never>

extension Store where State == MediaState, Event == MediaEvent, Output == Never {
    /// Creates the store of a signed-out app.
    ///
    /// - Parameter catalog: The movies, in the order the list shows them.
    public convenience init(catalog: [Movie]) {
        self.init(initial: MediaState(catalog: catalog), reduce: Self.reduce)
    }

    /// The media app's reducer: a pure function of the state and an event.
    ///
    /// - Parameters:
    ///   - state: The state to change.
    ///   - event: What happened.
    /// - Returns: ``Effect/none``: nothing follows an event.
    @Sendable
    public static func reduce(_ state: inout MediaState, _ event: MediaEvent) -> Effect<MediaEvent, Never> {
        switch event {
        case .signInNameEdited(let name):
            state.signInName = name
            state.signInError = nil
        case .signInFailed(let message):
            state.signInError = message
        case .signedIn(let user):
            state.session = user
            state.signInName = ""
            state.signInError = nil
        case .signedOut:
            state.session = nil
        case .favoriteToggled(let id):
            guard state.catalog[id: id] != nil else { break }
            if state.favorites.remove(id) == nil { state.favorites.insert(id) }
        }
        return .none
    }
}
