import MediaSample
import Testing

@Suite("Tapping tabs selects them, and each tab keeps its own route")
@MainActor
struct TabNavigationTests {
    let harness: MediaHarness

    init() throws { harness = try MediaHarness(signedInAs: "ada") }

    @Test func signingInStartsAtTheCatalog() throws {
        harness.expect(route: "catalog")
        #expect(harness.app.selectedTab == .catalog)
    }

    @Test func tappingATabSelectsIt() throws {
        let viewModels = harness.viewModelIdentities
        try harness.app.select(tab: .movies)
        harness.expect(route: "movies")
        #expect(harness.app.selectedTab == .movies)
        #expect(harness.viewModelIdentities == viewModels)  // tabs stay alive: nothing made, nothing dropped

        try harness.app.select(tab: .catalog)
        harness.expect(route: "catalog")
        #expect(harness.viewModelIdentities == viewModels)
    }

    @Test func aTabKeepsItsDetailWhileAnotherIsSelected() throws {
        try harness.app.open(movieAt: 2)
        let detail = try #require(harness.app.child.mainViewModel?.movies.detail)
        try harness.app.select(tab: .catalog)
        harness.expect(route: "catalog")
        try harness.app.select(tab: .movies)
        harness.expect(route: "movies/alien")
        #expect(harness.app.child.mainViewModel?.movies.detail === detail)
    }
}
