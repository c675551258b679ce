// What the doc-comment examples lean on: a `print` that records, and a way
// to let the main queue run what was enqueued on it.

import Dispatch
import Fractal
import Testing

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

/// Waits until the main queue has run everything enqueued on it before
/// this call: the binds of `Presenter.UI`, the hops of `observe(on:)`, an
/// `ObservedValue`'s deferred clear.
@MainActor
func mainQueueCatchesUp() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// The suites of the doc-comment examples, one per source type, nested here
/// so that `swift test --filter DocCommentExamples` runs them all.
@Suite("Doc-comment examples")
enum DocCommentExamples {}
