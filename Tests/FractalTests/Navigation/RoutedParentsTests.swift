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

@MainActor
@Suite("A stack pushes, pops and disposes what it drops")
struct RoutedStackTests {
    @Test func pushAndPopAreTheUsersNavigation() throws {
        let items = ItemsScene()
        try items.stack.push("a")
        try items.stack.push("b")
        #expect(items.route.value == "a/b")
        let b = try #require(items.stack.top)
        #expect(items.stack.pop())
        #expect(b.isDisposed)
        #expect(items.route.value == "a")
        items.stack.popToRoot()
        #expect(items.route.value == .root)
        #expect(items.made.items.allSatisfy { $0.isDisposed })
        #expect(!items.stack.pop())
    }

    @Test func pushingAnUnknownOrInvalidSegmentChangesNothing() throws {
        let items = ItemsScene()
        try items.stack.push("a")
        #expect(throws: RouteError.unknownSegment("q", index: 0, expected: [])) { try items.stack.push("q") }
        #expect(throws: RouteError.dotSegment(segment: "..")) { try items.stack.push("..") }
        #expect(throws: RouteError.controlCharacter(segment: "a\u{1B}")) { try items.stack.push("a\u{1B}") }
        #expect(items.route.value == "a")
        #expect(items.stack.count == 1)
    }

    @Test func aRouteKeepsTheItemsItRepeatsFromTheBottom() throws {
        let items = ItemsScene()
        try items.apply("a/b/c")
        let before = items.made.items
        try items.apply("a/c")
        #expect(items.route.value == "a/c")
        #expect(items.stack.entries.value[0].item === before[0])
        #expect(items.stack.entries.value[1].item !== before[2])
        #expect(before.map(\.isDisposed) == [false, true, true])
    }

    @Test func aFullStackLeavesTheRestOfTheRouteForTheLevelAbove() throws {
        let stack = RoutedStack<Screen>(maximumCount: 1) { Screen($0) }
        #expect(throws: RouteError.unexpectedSegment("b", index: 1)) { try stack.apply("a/b") }
        #expect(stack.count == 0)
        try stack.push("a")
        #expect(throws: RouteError.unavailable("b", index: 0, reason: "the stack holds at most 1")) {
            try stack.push("b")
        }
        try stack.apply("b")
        #expect(stack.route.value == "b")
    }

    @Test func anEmptyRoutePopsEverything() throws {
        let items = ItemsScene()
        try items.apply("a/b")
        try items.apply(.root)
        #expect(items.stack.count == 0)
        #expect(items.made.items.allSatisfy { $0.isDisposed })
    }
}

@MainActor
@Suite("A modal presents the sheet a route names and dismisses it otherwise")
struct RoutedModalTests {
    @Test func presentAndDismiss() throws {
        let item = ItemScene(id: "a")
        try item.modal.present("share")
        #expect(item.route.value == "share")
        let sheet = try #require(item.modal.presented.value?.sheet as? Screen)
        #expect(item.modal.dismiss())
        #expect(sheet.isDisposed)
        #expect(!item.modal.dismiss())
        #expect(throws: RouteError.unknownSegment("print", index: 0, expected: [])) {
            try item.modal.present("print")
        }
        #expect(item.route.value == .root)
    }

    @Test func aRouteWithoutTheSheetDismissesIt() throws {
        let tree = TestTree()
        try tree.root.apply("items/a/share")
        let item = try #require(tree.items?.stack.top)
        let sheet = try #require(item.modal.presented.value?.sheet as? Screen)
        try tree.root.apply("items/a")
        #expect(sheet.isDisposed)
        #expect(!item.isDisposed)
        #expect(tree.root.route.value == "items/a")
    }

    @Test func theSameSheetIsKept() throws {
        let item = ItemScene(id: "a")
        try item.apply("share")
        let sheet = try #require(item.modal.presented.value?.sheet as? Screen)
        try item.apply("share")
        #expect(item.modal.presented.value?.sheet as? Screen === sheet)
        #expect(!sheet.isDisposed)
    }
}

@MainActor
@Suite("A switch shows one child and disposes the one it replaces")
struct RoutedSwitchTests {
    @Test func showingAChildDisposesThePreviousOne() throws {
        let first = Screen("first")
        let second = Screen("second")
        let routed = RoutedSwitch<Screen>(first, prefix: { Route(stringLiteral: $0.name) }, choose: { _, _ in nil })
        #expect(routed.route.value == "first")
        routed.show(second)
        #expect(routed.route.value == "second")
        #expect(first.isDisposed)
        #expect(routed.shown === second)
        routed.dispose()
        #expect(second.isDisposed)
    }

    @Test func aChildThatRefusesTheRestIsDisposedAndTheOldOneKept() throws {
        let tree = TestTree()
        #expect(throws: RouteError.unknownSegment("nope", index: 0, expected: ["home", "items"])) {
            try tree.root.apply("nope")
        }
        #expect(tree.tabsMade.count == 1)
        #expect(tree.tabsMade[0].tabs.allSatisfy { $0.isDisposedForTest })
        #expect(tree.welcomes.map(\.isDisposed) == [false])
    }
}

@MainActor
@Suite("A disposed parent is disposed once and never navigated again")
struct RoutedParentDisposalTests {
    @Test func disposingTwiceDisposesTheChildrenOnce() {
        // `Screen` stops the program if it is disposed twice.
        let routed = RoutedSwitch<Screen>(Screen("only"), choose: { _, _ in nil })
        routed.dispose()
        routed.dispose()
        #expect(routed.shown.isDisposed)
    }

    @Test func navigatingADisposedStackStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { () async throws in
            await MainActor.run {
                let stack = RoutedStack<Screen> { Screen($0) }
                stack.dispose()
                try? stack.push("a")
            }
        }
    }
}

@MainActor
@Suite("Navigating from inside a plan is refused")
struct RoutePlanningMisuseTests {
    @Test func applyingFromAFactoryStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { () async throws in
            await MainActor.run {
                let stack = RoutedStack<Screen> { _ in
                    try? ItemsScene().apply("a")
                    return Screen("x")
                }
                try? stack.apply("x")
            }
        }
    }
}
