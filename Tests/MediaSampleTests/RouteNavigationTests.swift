import Fractal
import FractalTesting
import Testing

@testable import MediaSample

@Suite("Applying a route selects the tab and pushes the detail, and the route reads back once per navigation")
struct RouteNavigationTests {
    let app: ViewModelTester<MediaApp>

    init() throws {
        app = try signedIn()
        app.exhaustivity = .off  // these tests check routes and which screens stay; the screens' suites check their states
    }

    @Test func aRouteSelectsTheTabAndPushesTheDetail() throws {
        try app.viewModel.apply(route: "movies/v-for-vendetta")
        #expect(app.route == "movies/v-for-vendetta")
        #expect(app.viewModel.selectedTab == .movies)
        #expect(app.moviesTab?.state.detail?.state.movie == movie("v-for-vendetta"))
        try app.viewModel.apply(route: "movies/alien")
        #expect(app.route == "movies/alien")
    }

    @Test func theRouteTellsEveryNavigationOnce() throws {
        let routes = Recorder<Route>()
        let observation = app.viewModel.route.observe(routes.record)
        try app.viewModel.apply(route: "movies/alien")
        try app.viewModel.select(tab: .catalog)
        try app.viewModel.open(movieAt: 0)
        try app.viewModel.back()
        try app.viewModel.signOut()
        observation.dispose()
        app.expect { $0 = .signIn(SignInViewModel(app.viewModel.world)) }
        #expect(routes.values == ["catalog", "movies/alien", "catalog", "movies/v-for-vendetta", "movies", "signin"])
    }

    @Test func aTabRouteKeepsTheOtherTabAndMoviesPopsTheDetail() throws {
        try app.viewModel.apply(route: "movies/brazil")
        weak let detail = app.moviesTab?.state.detail
        try app.viewModel.apply(route: "catalog")
        #expect(app.route == "catalog")
        #expect(detail != nil && app.moviesTab?.state.detail === detail)
        try app.viewModel.apply(route: "movies")
        #expect(app.route == "movies")
        #expect(detail == nil)
    }

    @Test func applyingTheCurrentRouteKeepsTheDetail() throws {
        try app.viewModel.apply(route: "movies/metropolis")
        let detail = app.moviesTab?.state.detail
        try app.viewModel.apply(route: "movies/metropolis")
        #expect(detail != nil && app.moviesTab?.state.detail === detail)
    }

    @Test func theRootRouteIsTheFirstTab() throws {
        try app.viewModel.apply(route: "movies")
        try app.viewModel.apply(route: .root)
        #expect(app.route == "catalog")
    }

    @Test func urlsAndTypedRoutesApplyToo() throws {
        try app.viewModel.apply(route: Route(url: "media://movies/the-matrix"))
        #expect(app.route == "movies/the-matrix")
        try app.viewModel.apply(route: Route(url: "https://example.com/movies/alien?ref=mail"))
        #expect(app.route == "movies/alien")
        try app.viewModel.apply(.catalog)
        #expect(try MediaRoute(route: app.viewModel.route.value) == .catalog)
    }
}
