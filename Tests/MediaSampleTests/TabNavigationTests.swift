import Fractal
import MediaSample
import Testing

@Suite("Tapping tabs selects them, and each tab keeps its own route")
@MainActor
struct TabNavigationTests {
    @Test func signingInStartsAtTheCatalog() throws {
        let harness = try MediaHarness.signedIn()
        #expect(harness.route == "catalog")
        #expect(harness.app.selectedTab == .catalog)
        harness.expectOnlyReachableScenesAlive()
    }

    @Test func tappingATabSelectsIt() throws {
        let harness = try MediaHarness.signedIn()
        let scenes = harness.sceneIdentities
        try harness.app.select(tab: .movies)
        #expect(harness.route == "movies")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.sceneIdentities == scenes)  // tabs stay alive: nothing made, nothing dropped
        harness.expectOnlyReachableScenesAlive()

        try harness.app.select(tab: .catalog)
        #expect(harness.route == "catalog")
        #expect(harness.sceneIdentities == scenes)
        harness.expectOnlyReachableScenesAlive()
    }

    @Test func aTabKeepsItsDetailWhileAnotherIsSelected() throws {
        let harness = try MediaHarness.signedIn()
        try harness.app.open(movieAt: 2)
        let detail = try #require(harness.app.scene.mainScene?.movies.detail)
        try harness.app.select(tab: .catalog)
        #expect(harness.route == "catalog")
        harness.expectOnlyReachableScenesAlive()
        try harness.app.select(tab: .movies)
        #expect(harness.route == "movies/alien")
        #expect(harness.app.scene.mainScene?.movies.detail === detail)
        harness.expectOnlyReachableScenesAlive()
    }

    @Test func tabsNeedASignedInUser() {
        let harness = MediaHarness()
        #expect(throws: MediaCommandError.signedOut) { try harness.app.select(tab: .movies) }
        #expect(harness.route == "signin")
        harness.expectOnlyReachableScenesAlive()
    }
}
