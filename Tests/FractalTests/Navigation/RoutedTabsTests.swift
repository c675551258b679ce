import Fractal
import Testing

@MainActor
@Suite("Tabs keep every tab alive and route to the selected one")
struct RoutedTabsTests {
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

    @Test func disposingTheTabsDisposesEveryTab() throws {
        let tree = TestTree()
        try tree.root.apply("home")
        let tabs = try #require(tree.tabs)
        try tree.root.apply("welcome")
        #expect(tabs.tabs.allSatisfy { $0.isDisposedForTest })
    }
}
