/// What the signed-in app's header shows, made from the app state by a
/// store subscription.
public struct MainViewState: Sendable, Equatable {
    /// Who is signed in ("Signed in as Ada").
    public let greeting: String
    /// The tabs' titles, in order ("Catalog", "Movies (6)").
    public let tabTitles: [String]

    /// Makes the header of `state`.
    ///
    /// - Parameter state: The app state.
    public init(_ state: MediaState) {
        greeting = state.session.map { "Signed in as \($0.name)" } ?? "Signed out"
        tabTitles = ["Catalog", "Movies (\(state.catalog.count))"]
    }
}
