import MediaSample
import Testing

@Suite("Signing out stops the signed-in app and shows sign-in")
@MainActor
struct SignOutTests {
    let harness: MediaHarness

    init() throws { harness = try MediaHarness(signedInAs: "ada") }

    @Test func signingOutDisposesAndReleasesTheSignedInApp() throws {
        try harness.app.open(movieAt: 2)
        weak let main = harness.app.child.mainViewModel
        weak let detail = main?.movies.detail
        weak let catalog = main?.catalog
        try harness.app.signOut()
        harness.expect(route: "signin")
        #expect(main == nil && detail == nil && catalog == nil)
        #expect(harness.app.child.signInViewModel?.target == nil)
        #expect(harness.app.store.states.value.session == nil)
    }

    @Test func theDroppedViewModelsWereDisposedBeforeTheyWereReleased() throws {
        try harness.app.open(movieAt: 2)
        let main = try #require(harness.app.child.mainViewModel)
        let detail = try #require(main.movies.detail)
        try harness.app.signOut()
        #expect(main.isDisposed && main.catalog.isDisposed && main.movies.isDisposed && detail.isDisposed)
        main.signOut()  // a stopped flow reports nothing
        #expect(harness.route == "signin")
    }

    @Test(arguments: [NavigationModel.Step.signOut, .back, .open(0), .tab(.movies)])
    func theSignedInAppsCommandsNeedASignedInUser(_ command: NavigationModel.Step) {
        let harness = MediaHarness()
        #expect(throws: MediaCommandError.signedOut) { try command.perform(on: harness.app) }
        harness.expect(route: "signin")
    }

    @Test func signingInAgainStartsAFreshApp() throws {
        try harness.app.open(movieAt: 1)
        try harness.app.signOut()
        try harness.app.signIn(name: "grace")
        harness.expect(route: "catalog")
        #expect(harness.app.child.mainViewModel?.movies.detail == nil)
        #expect(harness.app.store.states.value.session == User(name: "Grace"))
    }
}
