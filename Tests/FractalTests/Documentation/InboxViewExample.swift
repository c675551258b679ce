// The inbox view of the DocC article "Lists, Time and Bridges" (ListsTimeAndBridges.md)
// and of `ListCells`'s doc comment, compiled and tested here; .ci/check-docs.py
// checks their blocks appear in this file line for line.

import Fractal
import FractalTesting
import Testing

/// A cell of the inbox view: shows the subject of the row presented into it.
@MainActor
final class MessageCell {
    let scheduler: any Scheduler
    private(set) var subject = ""
    private var presentation: (any Disposable)?

    init(scheduler: any Scheduler) { self.scheduler = scheduler }

    func show(_ row: MessageRowModel) {
        presentation?.dispose()
        presentation = row <- presenter
    }

    func hide() {
        presentation?.dispose()
        presentation = nil
    }

    nonisolated var presenter: Presenter<MessageRowModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.subject = state.subject
            return nil
        }
    }
}

@MainActor
final class InboxView {
    let scheduler: any Scheduler
    private(set) var cells = ListCells<MessageRowModel, Int, MessageCell>()

    init(scheduler: any Scheduler = UIScheduler()) { self.scheduler = scheduler }

    nonisolated var presenter: Presenter<InboxModel.State> {
        Presenter.UI(on: scheduler) { state in
            do {
                try self.cells.apply(
                    state.rows,
                    makeCell: { row in
                        let cell = MessageCell(scheduler: self.scheduler)
                        cell.show(row)
                        return cell
                    },
                    updateCell: { row, cell in cell.show(row) },
                    removeCell: { cell in cell.hide() }
                )
            } catch {
                assertionFailure("\(error)")  // two rows with one key
            }
            return nil
        }
    }
}

@MainActor
@Suite("The inbox view of the Lists article keeps one cell per message")
struct InboxViewExampleTests {
    @Test func aMessageThatStaysKeepsItsCell() throws {
        let scheduler = TestScheduler()
        let inbox = InboxModel(messages: (1...20).map { Message(id: $0, subject: "Message \($0)") })
        let view = InboxView(scheduler: scheduler)
        let presentation = inbox <- view.presenter
        scheduler.advance()
        let first = try #require(view.cells.cell(forKey: 1))
        #expect(first.subject == "Message 1")

        inbox.queryChanged("Message 1")  // keeps 1 and 10–19
        scheduler.advance()
        #expect(view.cells.keys == [1] + Array(10...19))
        #expect(view.cells.cell(forKey: 1) === first)  // the same cell, untouched
        #expect(view.cells.cells.map(\.subject) == ["Message 1"] + (10...19).map { "Message \($0)" })

        presentation?.dispose()
        scheduler.run()
        for cell in view.cells.cells { cell.hide() }
        scheduler.run()
    }
}
