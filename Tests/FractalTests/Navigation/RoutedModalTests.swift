import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("A modal presents the sheet a route names and dismisses it otherwise")
struct RoutedModalTests {
    @available(*, deprecated)
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

    @available(*, deprecated)
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

    @available(*, deprecated)
    @Test func theSameSheetIsKept() throws {
        let item = ItemScene(id: "a")
        try item.apply("share")
        let sheet = try #require(item.modal.presented.value?.sheet as? Screen)
        try item.apply("share")
        #expect(item.modal.presented.value?.sheet as? Screen === sheet)
        #expect(!sheet.isDisposed)
    }
}
