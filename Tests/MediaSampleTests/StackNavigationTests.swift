import Fractal
import MediaSample
import Testing

@Suite("Opening a movie pushes its detail, and back pops it")
@MainActor
struct StackNavigationTests {
    let harness: MediaHarness

    init() throws { harness = try MediaHarness(signedInAs: "ada") }

    @Test func openingAMoviePushesItsDetail() throws {
        #expect(harness.app.movies.map(\.id) == InMemoryMovieCatalog.sampleMovies.map(\.id))
        try harness.app.open(movieAt: 0)
        harness.expect(route: "movies/v-for-vendetta")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.app.child.mainViewModel?.movies.detail?.movieID == "v-for-vendetta")
    }

    @Test func openingAnotherMovieReplacesTheDetailAndReleasesIt() throws {
        try harness.app.open(movieAt: 1)
        weak let first = harness.app.child.mainViewModel?.movies.detail
        #expect(first?.movieID == "the-matrix")
        try harness.app.open(movieAt: 3)
        harness.expect(route: "movies/brazil")
        #expect(first == nil)

        let kept = try #require(harness.app.child.mainViewModel?.movies.detail)
        try harness.app.open(movieAt: 3)  // the same movie: kept
        #expect(harness.app.child.mainViewModel?.movies.detail === kept)
    }

    @Test func backPopsTheDetailAndDisposesIt() throws {
        try harness.app.open(movieAt: 2)
        weak let detail = harness.app.child.mainViewModel?.movies.detail
        #expect(detail?.isDisposed == false)
        try harness.app.back()
        harness.expect(route: "movies")
        #expect(detail == nil)

        #expect(throws: MediaCommandError.nothingToGoBackTo) { try harness.app.back() }
        harness.expect(route: "movies")
    }

    @Test func backActsOnTheSelectedTabOnly() throws {
        try harness.app.open(movieAt: 2)
        try harness.app.select(tab: .catalog)
        #expect(throws: MediaCommandError.nothingToGoBackTo) { try harness.app.back() }
        harness.expect(route: "catalog")
        try harness.app.select(tab: .movies)
        harness.expect(route: "movies/alien")
    }

    @Test func openingARowThatIsNotThereChangesNothing() throws {
        try harness.app.open(movieAt: 4)
        let viewModels = harness.viewModelIdentities
        #expect(throws: MediaCommandError.noMovie(index: 6, count: 6)) { try harness.app.open(movieAt: 6) }
        #expect(throws: MediaCommandError.noMovie(index: -1, count: 6)) { try harness.app.open(movieAt: -1) }
        harness.expect(route: "movies/blade-runner")
        #expect(harness.viewModelIdentities == viewModels)
    }

    @Test func theMoviesViewModelRefusesAnUnknownIdAndASecondDetail() throws {
        let movies = try #require(harness.app.child.mainViewModel?.movies)
        #expect(throws: RouteError.unknownSegment("nope", index: 0, expected: [])) { try movies.open("nope") }
        #expect(throws: RouteError.unexpectedSegment("brazil", index: 1)) { try movies.apply("alien/brazil") }
        #expect(movies.detail == nil)
        harness.expectOnlyReachableViewModelsAlive()
    }
}
