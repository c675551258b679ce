import FractalTesting
import MediaSample
import Testing

@Suite("Flows report typed outcomes to the parent that started them, and stopping one disposes its subtree")
@MainActor
struct FlowOutcomeTests {
    let store = MediaStore(catalog: InMemoryMovieCatalog.sampleMovies)
    let services = MediaServices()

    func startSignIn(target: MediaRoute? = nil) -> (SignInViewModel, Recorder<SignInOutcome>) {
        let outcomes = Recorder<SignInOutcome>()
        let viewModel = SignInViewModel(
            target: target, dependencies: .init(services: services, store: store, finish: outcomes.record), context: MediaContext())
        return (viewModel, outcomes)
    }

    func startMain() -> (MainViewModel, Recorder<MainOutcome>) {
        let outcomes = Recorder<MainOutcome>()
        let viewModel = MainViewModel(
            dependencies: .init(user: User(name: "Ada"), services: services, store: store, finish: outcomes.record),
            context: MediaContext())
        return (viewModel, outcomes)
    }

    @Test func signInReportsTheSignedInUser() throws {
        let (viewModel, outcomes) = startSignIn()
        viewModel.edit(name: " ada ")
        try viewModel.submit()
        #expect(outcomes.values == [.signedIn(User(name: "Ada"))])
    }

    @Test func aRefusedSignInReportsNothingAndShowsWhy() {
        let (viewModel, outcomes) = startSignIn()
        #expect(throws: SignInError.emptyName) { try viewModel.signIn(name: "") }
        #expect(outcomes.values.isEmpty)
        #expect(store.states.value.signInError == "Type a name to sign in.")
        viewModel.edit(name: "a")
        #expect(store.states.value.signInError == nil)
    }

    @Test func cancellingReportsCancelled() {
        let (viewModel, outcomes) = startSignIn(target: .catalog)
        viewModel.cancel()
        #expect(outcomes.values == [.cancelled])
    }

    @Test func aStoppedFlowReportsNothing() throws {
        let (viewModel, outcomes) = startSignIn()
        viewModel.dispose()
        try viewModel.signIn(name: "ada")
        viewModel.cancel()
        #expect(outcomes.values.isEmpty)
    }

    @Test func mainReportsSigningOut() {
        let (viewModel, outcomes) = startMain()
        viewModel.signOut()
        #expect(outcomes.values == [.signedOut])
    }

    @Test func stoppingMainDisposesItsSubtree() throws {
        let (viewModel, outcomes) = startMain()
        try viewModel.apply("movies/alien")
        let detail = try #require(viewModel.movies.detail)
        viewModel.dispose()
        #expect(viewModel.catalog.isDisposed && viewModel.movies.isDisposed && detail.isDisposed)
        viewModel.signOut()
        #expect(outcomes.values.isEmpty)
    }

    @Test func theAppCancelsAWaitingLinkWhenSignInIsCancelled() throws {
        let harness = MediaHarness()
        try harness.app.apply(route: "movies/alien")
        weak let withLink = harness.app.child.signInViewModel
        harness.app.child.signInViewModel?.cancel()
        #expect(withLink == nil)  // stopped and released
        #expect(harness.app.child.signInViewModel?.target == nil)
        harness.expect(route: "signin")
        try harness.app.signIn(name: "ada")
        harness.expect(route: "catalog")
    }
}
