import Fractal
import FractalTesting
import Testing

@testable import MediaSample

let ada = User(name: "Ada")

/// The sample movie `id`.
func movie(_ id: Movie.ID) -> Movie { InMemoryMovieCatalog.sampleMovies.first { $0.id == id }! }

/// A tester of the app on `services`, signed out, at `signin`.
func appTester(_ services: MediaServices = MediaServices()) -> ViewModelTester<MediaApp> {
    ViewModelTester { _ in MediaApp(services: services) }
}

/// A tester of the app signed in as Ada, at the catalog or at the deep link `route`.
func signedIn(at route: MediaRoute? = nil, _ services: MediaServices = MediaServices()) throws -> ViewModelTester<MediaApp> {
    let app = appTester(services)
    if let route { try app.viewModel.apply(route) }
    try app.viewModel.signIn(name: "ada")
    app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world, at: route)) }
    #expect(app.route == (try route?.route.description ?? "catalog"))
    return app
}

/// A tester of the screen `make` makes in a world of `services`.
func tester<Model: ViewModel>(_ services: MediaServices = MediaServices(), _ make: (MediaWorld) -> Model) -> ViewModelTester<Model> {
    ViewModelTester { _ in make(MediaWorld(services: services)) }
}

extension MediaApp.State {
    var signIn: SignInViewModel? { if case .signIn(let signIn) = self { signIn } else { nil } }
    var main: MainViewModel? { if case .main(let main) = self { main } else { nil } }
}

extension ViewModelTester<MediaApp> {
    /// The app's current route, as a path.
    var route: String { viewModel.route.value.description }
    /// The movies tab, while signed in.
    var moviesTab: MoviesViewModel? { state.main?.state.movies }
}
