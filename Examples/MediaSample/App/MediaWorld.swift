import Fractal

/// What every screen of the media app shares: the services, the catalog,
/// the favorites, and the app's screen (sign-in or the signed-in app),
/// linked by the ``MediaApp`` that holds it, so that the screen that signs
/// in or out swaps it.
struct MediaWorld {
    let services: any MediaDependencies
    let catalog: IdentifiedList<Movie>
    let favorites = MutableProperty<Set<Movie.ID>>([])
    let screen = StateLink<MediaApp.State>()

    init(services: any MediaDependencies) {
        self.services = services
        catalog = IdentifiedList(services.movieCatalogService.movies())
    }

    /// Reads `route` whole, for an app signed in or not: `nil` for the empty
    /// route. Signed in, `signin` is refused and only the tabs are expected first.
    ///
    /// - Throws: `RouteError` naming the first segment that does not fit.
    func read(_ route: Route, isSignedIn: Bool) throws(RouteError) -> MediaRoute? {
        var reader = RouteReader(route)
        guard let first = reader.peek else { return nil }
        let tabs = MediaTab.allCases.map(\.segment)
        if isSignedIn, !tabs.contains(first) {
            _ = reader.next()
            throw first == "signin" ? reader.unavailableSegment(because: "already signed in") : reader.unknownSegment(expected: tabs)
        }
        let link = try MediaRoute(from: &reader)
        try reader.requireEnd()
        if case .movies(.detail(let id)) = link, catalog[id: id] == nil { throw .unknownSegment(id, index: 1, expected: []) }
        return link
    }
}
