import Fractal
import MediaSample
import Testing

@Suite("Applying a route navigates the whole tree, and the route reads back")
@MainActor
struct RouteNavigationTests {
    let harness: MediaHarness

    init() throws { harness = try MediaHarness(signedInAs: "ada") }

    @Test func aRouteSelectsTheTabAndPushesTheDetail() throws {
        try harness.app.apply(route: "movies/v-for-vendetta")
        harness.expect(route: "movies/v-for-vendetta")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.app.child.mainViewModel?.movies.detail?.movieID == "v-for-vendetta")

        try harness.app.apply(route: "movies/alien")
        harness.expect(route: "movies/alien")
    }

    @Test func theRoutePropertyTellsEveryNavigationOnce() throws {
        var seen: [String] = []
        let observation = harness.app.route.observe { route in MainActor.assumeIsolated { seen.append(route.description) } }
        try harness.app.apply(route: "movies/alien")
        try harness.app.select(tab: .catalog)
        try harness.app.open(movieAt: 0)
        try harness.app.back()
        try harness.app.signOut()
        observation.dispose()
        #expect(seen == ["catalog", "movies/alien", "catalog", "movies/v-for-vendetta", "movies", "signin"])
    }

    @Test func aTabRouteKeepsTheOtherTabAndMoviesPopsTheDetail() throws {
        try harness.app.apply(route: "movies/brazil")
        weak let detail = harness.app.child.mainViewModel?.movies.detail
        try harness.app.apply(route: "catalog")
        harness.expect(route: "catalog")
        #expect(detail != nil && harness.app.child.mainViewModel?.movies.detail === detail)
        try harness.app.apply(route: "movies")
        harness.expect(route: "movies")
        #expect(harness.app.child.mainViewModel?.movies.detail == nil)
        #expect(detail == nil)
    }

    @Test func applyingTheCurrentRouteKeepsEveryViewModel() throws {
        try harness.app.apply(route: "movies/metropolis")
        let viewModels = harness.viewModelIdentities
        try harness.app.apply(route: "movies/metropolis")
        #expect(harness.viewModelIdentities == viewModels)
        #expect(harness.registry.startedCount == 5)  // sign-in, main, catalog, movies, one detail
        harness.expectOnlyReachableViewModelsAlive()
    }

    @Test func theRootRouteIsTheFirstTab() throws {
        try harness.app.apply(route: "movies")
        try harness.app.apply(route: .root)
        harness.expect(route: "catalog")
    }

    @Test func urlsAndTypedRoutesApplyToo() throws {
        try harness.app.apply(route: Route(url: "media://movies/the-matrix"))
        harness.expect(route: "movies/the-matrix")
        try harness.app.apply(route: Route(url: "https://example.com/movies/alien?ref=mail"))
        harness.expect(route: "movies/alien")
        try harness.app.apply(.catalog)
        harness.expect(route: "catalog")
        #expect(try MediaRoute(route: harness.app.route.value) == .catalog)
    }
}
