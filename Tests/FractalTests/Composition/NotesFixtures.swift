import Fractal
import FractalTesting

/// An editor shown in a sheet: the child feature of the composition tests.
struct EditorState: Equatable, Sendable {
    var title = ""
    var autosaves = 0
}

enum EditorEvent: Equatable, Sendable {
    case titleChanged(String)
    case saveTapped
    case cancelTapped
    case autosaveStarted
    case autosaved
}

enum EditorOutput: Equatable, Sendable {
    case saved(String)
}

let editor = Reducer<EditorState, EditorEvent, EditorOutput> { state, event in
    switch event {
    case .titleChanged(let title):
        state.title = title
        return .none
    case .saveTapped:
        return .merge(.output(.saved(state.title)), .dismiss)
    case .cancelTapped:
        return .dismiss
    case .autosaveStarted:
        return .send(.autosaved, every: .seconds(1), id: "autosave")
    case .autosaved:
        state.autosaves += 1
        return .none
    }
}

/// A list of notes that presents the editor as an optional child.
struct NotesState: Equatable, Sendable {
    var editor: EditorState?
    var titles: [String] = []
}

enum NotesEvent: Equatable, Sendable {
    case addTapped
    case editor(EditorEvent)
    case editorFinished(EditorOutput)
}

let editorEvents = Case(NotesEvent.editor) { if case .editor(let event) = $0 { event } else { nil } }

/// The notes reducer of `Reducer.ifLet(_:event:output:child:)`'s documentation.
func makeNotes() -> Reducer<NotesState, NotesEvent, Never> {
    let notes = Reducer<NotesState, NotesEvent, Never> { state, event in
        switch event {
        case .addTapped: state.editor = EditorState()
        case .editorFinished(.saved(let title)): state.titles.append(title)
        case .editor: break
        }
        return .none
    }
    .ifLet(\.editor, event: editorEvents, output: NotesEvent.editorFinished, child: editor)
    return notes
}

/// A detail screen whose destination is an edit form or an alert.
enum Destination: Equatable, Sendable {
    case edit(EditorState)
    case alert(String)

    static let editCase = Case(Destination.edit) { if case .edit(let form) = $0 { form } else { nil } }
    static let alertCase = Case(Destination.alert) { if case .alert(let message) = $0 { message } else { nil } }
}

enum DeleteChoice: Equatable, Sendable {
    case confirm
    case keep
}

struct DetailState: Equatable, Sendable {
    var title = "Design"
    var isDeleted = false
    var destination: Destination?
}

enum DetailEvent: Equatable, Sendable {
    case editTapped
    case deleteTapped
    case edit(EditorEvent)
    case edited(EditorOutput)
    case alert(DeleteChoice)

    static let editCase = Case(DetailEvent.edit) { if case .edit(let event) = $0 { event } else { nil } }
    static let alertCase = Case(DetailEvent.alert) { if case .alert(let choice) = $0 { choice } else { nil } }
}

func makeDetail() -> Reducer<DetailState, DetailEvent, Never> {
    let form = editor
    return Reducer<DetailState, DetailEvent, Never> { state, event in
        switch event {
        case .editTapped: state.destination = .edit(EditorState(title: state.title))
        case .deleteTapped: state.destination = .alert("Delete \(state.title)?")
        case .edited(.saved(let title)): state.title = title
        case .alert(.confirm): state.isDeleted = true
        case .alert(.keep), .edit: break
        }
        return .none
    }
    .ifLet(\.destination, case: Destination.editCase, event: DetailEvent.editCase, output: DetailEvent.edited, child: form)
    .ifLet(\.destination, case: Destination.alertCase, event: DetailEvent.alertCase)
}

/// Collects a store's issue messages.
final class IssueLog: Sendable {
    private let messages = Locked<[String]>.make([])

    func append(_ message: String) {
        messages.withLock { $0.append(message) }
    }

    var all: [String] { messages.withLock { $0 } }
}
