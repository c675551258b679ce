/// The task behind ``MutableProperty/feed(from:)`` and ``Emitter/feed(from:)``:
/// it iterates a sequence and hands each element to `send`.
enum AsyncSequenceFeed {
    /// Starts a task that calls `send` with each element of `sequence`, in
    /// order, until the sequence ends or throws, or the returned disposable
    /// is disposed (which cancels the task).
    ///
    /// The task checks for cancellation before each `send`, so once the
    /// disposal has returned, at most the element already in hand is sent.
    static func start<Source: AsyncSequence & Sendable>(
        _ sequence: Source,
        send: @escaping @Sendable (Source.Element) -> Void
    ) -> any Disposable where Source.Element: Sendable {
        let task = Task {
            do {
                for try await element in sequence {
                    if Task.isCancelled { return }
                    send(element)
                }
            } catch {
                // A failure ends the feed; the target keeps what it was sent.
            }
        }
        return AnyDisposable { task.cancel() }
    }
}
