import Fractal
import FractalTesting
import Testing

/// A row view model: a title and a way to select it.
final class RowModel: Presentable, Sendable {
    let title: String
    let selected = MutableProperty(false)
    init(_ title: String) { self.title = title }

    var present: (RowView) -> (any Disposable)? {
        { view in
            CompositeDisposable([
                view.title.presenter <~ self.title,
                view.select.presenter <~ { @Sendable in self.selected.value = true },
            ])
        }
    }
}

/// A row's recording container.
final class RowView: Sendable {
    let title: RecordingPresenter<String>
    let select: RecordingPresenter<@Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        title = session.presenter("\(name).title")
        select = session.presenter("\(name).select")
    }
}

@Suite("A child presenter makes a recording container per child")
struct RecordingChildPresenterTests {
    @Test func eachChildGetsANamedContainerAndReplacedOnesStopBeingLive() throws {
        let session = RecordingSession()
        let detail = session.childPresenter(
            "detail", of: RowModel.self, container: { RowView(session, $0) }, present: { $0 <- $1 })
        let selection = MutableProperty(RowModel("first"))
        let presentation = detail.presenter <~ selection
        let first = try #require(detail.currentContainer)
        #expect(first.title.current == "first")
        selection.value = RowModel("second")
        #expect(detail.containers.count == 2)
        #expect(detail.liveContainers.count == 1)
        #expect(detail.currentContainer?.title.current == "second")
        #expect(first.title.liveCount == 0)  // the first child took its title back
        #expect(session.dump() == "detail: \(selection.value)\ndetail[1].title: second\ndetail[1].select: (Function)")
        presentation?.dispose()
        #expect(detail.liveContainers.isEmpty && detail.currentContainer == nil)
        #expect(detail.children.disposedCount == 2)
    }

    @Test func aListOfFiveHundredRowsOnATestSchedulerNeedsNoBookkeeping() throws {
        let scheduler = TestScheduler()
        let session = RecordingSession(scheduler: scheduler)
        let rows = session.childPresenter("rows", of: RowModel.self, container: { RowView(session, $0) }, present: { $0 <- $1 })
        let models = MutableProperty((0..<500).map { RowModel("Row \($0)") })
        let presentation = rows.listPresenter <~ models
        #expect(rows.liveContainers.isEmpty)  // nothing bound before the UI catches up
        scheduler.advance()
        #expect(rows.liveContainers.count == 500)
        #expect(rows.liveContainers.map { $0.title.current } == (0..<500).map { "Row \($0)" })

        rows.liveContainers[437]?.select.current?()
        #expect(models.value[437].selected.value)
        #expect(rows.container(for: models.value[12])?.title.current == "Row 12")

        // A new list: every old row is taken back, every new one gets a new container.
        models.value = (0..<3).map { RowModel("New \($0)") }
        scheduler.advance()
        #expect(rows.liveContainers.map { $0.title.current } == ["New 0", "New 1", "New 2"])
        #expect(rows.containers.count == 503)
        #expect(rows.containers.prefix(500).allSatisfy { $0.title.liveCount == 0 })
        #expect(rows.liveContainers[0]?.title.name == "rows[500].title")

        presentation?.dispose()
        scheduler.run()
        #expect(session.dump() == "(nothing presented)")
        #expect(rows.liveContainers.isEmpty)
    }

    @Test func childrenNeedNoConsumingReadButStillCountAsLive() throws {
        let session = RecordingSession()
        let rows = session.childPresenter("rows", of: RowModel.self, container: { RowView(session, $0) }, present: { $0 <- $1 })
        let presentation = rows.listPresenter <~ [RowModel("a")]
        let row = try #require(rows.currentContainer)
        #expect(row.title.next() == "a")
        row.select.takeAll()
        session.checkExhausted(ignoringLivePresentations: true)
        #expect(failures { session.checkExhausted() }.message.contains("rows\n  live: "))
        presentation?.dispose()
        session.checkExhausted()
    }

    @Test func aSessionIsReleasedWithItsChildPresentersThoughTheirContainersCaptureIt() {
        weak var weakSession: RecordingSession?
        weak var weakRows: RecordingChildPresenter<RowModel, RowView>?
        do {
            let session = RecordingSession()
            let rows = session.childPresenter(
                "rows", of: RowModel.self, container: { RowView(session, $0) }, present: { $0 <- $1 })
            let presentation = rows.listPresenter <~ [RowModel("a")]
            #expect(rows.liveContainers.count == 1)
            presentation?.dispose()
            weakSession = session
            weakRows = rows
        }
        #expect(weakSession == nil)
        #expect(weakRows == nil)
    }

    @Test func aChildPresenterWorksWithoutASession() {
        let labels = RecordingChildPresenter<String, RecordingPresenter<String>>(
            "labels", container: { RecordingPresenter($0) }, present: { text, label in label.presenter <~ text })
        let presentation = labels.listPresenter <~ ["a", "b"]
        #expect(labels.liveContainers.map(\.name) == ["labels[0]", "labels[1]"])
        #expect(labels.liveContainers.map(\.current) == ["a", "b"])
        #expect(labels.children.values == ["a", "b"])
        presentation?.dispose()
        #expect(labels.containers.allSatisfy { $0.liveCount == 0 })
    }
}
