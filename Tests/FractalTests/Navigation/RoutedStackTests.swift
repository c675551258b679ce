import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("A stack pushes, pops and disposes what it drops")
struct RoutedStackTests {
    @available(*, deprecated)
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

    @available(*, deprecated)
    @Test func pushingAnUnknownOrInvalidSegmentChangesNothing() throws {
        let items = ItemsScene()
        try items.stack.push("a")
        #expect(throws: RouteError.unknownSegment("q", index: 0, expected: [])) { try items.stack.push("q") }
        #expect(throws: RouteError.dotSegment(segment: "..")) { try items.stack.push("..") }
        #expect(throws: RouteError.controlCharacter(segment: "a\u{1B}")) { try items.stack.push("a\u{1B}") }
        #expect(items.route.value == "a")
        #expect(items.stack.count == 1)
    }

    @available(*, deprecated)
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

    @available(*, deprecated)
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

    @available(*, deprecated)
    @Test func anEmptyRoutePopsEverything() throws {
        let items = ItemsScene()
        try items.apply("a/b")
        try items.apply(.root)
        #expect(items.stack.count == 0)
        #expect(items.made.items.allSatisfy { $0.isDisposed })
    }

    @available(*, deprecated)
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
@Suite("A navigation made by an observer never shows a disposed child to the others")
struct RoutedStackNestedNavigationTests {
    @available(*, deprecated)
    @Test func aPopByAnEarlierObserverDisposesAfterTheLaterObserversAreTold() throws {
        let items = ItemsScene()
        try items.stack.push("a")
        var popped = false
        let popper = items.stack.entries.observeChanges { entries in
            MainActor.assumeIsolated {
                if entries.count == 2, !popped {
                    popped = true
                    items.stack.pop()
                }
            }
        }
        var shownDisposed: [String] = []
        var shown: [[String]] = []
        let view = items.stack.entries.observeChanges { entries in
            MainActor.assumeIsolated {
                shown.append(entries.map(\.segment))
                shownDisposed += entries.filter { $0.item.isDisposed }.map(\.segment)
            }
        }
        defer { [popper, view].forEach { $0.dispose() } }
        try items.stack.push("b")
        #expect(shown == [["a", "b"], ["a"]])
        #expect(shownDisposed.isEmpty)
        #expect(items.made.items.map(\.isDisposed) == [false, true])
        #expect(items.route.value == "a")
    }
}
