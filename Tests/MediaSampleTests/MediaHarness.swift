import Fractal
import MediaSample
import Testing

/// A media app built with a view model registry, and the checks every
/// navigation test makes.
@MainActor
struct MediaHarness {
    let registry = ViewModelRegistry()
    let app: MediaApp

    init(services: MediaServices = MediaServices()) {
        app = MediaApp(services: services, context: registry.context)
    }

    /// A harness already signed in as Ada, at `catalog`.
    static func signedIn(services: MediaServices = MediaServices()) throws -> MediaHarness {
        let harness = MediaHarness(services: services)
        try harness.app.signIn(name: "ada")
        return harness
    }

    /// The app's current route, as a path.
    var route: String { app.route.value.description }

    /// Checks that exactly the view models of the current tree are alive.
    func expectOnlyReachableViewModelsAlive(sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = registry.problems(in: app)
        #expect(problems == nil, "\(problems ?? "")", sourceLocation: sourceLocation)
    }

    /// The identities of the view models the tree holds now: equal before and
    /// after a navigation that changed nothing.
    var viewModelIdentities: Set<ObjectIdentifier> { Set(ViewModelRegistry.reachable(in: app).keys) }
}
