import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("Flows report typed outcomes to the parent that started them, and stopping one disposes its subtree")
@MainActor
struct FlowOutcomeTests {
    let store = MediaStore(catalog: InMemoryMovieCatalog.sampleMovies)
    let services = MediaServices()

    func startSignIn(target: MediaRoute? = nil) -> (SignInScene, Recorder<SignInOutcome>) {
        let outcomes = Recorder<SignInOutcome>()
        let scene = SignInScene(
            target: target, dependencies: .init(services: services, store: store, finish: outcomes.record), context: MediaContext())
        return (scene, outcomes)
    }

    func startMain() -> (MainScene, Recorder<MainOutcome>) {
        let outcomes = Recorder<MainOutcome>()
        let scene = MainScene(
            dependencies: .init(user: User(name: "Ada"), services: services, store: store, finish: outcomes.record),
            context: MediaContext())
        return (scene, outcomes)
    }

    @Test func signInReportsTheSignedInUser() throws {
        let (scene, outcomes) = startSignIn()
        scene.edit(name: " ada ")
        try scene.submit()
        #expect(outcomes.values == [.signedIn(User(name: "Ada"))])
    }

    @Test func aRefusedSignInReportsNothingAndShowsWhy() {
        let (scene, outcomes) = startSignIn()
        #expect(throws: SignInError.emptyName) { try scene.signIn(name: "") }
        #expect(outcomes.values.isEmpty)
        #expect(store.state.value.signInError == "Type a name to sign in.")
        scene.edit(name: "a")
        #expect(store.state.value.signInError == nil)
    }

    @Test func cancellingReportsCancelled() {
        let (scene, outcomes) = startSignIn(target: .catalog)
        scene.cancel()
        #expect(outcomes.values == [.cancelled])
    }

    @Test func aStoppedFlowReportsNothing() throws {
        let (scene, outcomes) = startSignIn()
        scene.dispose()
        try scene.signIn(name: "ada")
        scene.cancel()
        #expect(outcomes.values.isEmpty)
    }

    @Test func mainReportsSigningOut() {
        let (scene, outcomes) = startMain()
        scene.signOut()
        #expect(outcomes.values == [.signedOut])
    }

    @Test func stoppingMainDisposesItsSubtree() throws {
        let (scene, outcomes) = startMain()
        try scene.apply("movies/alien")
        let detail = try #require(scene.movies.detail)
        scene.dispose()
        #expect(scene.catalog.isDisposed && scene.movies.isDisposed && detail.isDisposed)
        scene.signOut()
        #expect(outcomes.values.isEmpty)
    }

    @Test func theAppCancelsAWaitingLinkWhenSignInIsCancelled() throws {
        let harness = MediaHarness()
        try harness.app.apply(route: "movies/alien")
        weak let withLink = harness.app.scene.signInScene
        harness.app.scene.signInScene?.cancel()
        #expect(withLink == nil)  // stopped and released
        #expect(harness.app.scene.signInScene?.target == nil)
        #expect(harness.route == "signin")
        harness.expectOnlyReachableScenesAlive()
        try harness.app.signIn(name: "ada")
        #expect(harness.route == "catalog")
    }
}
