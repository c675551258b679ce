import Fractal
import Testing

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
