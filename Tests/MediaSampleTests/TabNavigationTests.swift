import Fractal
import MediaSample
import Testing

@Suite("Tapping tabs selects them, and each tab keeps its own route")
@MainActor
struct TabNavigationTests {
    let harness: MediaHarness

    init() throws { harness = try MediaHarness(signedInAs: "ada") }

    @Test func signingInStartsAtTheCatalog() throws {
        #expect(harness.route == "catalog")
        #expect(harness.app.selectedTab == .catalog)
        harness.expectOnlyReachableViewModelsAlive()
    }

    @Test func tappingATabSelectsIt() throws {
        let viewModels = harness.viewModelIdentities
        try harness.app.select(tab: .movies)
        #expect(harness.route == "movies")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.viewModelIdentities == viewModels)  // tabs stay alive: nothing made, nothing dropped
        harness.expectOnlyReachableViewModelsAlive()

        try harness.app.select(tab: .catalog)
        #expect(harness.route == "catalog")
        #expect(harness.viewModelIdentities == viewModels)
        harness.expectOnlyReachableViewModelsAlive()
    }

    @Test func aTabKeepsItsDetailWhileAnotherIsSelected() throws {
        try harness.app.open(movieAt: 2)
        let detail = try #require(harness.app.child.mainViewModel?.movies.detail)
        try harness.app.select(tab: .catalog)
        #expect(harness.route == "catalog")
        harness.expectOnlyReachableViewModelsAlive()
        try harness.app.select(tab: .movies)
        #expect(harness.route == "movies/alien")
        #expect(harness.app.child.mainViewModel?.movies.detail === detail)
        harness.expectOnlyReachableViewModelsAlive()
    }

    @Test func tabsNeedASignedInUser() {
        let harness = MediaHarness()
        #expect(throws: MediaCommandError.signedOut) { try harness.app.select(tab: .movies) }
        #expect(harness.route == "signin")
        harness.expectOnlyReachableViewModelsAlive()
    }
}
