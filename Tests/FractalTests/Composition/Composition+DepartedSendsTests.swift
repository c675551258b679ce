import Fractal
import FractalTesting
import Testing

/// A page that counts: `tapped` sends itself `bump`, or leaves with it.
struct CounterPage: Equatable, Sendable, Identifiable {
    var id: Int
    var name: String
    var count = 0
}

enum CounterPageEvent: Equatable, Sendable {
    case tapped
    case bump
    case leaveTapped
}

let counterPage = Reducer<CounterPage, CounterPageEvent, Never> { page, event in
    switch event {
    case .tapped: return .send(.bump)
    case .bump:
        page.count += 1
        return .none
    case .leaveTapped: return .merge(.send(.bump), .dismiss)
    }
}

struct CounterPages: Equatable, Sendable {
    var path = Stack<CounterPage>()
    var sheet: CounterPage?
    var rows = IdentifiedList<CounterPage>()
}

enum CounterPagesEvent: Equatable, Sendable {
    case path(StackEvent<CounterPageEvent>)
    case sheet(CounterPageEvent)
    case row(Int, CounterPageEvent)
}

@Suite("A child that leaves does not get the events it sent itself in that event")
struct CompositionDepartedSendsTests {
    static let pathEvents = Case(CounterPagesEvent.path) { if case .path(let event) = $0 { event } else { nil } }
    static let sheetEvents = Case(CounterPagesEvent.sheet) { if case .sheet(let event) = $0 { event } else { nil } }
    static let rowEvents = Case(CounterPagesEvent.row) { if case .row(let id, let event) = $0 { (id, event) } else { nil } }

    /// Pages whose parent replaces the stack, clears the sheet and removes the row when any is tapped.
    static let replacing = Reducer<CounterPages, CounterPagesEvent, Never> { state, event in
        switch event {
        case .path(.element(_, .tapped)): state.path = [CounterPage(id: 0, name: "new")]
        case .sheet(.tapped): state.sheet = nil
        case .row(let id, .tapped): state.rows.remove(id: id)
        default: break
        }
        return .none
    }
    .forEach(\.path, event: pathEvents, child: counterPage)
    .ifLet(\.sheet, event: sheetEvents, child: counterPage)
    .forEach(\.rows, event: rowEvents, child: counterPage)

    @Test func aReplacedScreensFollowUpDoesNotReachTheScreenWithItsID() throws {
        let tester = StoreTester(initial: CounterPages(path: [CounterPage(id: 0, name: "old")]), reducer: Self.replacing)
        tester.send(.path(.element(id: 0, event: .tapped))) { $0.path = [CounterPage(id: 0, name: "new")] }
        #expect(tester.state.path[id: 0]?.count == 0)
    }

    @Test func aSheetClosedByItsParentDoesNotGetItsFollowUp() throws {
        let tester = StoreTester(initial: CounterPages(sheet: CounterPage(id: 0, name: "sheet")), reducer: Self.replacing)
        tester.send(.sheet(.tapped)) { $0.sheet = nil }  // no bump for a sheet that is gone, and no issue
    }

    @Test func aRemovedRowDoesNotGetItsFollowUp() throws {
        let tester = StoreTester(initial: CounterPages(rows: [CounterPage(id: 7, name: "row")]), reducer: Self.replacing)
        tester.send(.row(7, .tapped)) { $0.rows = [] }
    }

    @Test func aDismissedScreenDoesNotGetItsFollowUp() throws {
        let tester = StoreTester(initial: CounterPages(path: [CounterPage(id: 0, name: "a")]), reducer: Self.replacing)
        tester.send(.path(.element(id: 0, event: .leaveTapped))) { $0.path.removeAll() }
    }

    @Test func aScreenThatStaysGetsItsFollowUp() throws {
        let pages = Reducer<CounterPages, CounterPagesEvent, Never>.empty.forEach(\.path, event: Self.pathEvents, child: counterPage)
        let tester = StoreTester(initial: CounterPages(path: [CounterPage(id: 0, name: "a")]), reducer: pages)
        tester.send(.path(.element(id: 0, event: .tapped)))
        tester.receive(.path(.element(id: 0, event: .bump))) { $0.path[id: 0]?.count = 1 }
    }
}
