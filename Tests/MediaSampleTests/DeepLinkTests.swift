import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("A deep link while signed out is validated, waits for the sign-in, then lands")
@MainActor
struct DeepLinkTests {
    let harness = MediaHarness()

    @Test func aDeepLinkShowsSignInThenLandsOnItsTarget() throws {
        weak let firstSignIn = harness.app.child.signInViewModel
        try harness.app.apply(route: "movies/v-for-vendetta")
        harness.expect(route: "signin")
        #expect(harness.app.child.signInViewModel?.target == .movies(.detail(id: "v-for-vendetta")))
        #expect(firstSignIn == nil)  // replaced by a sign-in that carries the link

        weak let signIn = harness.app.child.signInViewModel
        try harness.app.signIn(name: "ada")
        harness.expect(route: "movies/v-for-vendetta")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.app.child.mainViewModel?.movies.detail?.movieID == "v-for-vendetta")
        #expect(signIn == nil)
        #expect(harness.app.store.states.value.session == User(name: "Ada"))
    }

    @Test func theRouteGoesFromSignInToTheTargetInOneStep() throws {
        try harness.app.apply(route: "movies/alien")
        let recorder = Recorder<Route>()
        let observation = harness.app.route.observeChanges(recorder.record)
        try harness.app.signIn(name: "ada")
        observation.dispose()
        #expect(recorder.values == ["movies/alien"])
    }

    @Test func anUnknownMovieIsRefusedEvenWhileSignedOut() throws {
        let signIn = try #require(harness.app.child.signInViewModel)
        #expect(throws: RouteError.unknownSegment("no-such-movie", index: 1, expected: [])) {
            try harness.app.apply(route: "movies/no-such-movie")
        }
        #expect(harness.app.child.signInViewModel === signIn)
        #expect(signIn.target == nil)
        harness.expectOnlyReachableViewModelsAlive()
    }

    @Test func theSignInFormSaysWhereItLeads() throws {
        let view = RecordingMediaView()
        let presentation = harness.app <- view
        #expect(try view.$signInPresenter.container().$formPresenter.current?.message == "Sign in to browse 6 movies")
        try harness.app.apply(route: "movies/brazil")
        #expect(try view.$signInPresenter.container().$formPresenter.current?.message == "Sign in to open movies/brazil")
        presentation?.dispose()
    }

    @Test func aLaterLinkReplacesTheWaitingOneAndSignInDropsIt() throws {
        try harness.app.apply(route: "movies/alien")
        try harness.app.apply(route: "movies")
        #expect(harness.app.child.signInViewModel?.target == .movies(.list))
        try harness.app.apply(route: "signin")
        #expect(harness.app.child.signInViewModel?.target == nil)
        harness.expect(route: "signin")
        try harness.app.signIn(name: "ada")
        harness.expect(route: "catalog")
    }

    @Test func signInIsRefusedWhileSignedIn() throws {
        let harness = try MediaHarness(signedInAs: "ada")
        let viewModels = harness.viewModelIdentities
        #expect(throws: RouteError.unavailable("signin", index: 0, reason: "already signed in")) {
            try harness.app.apply(route: "signin")
        }
        #expect(throws: MediaCommandError.alreadySignedIn) { try harness.app.signIn(name: "grace") }
        harness.expect(route: "catalog")
        #expect(harness.viewModelIdentities == viewModels)
    }

    @Test func aFailedSignInKeepsTheLinkWaiting() throws {
        try harness.app.apply(route: "movies/alien")
        #expect(throws: MediaCommandError.signInRefused(.emptyName)) { try harness.app.signIn(name: "  ") }
        harness.expect(route: "signin")
        #expect(harness.app.child.signInViewModel?.target == .movies(.detail(id: "alien")))
        try harness.app.signIn(name: "ada")
        harness.expect(route: "movies/alien")
    }
}
