import Fractal
import FractalTesting
import Testing

private enum Editor {
    struct State: Equatable, Sendable {
        var title = ""
    }

    enum Event: Equatable, Sendable {
        case titleChanged(String)
        case saveTapped
        case autosaveTick
    }

    enum Output: Equatable, Sendable {
        case saved(String)
    }

    enum AutosaveID: Hashable, Sendable { case timer }

    static func reduce(_ state: inout State, _ event: Event) -> Effect<Event, Output> {
        switch event {
        case .titleChanged(let title):
            state.title = title
            return .send(.autosaveTick, after: .seconds(2), id: AutosaveID.timer, cancelInFlight: true)
        case .saveTapped, .autosaveTick:
            return .output(.saved(state.title))
        }
    }
}

private struct ParentState: Equatable, Sendable {
    var editor = Editor.State()
    var savedTitles: [String] = []
}

private enum Parent: Equatable, Sendable {
    case editor(Editor.Event)
    case editorFinished(Editor.Output)
}

private func reduceParent(_ state: inout ParentState, _ event: Parent) -> Effect<Parent, Never> {
    switch event {
    case .editor(let event):
        return Editor.reduce(&state.editor, event).map(event: Parent.editor, output: Parent.editorFinished)
    case .editorFinished(.saved(let title)):
        state.savedTitles.append(title)
        return .none
    }
}

@Suite("A child's outputs become events of the parent that holds it")
struct EffectMapTests {
    @Test func aChildOutputIsSentToTheParentAsAnEvent() throws {
        let tester = StoreTester(initial: ParentState(), reduce: reduceParent)
        tester.send(.editor(.titleChanged("Daily"))) { $0.editor.title = "Daily" }
        tester.send(.editor(.saveTapped))
        tester.receive(.editorFinished(.saved("Daily"))) { $0.savedTitles = ["Daily"] }
        tester.advance(by: .seconds(2))
        tester.receive(.editor(.autosaveTick))
        tester.receive(.editorFinished(.saved("Daily"))) { $0.savedTitles = ["Daily", "Daily"] }
        tester.finish()
    }

    @Test func theChildsTimersAreCancelledByTheirIDThroughTheParent() throws {
        let tester = StoreTester(initial: ParentState(), reduce: reduceParent)
        tester.send(.editor(.titleChanged("D"))) { $0.editor.title = "D" }
        tester.advance(by: .seconds(1))
        tester.send(.editor(.titleChanged("Daily"))) { $0.editor.title = "Daily" }
        tester.advance(by: .seconds(2))
        tester.receive(.editor(.autosaveTick))
        tester.receive(.editorFinished(.saved("Daily"))) { $0.savedTitles = ["Daily"] }
        tester.finish()
    }

    @Test func theChildsTaskSendsEmbeddedEvents() async throws {
        let effect =
            Effect<Int, String>.run { send in send(41) }
            .merge(with: .output("done"))
            .map(event: { "event \($0)" }, output: { "output \($0)" }) as Effect<String, Never>
        let store = Store(initial: [String]()) { (state: inout [String], event: String) -> Effect<String, Never> in
            if event == "start" { return effect }
            state.append(event)
            return .none
        }
        store.send("start")
        let seen = await store.states.firstValue { $0.count == 2 }
        #expect(seen.map { Set($0) } == ["event 41", "output done"])
        store.dispose()
    }
}
