// A seed-style screen presented into a recording container, as its tests begin
// and end: what a test of presenter containers writes around a RecordingSession.

import Fractal
import FractalTesting

/// A view model presented into a recording view of type `View`, in a session
/// on a test scheduler, the UI caught up.
///
/// `finish()` disposes the presentation, runs the UI's teardowns and checks
/// that nothing leaked (and, when ``isExhaustive``, that every value shown
/// was read); a tree the test lets go unfinished is finished then, its
/// failure recorded where the tree was made.
final class PresentedTree<View: RecordingContainer> {
    let scheduler = TestScheduler()
    let session: RecordingSession
    let view: View
    /// The view model presented, while something holds it.
    private(set) weak var viewModel: AnyObject?
    /// Whether finishing also requires every value shown read with a consuming read.
    var isExhaustive: Bool
    private var presentation: (any Disposable)?
    private var isFinished = false
    private let origin: (fileID: String, filePath: String, line: Int, column: Int)

    /// Makes the view's recordings named `name.property`, presents the view
    /// model `make` returns with `present` (`{ $0 <- $1 }`; the session's
    /// leak check tracks the view model the presentation keeps), and lets
    /// the UI catch up.
    init<Model: AnyObject>(
        named name: String = "root", isExhaustive: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ make: (TestScheduler) -> Model, presentedBy present: (Model, View) -> (any Disposable)?
    ) {
        session = RecordingSession(scheduler: scheduler)
        view = View(session: session, name: name)
        self.isExhaustive = isExhaustive
        origin = (fileID, filePath, line, column)
        let model = make(scheduler)
        viewModel = model
        presentation = present(model, view)
        scheduler.advance()
    }

    /// Disposes the presentation and checks what the test left, once.
    func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        guard !isFinished else { return }
        isFinished = true
        session.disposeAndCheckLeaks(presentation.take(), fileID: fileID, filePath: filePath, line: line, column: column)
        if isExhaustive { session.checkExhausted(fileID: fileID, filePath: filePath, line: line, column: column) }
    }

    deinit {
        finish(fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column)
    }
}
