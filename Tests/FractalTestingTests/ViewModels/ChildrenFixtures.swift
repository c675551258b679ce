import Fractal

/// A to-do: a row of ``TodoListModel``, a view model of its own.
final class TodoModel: ViewModel, Identifiable {
    struct State: Equatable {
        var title: String
        var isDone = false
    }
    let states: MutableProperty<State>

    init(title: String) {
        states = MutableProperty(State(title: title))
    }

    func toggled() { modify { $0.isDone.toggle() } }
}

/// A to-do list that keeps its done rows last: it observes its rows while
/// presented, and sorts them again as one changes.
final class TodoListModel: ViewModel {
    struct State: Equatable {
        var todos: IdentifiedList<TodoModel>
    }
    let states: MutableProperty<State>

    init(titles: [String]) {
        states = MutableProperty(State(todos: IdentifiedList(titles.map { TodoModel(title: $0) })))
    }

    func whilePresented() -> (any Disposable)? {
        states.map { Array($0.todos) }.skipRepeats()
            .flatMapLatest { todos in Property.combineLatest(todos.map(\.states)) }
            .observeChanges { [weak self] _ in self?.sortDoneLast() }
    }

    private func sortDoneLast() {
        modify { $0.todos.sort { !$0.state.isDone && $1.state.isDone } }
    }
}

/// A board of counters, rows in an array.
final class CounterBoardModel: ViewModel {
    struct State: Equatable {
        var counters: [CounterModel]
    }
    let states: MutableProperty<State>

    init(count: Int) {
        states = MutableProperty(State(counters: (0..<count).map { _ in CounterModel() }))
    }
}

/// A folder whose note has an editing sheet: the sheet is a grandchild.
final class FolderModel: ViewModel {
    struct State: Equatable {
        var note: NoteModel?
    }
    let states = MutableProperty(State())

    func noteTapped() { modify { $0.note = NoteModel(text: "Hi") } }
}

/// A screen whose detail looks a name up with a task of its own.
final class LookupModel: ViewModel {
    struct State: Equatable {
        var detail: LookupDetailModel?
    }
    let states = MutableProperty(State())
    let answers: AsyncStream<String>

    init(answers: AsyncStream<String>) {
        self.answers = answers
    }

    func openTapped() { modify { $0.detail = LookupDetailModel(answers: answers) } }
}

/// The detail of ``LookupModel``: while presented, it waits for the name.
final class LookupDetailModel: ViewModel {
    struct State: Equatable {
        var name: String?
    }
    let states = MutableProperty(State())
    let answers: AsyncStream<String>

    init(answers: AsyncStream<String>) {
        self.answers = answers
    }

    func whilePresented() -> (any Disposable)? {
        startTask(id: "answer") { [answers] detail in
            for await name in answers {
                detail.modify { $0.name = name }
                return
            }
        }
        return nil
    }
}
