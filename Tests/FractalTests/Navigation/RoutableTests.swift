import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("A routable tree applies a route all or nothing and reads it back")
struct RoutableTests {
    @available(*, deprecated)
    @Test func aRouteBuildsTheTreeAndReadsBack() throws {
        let tree = TestTree()
        #expect(tree.root.route.value == "welcome")
        try tree.root.apply("items/a/b/share")
        #expect(tree.root.route.value == "items/a/b/share")
        #expect(tree.tabs?.selection.value == 1)
        #expect(tree.items?.stack.entries.value.map(\.segment) == ["a", "b"])
        #expect(tree.items?.stack.top?.modal.isPresenting == true)
        #expect(tree.welcomes.first?.isDisposed == true)
    }

    @available(*, deprecated)
    @Test func aRouteWithoutATabSelectsTheFirstTab() throws {
        let tree = TestTree()
        try tree.root.apply(.root)
        #expect(tree.root.route.value == "home")
    }

    @available(*, deprecated)
    @Test func anUnknownSegmentDeepDownChangesNothing() throws {
        let tree = TestTree()
        try tree.root.apply("items/a/b")
        let items = try #require(tree.items)
        let before = items.stack.entries.value.map(\.item)
        #expect(throws: RouteError.unknownSegment("x", index: 3, expected: [])) {
            try tree.root.apply("items/a/c/x")
        }
        #expect(tree.root.route.value == "items/a/b")
        #expect(items.stack.entries.value.map { ObjectIdentifier($0.item) } == before.map(ObjectIdentifier.init))
        #expect(before.allSatisfy { !$0.isDisposed })
        // The `c` made for the refused plan was disposed with it.
        #expect(items.made.items.map(\.id) == ["a", "b", "c"])
        #expect(items.made.items[2].isDisposed)
    }

    @available(*, deprecated)
    @Test func anUnknownTabIsNamedWithWhatWasExpected() throws {
        let tree = TestTree()
        try tree.root.apply("home")
        #expect(throws: RouteError.unknownSegment("settings", index: 0, expected: ["home", "items"])) {
            try tree.root.apply("settings/a")
        }
        #expect(tree.root.route.value == "home")
    }

    @available(*, deprecated)
    @Test func aSegmentPastALeafIsRefused() throws {
        let tree = TestTree()
        #expect(throws: RouteError.unexpectedSegment("extra", index: 1)) { try tree.root.apply("home/extra") }
        #expect(throws: RouteError.unknownSegment("nope", index: 2, expected: [])) { try tree.root.apply("items/a/nope") }
        // Nothing of the refused plans is left: the root still shows welcome.
        #expect(tree.root.route.value == "welcome")
        #expect(tree.tabsMade.count == 2)
        #expect(tree.tabsMade.allSatisfy { tabs in tabs.tabs.allSatisfy { tab in tab.isDisposedForTest } })
        #expect(tree.welcomes.map(\.isDisposed) == [false])
    }

    @available(*, deprecated)
    @Test func validatingChangesNothing() throws {
        let tree = TestTree()
        #expect(tree.root.validate("items/c/share") == nil)
        #expect(tree.root.validate("items/z") == .unknownSegment("z", index: 1, expected: []))
        #expect(tree.root.route.value == "welcome")
        #expect(tree.welcomes.map(\.isDisposed) == [false])
    }

    @available(*, deprecated)
    @Test func observersSeeOnlyTheFinalRoute() throws {
        let tree = TestTree()
        try tree.root.apply("home")
        let seen = RecordedRoutes()
        let observation = tree.root.route.observeChanges { seen.append($0) }
        defer { observation.dispose() }
        try tree.root.apply("items/a/b/share")
        try tree.root.apply("items/c")
        #expect(seen.routes == ["items/a/b/share", "items/c"])
    }

    @available(*, deprecated)
    @Test func aKeptItemChangingBelowAPopIsSeenOnceWithThePop() throws {
        let tree = TestTree()
        try tree.root.apply("items/a/b")
        let items = try #require(tree.items)
        let seenAtRoot = RecordedRoutes()
        let seenAtStack = RecordedRoutes()
        let observations = [
            tree.root.route.observeChanges { seenAtRoot.append($0) },
            items.route.observeChanges { seenAtStack.append($0) },
        ]
        defer { observations.forEach { $0.dispose() } }
        // Item `a` is kept and presents its sheet while `b` above it is popped.
        try tree.root.apply("items/a/share")
        try tree.root.apply("home")
        try tree.root.apply("items/c/share")
        #expect(seenAtRoot.routes == ["items/a/share", "home", "items/c/share"])
        #expect(seenAtStack.routes == ["a/share", "c/share"])
    }

    @available(*, deprecated)
    @Test func anObserverOfAnInnerLevelIsToldOnceToo() throws {
        let tree = TestTree()
        try tree.root.apply("items/a/b/c")
        let items = try #require(tree.items)
        let seen = RecordedRoutes()
        let observation = items.route.observeChanges { seen.append($0) }
        defer { observation.dispose() }
        items.stack.popToRoot()
        try items.stack.push("b")
        #expect(seen.routes == [.root, "b"])
    }

    @available(*, deprecated)
    @Test func anObserverMayNavigateWhenToldOfANavigation() throws {
        let tree = TestTree()
        let root = tree.root
        // A redirect: whenever `items/c` is shown, go on to its share sheet.
        let observation = root.route.observeChanges { route in
            guard route == "items/c" else { return }
            MainActor.assumeIsolated { try? root.apply("items/c/share") }
        }
        defer { observation.dispose() }
        try root.apply("items/c")
        #expect(root.route.value == "items/c/share")
    }
}

/// Routes seen by an observer, from any thread.
final class RecordedRoutes: Sendable {
    private let storage = MutableProperty<[Route]>([])
    func append(_ route: Route) { storage.modify { $0.append(route) } }
    var routes: [Route] { storage.value }
}
