// The inbox of the DocC article "Lists" (Sources/Fractal/Fractal.docc/Lists.md),
// compiled and tested here; .ci/check-docs.py checks the article's blocks
// appear in this file line for line.

import Fractal
import FractalTesting
import Testing

struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    let subject: String
}

protocol MessageRowPresenters: Sendable {
    var subjectPresenter: Presenter<String> { get }
}

final class MessageRowViewModel: Identifiable, Presentable, Sendable {
    let id: Int
    let subject: String

    init(message: Message) {
        id = message.id
        subject = message.subject
    }

    var present: (any MessageRowPresenters) -> (any Disposable)? {
        { presenters in presenters.subjectPresenter <~ self.subject }
    }
}

protocol InboxPresenters: Sendable {
    var rowsPresenter: Presenter<ListUpdate<MessageRowViewModel>> { get }
}

final class InboxViewModel: Presentable, Sendable {
    let query = MutableProperty("")
    let rows: Property<[MessageRowViewModel]>

    init(messages: [Message]) {
        rows = query.map { query in messages.filter { query.isEmpty || $0.subject.contains(query) } }
            .map(keyedBy: \.id) { message in MessageRowViewModel(message: message) }
    }

    var present: (any InboxPresenters) -> (any Disposable)? {
        { presenters in presenters.rowsPresenter <~ self.rows }
    }
}

struct RecordingMessageRow: RecordingContainer, MessageRowPresenters {
    @Recorded var subjectPresenter: Presenter<String>
}

struct RecordingInbox: RecordingContainer, InboxPresenters {
    @RecordedList(RecordingMessageRow.self) var rowsPresenter: Presenter<ListUpdate<MessageRowViewModel>>
}

@Suite("The inbox of the Lists article")
struct InboxExampleTests {
    @Test func filteringPresentsOnlyTheRowsThatEnter() {
        let messages = (1...1_000).map { Message(id: $0, subject: "Message \($0)") }
        let inbox = InboxViewModel(messages: messages)
        let view = RecordingInbox()
        let presentation = inbox <- view
        view.$rowsPresenter.showCell(at: 0)
        #expect(view.$rowsPresenter.cell(at: 0)?.$subjectPresenter.current == "Message 1")

        inbox.query.value = "Message 1"  // keeps 1, 10–19, 100–199, 1000
        #expect(view.$rowsPresenter.rows.count == 112)
        #expect(view.$rowsPresenter.differences.last?.removals.count == 888)
        #expect(view.$rowsPresenter.cellDisposalCount == 0)  // the shown row stayed

        inbox.query.value = "Message 2"
        #expect(view.$rowsPresenter.cellDisposalCount == 1)  // now it left
        presentation?.dispose()
        #expect(view.$rowsPresenter.rows.isEmpty)
        #expect(view.$rowsPresenter.problems.isEmpty)
    }
}
