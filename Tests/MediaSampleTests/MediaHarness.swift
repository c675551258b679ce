import MediaSample
import Testing

/// Every view model a ``MediaApp`` starts, held weakly (through the app's
/// ``MediaContext`` hook), so a test can check after each navigation that
/// exactly the view models the tree holds are alive: the ones a navigation
/// dropped, or made for a refused route, were released.
@MainActor
final class ViewModelRegistry {
    private struct Entry {
        weak var viewModel: AnyObject?
        let name: String
    }

    private var entries: [Entry] = []

    /// The context to build the app with.
    var context: MediaContext {
        MediaContext { [weak self] in self?.entries.append(Entry(viewModel: $0, name: Self.name(of: $0))) }
    }

    /// How many view models were started.
    var startedCount: Int { entries.count }

    /// The view models still alive, by identity.
    var alive: [ObjectIdentifier: String] {
        Dictionary(entries.compactMap { entry in entry.viewModel.map { (ObjectIdentifier($0), entry.name) } }) { first, _ in first }
    }

    /// Checks that exactly the view models `app`'s tree holds are alive (each
    /// one registered, none dropped and alive), and that none is disposed.
    ///
    /// - Returns: Whether both checks passed.
    @discardableResult
    func expectOnlyReachableAlive(in app: MediaApp, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let reachable = Self.reachable(in: app)
        let disposed = reachable.values.filter(\.isDisposed).map(\.name)
        #expect(alive == reachable.mapValues(\.name), comment, sourceLocation: sourceLocation)
        #expect(disposed.isEmpty, "reachable but disposed: \(disposed); \(comment ?? "")", sourceLocation: sourceLocation)
        return alive == reachable.mapValues(\.name) && disposed.isEmpty
    }

    /// The view models the app's tree holds now, by identity.
    static func reachable(in app: MediaApp) -> [ObjectIdentifier: (name: String, isDisposed: Bool)] {
        let viewModels: [(AnyObject, isDisposed: Bool)] =
            switch app.child {
            case .signIn(let signIn): [(signIn, signIn.isDisposed)]
            case .main(let main):
                [(main, main.isDisposed), (main.catalog, main.catalog.isDisposed), (main.movies, main.movies.isDisposed)]
                    + main.movies.stack.entries.value.map { ($0.item, $0.item.isDisposed) }
            }
        return Dictionary(uniqueKeysWithValues: viewModels.map { (ObjectIdentifier($0.0), (name(of: $0.0), $0.isDisposed)) })
    }

    private static func name(of viewModel: AnyObject) -> String {
        (viewModel as? MovieDetailViewModel).map { "MovieDetailViewModel(\($0.movieID))" } ?? "\(type(of: viewModel))"
    }
}

/// A media app built with a view model registry, and the checks every
/// navigation test makes.
@MainActor
struct MediaHarness {
    let registry = ViewModelRegistry()
    let app: MediaApp

    /// An app signed out, at `signin`.
    init(services: MediaServices = MediaServices()) {
        app = MediaApp(services: services, context: registry.context)
    }

    /// An app signed in as `user`, at `catalog`.
    init(services: MediaServices = MediaServices(), signedInAs user: String) throws {
        self.init(services: services)
        try app.signIn(name: user)
    }

    /// The app's current route, as a path.
    var route: String { app.route.value.description }

    /// Checks that exactly the view models of the current tree are alive.
    func expectOnlyReachableViewModelsAlive(sourceLocation: SourceLocation = #_sourceLocation) {
        registry.expectOnlyReachableAlive(in: app, sourceLocation: sourceLocation)
    }

    /// Checks that the app shows `route`, and that exactly the view models
    /// of its tree are alive: what every navigation test checks after a step.
    func expect(route: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.route == route, comment, sourceLocation: sourceLocation)
        registry.expectOnlyReachableAlive(in: app, comment, sourceLocation: sourceLocation)
    }

    /// The identities of the view models the tree holds now: equal before and
    /// after a navigation that changed nothing.
    var viewModelIdentities: Set<ObjectIdentifier> { Set(ViewModelRegistry.reachable(in: app).keys) }
}
