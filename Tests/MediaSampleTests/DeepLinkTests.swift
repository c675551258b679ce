import Fractal
import FractalTesting
import Testing

@testable import MediaSample

@Suite("A deep link while signed out is validated, waits for the sign-in, then lands in one step")
struct DeepLinkTests {
    let app = appTester()

    @Test func aDeepLinkWaitsForTheSignInThenLandsOnItsTarget() throws {
        try app.viewModel.apply(route: "movies/v-for-vendetta")
        #expect(app.route == "signin")
        #expect(app.state.signIn?.state.target == .movies(.detail(id: "v-for-vendetta")))
        #expect(app.state.signIn?.state.message == "Sign in to open movies/v-for-vendetta")
        try app.viewModel.signIn(name: "ada")
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world, at: .movies(.detail(id: "v-for-vendetta")))) }
        #expect(app.route == "movies/v-for-vendetta")
    }

    @Test func theRouteGoesFromSignInToTheTargetInOneStep() throws {
        try app.viewModel.apply(route: "movies/alien")
        let routes = Recorder<Route>()
        let observation = app.viewModel.route.observeChanges(routes.record)
        try app.viewModel.signIn(name: "ada")
        observation.dispose()
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world, at: .movies(.detail(id: "alien")))) }
        #expect(routes.values == ["movies/alien"])
    }

    @Test func aLaterLinkReplacesTheWaitingOneAndSignInDropsIt() throws {
        try app.viewModel.apply(route: "movies/alien")
        try app.viewModel.apply(route: "movies")
        #expect(app.state.signIn?.state.target == .movies(.list))
        try app.viewModel.apply(route: "signin")
        #expect(app.state.signIn?.state.target == nil)
        try app.viewModel.apply(route: "movies/alien")
        try app.viewModel.apply(route: .root)
        #expect(app.state.signIn?.state.target == nil)
        try app.viewModel.signIn(name: "ada")
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world)) }
        #expect(app.route == "catalog")
    }

    @Test func aFailedSignInKeepsTheLinkWaiting() throws {
        try app.viewModel.apply(route: "movies/alien")
        #expect(throws: MediaCommandError.signInRefused(.emptyName)) { try app.viewModel.signIn(name: "  ") }
        #expect(app.state.signIn?.state.target == .movies(.detail(id: "alien")))
        try app.viewModel.signIn(name: "ada")
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world, at: .movies(.detail(id: "alien")))) }
    }

    @Test func cancellingTheSignInDropsTheLink() throws {
        try app.viewModel.apply(route: "movies/alien")
        app.state.signIn?.cancelTapped()
        #expect(app.state.signIn?.state.target == nil)
        try app.viewModel.signIn(name: "ada")
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world)) }
        #expect(app.route == "catalog")
    }

    @Test func signInIsRefusedWhileSignedIn() throws {
        let app = try signedIn()
        #expect(throws: RouteError.unavailable("signin", index: 0, reason: "already signed in")) { try app.viewModel.apply(route: "signin") }
        #expect(throws: MediaCommandError.alreadySignedIn) { try app.viewModel.signIn(name: "grace") }
        #expect(app.route == "catalog")
    }
}
