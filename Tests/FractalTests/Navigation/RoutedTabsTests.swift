import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("Tabs keep every tab alive and route to the selected one")
struct RoutedTabsTests {
    @available(*, deprecated)
    @Test func tappingATabChangesTheRouteAndKeepsTheOtherTab() throws {
        let tree = TestTree()
        try tree.root.apply("items/a")
        let tabs = try #require(tree.tabs)
        tabs.select(0)
        #expect(tree.root.route.value == "home")
        #expect(!tabs.tabs[1].isDisposedForTest)
        tabs.select(1)
        // The items tab kept its stack while it was not selected.
        #expect(tree.root.route.value == "items/a")
        try tabs.select(named: "home")
        #expect(tree.root.route.value == "home")
        #expect(throws: RouteError.unknownSegment("settings", index: 0, expected: ["home", "items"])) {
            try tabs.select(named: "settings")
        }
        #expect(tabs.selection.value == 0)
    }

    @available(*, deprecated)
    @Test func disposingTheTabsDisposesEveryTab() throws {
        let tree = TestTree()
        try tree.root.apply("home")
        let tabs = try #require(tree.tabs)
        try tree.root.apply("welcome")
        #expect(tabs.tabs.allSatisfy { $0.isDisposedForTest })
    }
}
