// The inbox of the DocC article "Lists, Time and Bridges" (ListsTimeAndBridges.md),
// compiled and tested here; .ci/check-docs.py checks the article's blocks
// appear in this file line for line.

import Fractal
import FractalTesting
import Testing

struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    let subject: String
}

/// A row of the inbox: a view model of its own.
final class MessageRowModel: ViewModel, Identifiable {
    struct State: Equatable {
        var subject: String
    }
    let id: Int
    let states: MutableProperty<State>

    init(message: Message) {
        id = message.id
        states = MutableProperty(State(subject: message.subject))
    }
}

final class InboxModel: ViewModel {
    struct State: Equatable {
        var query = ""
        var rows: [MessageRowModel] = []
    }
    let states = MutableProperty(State())
    private let query = MutableProperty("")
    private let rows: Property<[MessageRowModel]>

    init(messages: [Message]) {
        rows = query.map { query in messages.filter { query.isEmpty || $0.subject.contains(query) } }
            .map(keyedBy: \.id) { message in MessageRowModel(message: message) }
        states.value.rows = rows.value
    }

    func whilePresented() -> (any Disposable)? { bind(\.rows, to: rows) }

    func queryChanged(_ query: String) {
        modify { $0.query = query }
        self.query.value = query
    }
}

@Suite("The inbox of the Lists article")
struct InboxExampleTests {
    @Test func aFilterChangeKeepsTheRowsThatStay() {
        let messages = (1...1_000).map { Message(id: $0, subject: "Message \($0)") }
        let inbox = ViewModelTester { _ in InboxModel(messages: messages) }
        inbox.viewModel.queryChanged("Message 1")  // keeps 1, 10–19, 100–199, 1000
        inbox.expect {
            $0.query = "Message 1"
            $0.rows.removeAll { !$0.state.subject.contains("Message 1") }
        }
        // The check holds only if the rows that stayed are the same objects:
        // a row the last check saw is equal only to itself.
        #expect(inbox.state.rows.count == 112)
    }
}
