import Fractal
import Testing

@testable import MediaSample

/// An auth service that refuses everyone: a test's replacement for one dependency.
struct ClosedAuthService: AuthService {
    func signIn(name: String) throws(SignInError) -> User { throw .refused(name: name) }
}

@Suite("Dependencies are built once at the root and a test swaps one")
struct DependencyInjectionTests {
    @Test func aSwappedAuthServiceRefusesTheSignIn() throws {
        let app = appTester(MediaServices(authService: ClosedAuthService()))
        try app.viewModel.apply(route: "movies/alien")
        #expect(throws: MediaCommandError.signInRefused(.refused(name: "ada"))) { try app.viewModel.signIn(name: "ada") }
        #expect(app.route == "signin")
        app.expect {
            $0.signIn?.expect {
                $0.name = "ada"
                $0.error = "ada may not sign in."
                $0.target = .movies(.detail(id: "alien"))
            }
        }
    }

    @Test func theSampleAuthServiceTidiesTheNameAndRefusesTheNamesItIsGiven() throws {
        let app = appTester(MediaServices(authService: InMemoryAuthService(refusing: ["Mallory"])))
        #expect(throws: MediaCommandError.signInRefused(.refused(name: "mallory"))) { try app.viewModel.signIn(name: "mallory") }
        try app.viewModel.signIn(name: " trent ")  // trimmed, capitalised
        app.expect { $0 = .main(MainViewModel(User(name: "Trent"), app.viewModel.world)) }
    }

    @Test func aSwappedCatalogReachesTheRoutesTheListAndTheRecommendations() throws {
        let services = MediaServices(movieCatalogService: InMemoryMovieCatalog(movies: Array(InMemoryMovieCatalog.sampleMovies.prefix(2))))
        let app = try signedIn(services)
        #expect(app.viewModel.movies.map(\.id) == ["v-for-vendetta", "the-matrix"])
        #expect(throws: RouteError.unknownSegment("alien", index: 1, expected: [])) { try app.viewModel.apply(route: "movies/alien") }
        #expect(throws: MediaCommandError.noMovie(index: 2, count: 2)) { try app.viewModel.open(movieAt: 2) }
        let catalog = try #require(app.state.main?.state.catalog.state)
        #expect(Set(catalog.recommended.map(\.title)) == ["V for Vendetta", "The Matrix"])
        #expect(catalog.summary == "2 movies, 0 favorites")
    }

    @Test func recommendationsLeaveOutFavorites() {
        let service = CatalogRecommendationService(catalog: InMemoryMovieCatalog(), limit: 10)
        let all = service.recommendations(for: ada, excluding: [])
        #expect(Set(all.map(\.id)) == Set(InMemoryMovieCatalog.sampleMovies.map(\.id)))
        let some = service.recommendations(for: ada, excluding: ["alien", "brazil"])
        #expect(some.count == 4 && !some.contains { $0.id == "alien" || $0.id == "brazil" })
    }
}
