/// Finishes an ``AsyncValues`` iteration's stream when it is released.
///
/// The observer of an iteration is the only owner: when the source releases
/// the observer (its ``MutableProperty`` or ``Emitter`` went away, or it is a
/// constant that never registers observers), nothing can be sent any more, so
/// the loop ends after the buffered values instead of waiting forever. When
/// the loop ended first, the observation was disposed and finishing again
/// does nothing.
final class AsyncValuesEnd<Element: Sendable>: Sendable {
    let continuation: AsyncStream<Element>.Continuation

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
