import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("A switch shows one child and disposes the one it replaces")
struct RoutedSwitchTests {
    @available(*, deprecated)
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

    @available(*, deprecated)
    @Test func aChildThatRefusesTheRestIsDisposedAndTheOldOneKept() throws {
        let tree = TestTree()
        #expect(throws: RouteError.unknownSegment("nope", index: 0, expected: ["home", "items"])) {
            try tree.root.apply("nope")
        }
        #expect(tree.tabsMade.count == 1)
        #expect(tree.tabsMade[0].tabs.allSatisfy { $0.isDisposedForTest })
        #expect(tree.welcomes.map(\.isDisposed) == [false])
    }

    @available(*, deprecated)
    @Test func disposingTwiceDisposesTheChildrenOnce() {
        // `Screen` stops the program if it is disposed twice.
        let routed = RoutedSwitch<Screen>(Screen("only"), choose: { _, _ in nil })
        routed.dispose()
        routed.dispose()
        #expect(routed.shown.isDisposed)
    }
}

@MainActor
@Suite("A switch asked to show the child it shows keeps it")
struct RoutedSwitchSameChildTests {
    @available(*, deprecated)
    @Test func showingTheShownObjectDoesNothing() {
        let screen = Screen("a")
        let routed = RoutedSwitch<Screen>(screen, choose: { _, _ in nil })
        routed.show(screen)
        #expect(!screen.isDisposed)
        #expect(routed.shown === screen)
    }

    @available(*, deprecated)
    @Test func choosingTheShownObjectKeepsIt() throws {
        let screen = Screen("a")
        let routed = RoutedSwitch<Screen>(screen, choose: { _, current in current })
        try routed.apply(.root)
        #expect(!screen.isDisposed)
    }
}
