import Fractal
import FractalTesting
import Testing

final class CounterModel: ViewModel {
    struct State: Equatable {
        var count = 0
        var isEven: Bool { count.isMultiple(of: 2) }
    }
    let states = MutableProperty(State())

    func incrementTapped() { modify { $0.count += 1 } }
}

/// A screen with an alert and an editing sheet whose child is a view model.
final class NoteModel: ViewModel {
    enum Alert: Equatable { case confirmDeletion }

    struct State: Equatable {
        var alert: Alert?
        var edit: NoteEditorModel?
        var text: String
    }
    let states: MutableProperty<State>

    init(text: String) {
        states = MutableProperty(State(text: text))
    }

    func deleteTapped() { modify { $0.alert = .confirmDeletion } }

    func editTapped() { modify { $0.edit = NoteEditorModel(text: $0.text) } }

    func doneEditingTapped() {
        modify { state in
            state.text = state.edit?.state.text ?? state.text
            state.edit = nil
        }
    }
}

/// The editing sheet of a note.
final class NoteEditorModel: ViewModel {
    struct State: Equatable {
        var text: String
    }
    let states: MutableProperty<State>

    init(text: String) {
        states = MutableProperty(State(text: text))
    }

    func textChanged(_ text: String) { modify { $0.text = text } }
}

/// A meeting whose clock ticks while presented, and whose transcript, when
/// it is given one, a task the meeting owns fills in.
final class MeetingModel: ViewModel {
    struct State: Equatable {
        var seconds = 0
        var transcript = ""
    }
    let states = MutableProperty(State())
    let scheduler: any TimedScheduler
    let transcripts: AsyncStream<String>?

    init(scheduler: any TimedScheduler, transcripts: AsyncStream<String>? = nil) {
        (self.scheduler, self.transcripts) = (scheduler, transcripts)
    }

    func whilePresented() -> (any Disposable)? {
        if let transcripts {
            startTask(id: "transcripts") { meeting in
                for await transcript in transcripts { meeting.modify { $0.transcript = transcript } }
            }
        }
        return scheduler.schedule(every: .seconds(1)) { [weak self] in self?.modify { $0.seconds += 1 } }
    }
}

/// A list that sorts itself one second after its last addition, as TCA's
/// Todos sorts completed todos: the sort is scheduled work the view model
/// owns, which disposing its presentation does not cancel.
final class SortingModel: ViewModel {
    struct State: Equatable {
        var items: [Int]
    }
    let states: MutableProperty<State>
    private let scheduler: any TimedScheduler
    private let sort = SerialDisposable()

    init(items: [Int], scheduler: any TimedScheduler) {
        (states, self.scheduler) = (MutableProperty(State(items: items)), scheduler)
    }

    func added(_ item: Int) {
        modify { $0.items.append(item) }
        sort.inner = scheduler.schedule(after: .seconds(1)) { [weak self] in self?.modify { $0.items.sort() } }
    }
}
