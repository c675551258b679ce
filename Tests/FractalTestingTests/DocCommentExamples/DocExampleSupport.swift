// What the doc-comment examples lean on: a `print` that records, and the
// view models and recording views they present.

import Fractal
import FractalTesting
import Testing

/// The suites of the doc-comment examples, one per source type, nested here
/// so that `swift test --filter DocCommentExamples` runs them all.
@Suite("Doc-comment examples")
enum DocCommentExamples {}

/// A suite whose doc examples print: within it, `print` records each line
/// in ``printed`` instead of writing it, so a test can check what an
/// example printed.
protocol RecordsPrints: Sendable {
    /// Every line printed so far, oldest first.
    var printed: MutableProperty<[String]> { get }
}

extension RecordsPrints {
    /// Records `items` as one line, joined by spaces, as `print` would write them.
    func print(_ items: Any...) {
        let line = items.map { "\($0)" }.joined(separator: " ")
        printed.modify { $0.append(line) }
    }
}

/// A view model with a title, as the examples present it: "Log in" until
/// it is renamed.
final class TitleViewModel: Sendable {
    private let mutableTitle = MutableProperty("Log in")
    let title: Property<String>

    init() { title = Property(mutableTitle) }

    func rename(_ title: String) { mutableTitle.value = title }
}

/// The presenters of a row of a list.
protocol ItemRowPresenters: Sendable {
    var titlePresenter: Presenter<String> { get }
    var selectPresenter: Presenter<@Sendable () -> Void> { get }
}

/// A row of a list: a title, and what selecting it does.
final class ItemRowViewModel: Identifiable, Presentable, Sendable {
    let id: String
    let title: String
    let selections = MutableProperty(0)

    init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    var present: (any ItemRowPresenters) -> (any Disposable)? {
        { [title, selections] presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ title,
                presenters.selectPresenter <~ { selections.modify { $0 += 1 } },
            ])
        }
    }
}

/// A view model of a list of rows.
final class ItemListViewModel: Sendable {
    let rows = MutableProperty([ItemRowViewModel(id: "1", title: "Engine"), ItemRowViewModel(id: "2", title: "Notes")])
}

/// A recording container for a row: what a row's view would be in an app.
final class RecordingRow: ItemRowPresenters {
    let title: RecordingPresenter<String>
    let select: RecordingPresenter<@Sendable () -> Void>

    init() {
        title = RecordingPresenter("title")
        select = RecordingPresenter("select")
    }

    init(_ session: RecordingSession, _ name: String) {
        title = session.presenter("\(name).title")
        select = session.presenter("\(name).select")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var selectPresenter: Presenter<@Sendable () -> Void> { select.presenter }
}

/// A label a view shows text in.
@MainActor
final class Label {
    var text = ""
}
