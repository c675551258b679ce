import Fractal

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
