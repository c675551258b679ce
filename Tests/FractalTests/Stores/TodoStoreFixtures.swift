import Fractal
import FractalTesting

struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var isDone = false
}

enum TodoEvent: Sendable {
    case toggle
    case rename(String)
}

struct TodosState: Equatable, Sendable {
    var todos: IdentifiedList<Todo> = []
}

enum TodosEvent: Sendable {
    case todo(Int, TodoEvent)
    case add(Todo)
    case remove(Int)
    case sortByTitle
    case renameAll(String)
    case replaceAll([Todo])
}

func makeTodos(_ count: Int) -> Store<TodosState, TodosEvent, Never> {
    let initial = TodosState(todos: IdentifiedList((0..<count).map { Todo(id: $0, title: "todo \($0)") }))
    return Store(initial: initial, scheduler: TestScheduler()) { (state: inout TodosState, event: TodosEvent) in
        switch event {
        case .todo(let id, .toggle): state.todos[id: id]?.isDone.toggle()
        case .todo(let id, .rename(let title)): state.todos[id: id]?.title = title
        case .add(let todo): state.todos.append(todo)
        case .remove(let id): state.todos.remove(id: id)
        case .sortByTitle: state.todos.sort { $0.title < $1.title }
        case .renameAll(let title):
            for id in state.todos.orderedIDs { state.todos[id: id]?.title = title }
        case .replaceAll(let todos): state.todos = IdentifiedList(todos)
        }
        return .none
    }
}
