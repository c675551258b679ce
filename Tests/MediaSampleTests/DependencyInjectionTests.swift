import Fractal
import FractalTesting
import MediaSample
import Testing

/// An auth service that refuses everyone: a test's replacement for one dependency.
struct ClosedAuthService: AuthService {
    func signIn(name: String) throws(SignInError) -> User { throw .refused(name: name) }
}

@Suite("Dependencies are built once at the root and a test swaps one")
@MainActor
struct DependencyInjectionTests {
    @Test func aSwappedAuthServiceRefusesTheSignIn() throws {
        let harness = MediaHarness(services: MediaServices(authService: ClosedAuthService()))
        try harness.app.apply(route: "movies/alien")
        #expect(throws: MediaCommandError.signInRefused(.refused(name: "ada"))) { try harness.app.signIn(name: "ada") }
        harness.expect(route: "signin")
        #expect(harness.app.store.states.value.signInError == "ada may not sign in.")
        #expect(harness.app.store.states.value.session == nil)
    }

    @Test func theSampleAuthServiceRefusesTheNamesItIsGiven() throws {
        let harness = MediaHarness(services: MediaServices(authService: InMemoryAuthService(refusing: ["Mallory"])))
        #expect(throws: MediaCommandError.signInRefused(.refused(name: "mallory"))) { try harness.app.signIn(name: "mallory") }
        try harness.app.signIn(name: "trent")
        harness.expect(route: "catalog")
    }

    @Test func aSwappedCatalogReachesTheStoreTheRoutesAndTheRecommendations() throws {
        let movies = Array(InMemoryMovieCatalog.sampleMovies.prefix(2))
        let harness = try MediaHarness(services: MediaServices(movieCatalogService: InMemoryMovieCatalog(movies: movies)), signedInAs: "ada")
        #expect(harness.app.movies.map(\.id) == ["v-for-vendetta", "the-matrix"])
        #expect(throws: RouteError.unknownSegment("alien", index: 1, expected: [])) { try harness.app.apply(route: "movies/alien") }
        #expect(throws: MediaCommandError.noMovie(index: 2, count: 2)) { try harness.app.open(movieAt: 2) }

        // The recommendation service was built from the swapped catalog.
        let view = RecordingMediaView()
        let presentation = harness.app <- view
        let catalog = try view.$mainPresenter.container().$catalogPresenter.container().$catalogPresenter.currentValue()
        #expect(Set(catalog.recommended) == ["V for Vendetta (2005)", "The Matrix (1999)"])
        #expect(catalog.summary == "2 movies, 0 favorites")
        presentation?.dispose()
    }

    @Test func recommendationsLeaveOutFavorites() {
        let service = CatalogRecommendationService(catalog: InMemoryMovieCatalog(), limit: 10)
        let all = service.recommendations(for: User(name: "Ada"), excluding: [])
        #expect(Set(all.map(\.id)) == Set(InMemoryMovieCatalog.sampleMovies.map(\.id)))
        let some = service.recommendations(for: User(name: "Ada"), excluding: ["alien", "brazil"])
        #expect(some.count == 4 && !some.contains { $0.id == "alien" || $0.id == "brazil" })
    }
}
