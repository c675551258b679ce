import Fractal
import FractalTesting

// Features whose state is a reducer, and view models that hold them: the
// examples of `ViewModel`'s and of `Store`'s conformance docs, and the edge
// cases' fixtures.

/// A timer whose state is a reducer: started and stopped by the user, ticking on its store's scheduler.
struct TimerState: Equatable {
    var isRunning = false
    var seconds = 0

    static func reduce(_ state: inout TimerState, _ event: TimerEvent) -> Effect<TimerEvent, Never> {
        switch event {
        case .startTapped:
            state.isRunning = true
            return .send(.tick, every: .seconds(1), id: "tick")
        case .stopTapped:
            state.isRunning = false
            return .cancel(id: "tick")
        case .tick:
            state.seconds += 1
            return .none
        }
    }
}

enum TimerEvent: Sendable {
    case startTapped, stopTapped, tick
}

typealias TimerStore = Store<TimerState, TimerEvent, Never>

/// A workout screen whose timer sheet is a store.
final class WorkoutModel: ViewModel {
    struct State: Equatable {
        var timer: TimerStore?
    }
    let states = MutableProperty(State())
    let scheduler: any TimedScheduler

    init(scheduler: any TimedScheduler) { self.scheduler = scheduler }

    func timerTapped() {
        modify { $0.timer = TimerStore(initial: TimerState(), scheduler: scheduler, reduce: TimerState.reduce) }
    }

    func doneTapped() { modify { $0.timer = nil } }
}

/// Answers a search store's queries as the test feeds them, and counts the
/// searches that were cancelled before an answer came.
final class SearchService: Sendable {
    let answers: AsyncStream<[String]>
    let feed: AsyncStream<[String]>.Continuation
    let cancelled = Locked<Int>.make(0)

    init() {
        (answers, feed) = AsyncStream.makeStream(of: [String].self)
    }

    /// Waits until `count` searches were cancelled, or a second passed.
    func waitForCancellations(_ count: Int) async {
        for _ in 0..<1000 where cancelled.withLock({ $0 }) < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

struct SearchState: Equatable {
    var query = ""
    var results: [String] = []
}

enum SearchEvent: Sendable {
    case searched(String)
    case answered([String])
}

typealias SearchStore = Store<SearchState, SearchEvent, Never>

/// A search whose results come from a task, one of the store's effects.
func makeSearch(_ service: SearchService, scheduler: any TimedScheduler) -> SearchStore {
    SearchStore(initial: SearchState(), scheduler: scheduler) { state, event in
        switch event {
        case .searched(let query):
            state.query = query
            return .run(id: "search", cancelInFlight: true) { send in
                for await answer in service.answers {
                    send(.answered(answer))
                    return
                }
                service.cancelled.withLock { $0 += 1 }
            }
        case .answered(let results):
            state.results = results
            return .none
        }
    }
}

/// A board whose children are of both kinds: a destination that is a store
/// or a view model, rows that are stores, and a search it opens.
final class BoardModel: ViewModel {
    enum Destination: Equatable {
        case timer(TimerStore)
        case note(NoteEditorModel)
    }

    struct State: Equatable {
        var destination: Destination?
        var timers: [TimerStore] = []
        var search: SearchStore?
    }
    let states = MutableProperty(State())
    let scheduler: any TimedScheduler
    let service: SearchService

    init(scheduler: any TimedScheduler, service: SearchService = SearchService()) {
        (self.scheduler, self.service) = (scheduler, service)
    }

    func newTimer() -> TimerStore { TimerStore(initial: TimerState(), scheduler: scheduler, reduce: TimerState.reduce) }

    func timerOpened() { modify { $0.destination = .timer(newTimer()) } }

    func noteOpened() { modify { $0.destination = .note(NoteEditorModel(text: "Hi")) } }

    func timerAdded() { modify { $0.timers.append(newTimer()) } }

    func searchOpened() { modify { $0.search = makeSearch(service, scheduler: scheduler) } }

    func searchClosed() { modify { $0.search = nil } }
}

/// A notebook whose state is a reducer and holds view models: an editing
/// sheet, and a meeting whose clock ticks while presented.
struct NotebookState: Equatable {
    var text = "Hi"
    var editor: NoteEditorModel?
    var meeting: MeetingModel?
}

enum NotebookEvent: Sendable {
    case editTapped, doneTapped, meetingTapped
}

typealias NotebookStore = Store<NotebookState, NotebookEvent, Never>

func makeNotebook(scheduler: any TimedScheduler) -> NotebookStore {
    NotebookStore(initial: NotebookState(), scheduler: scheduler) { state, event in
        switch event {
        case .editTapped:
            state.editor = NoteEditorModel(text: state.text)
        case .doneTapped:
            state.text = state.editor?.state.text ?? state.text
            state.editor = nil
        case .meetingTapped:
            state.meeting = MeetingModel(scheduler: scheduler)
        }
        return .none
    }
}
