extension Property {
    /// Creates a property that starts at `initial` and takes each element of
    /// `sequence` as its new value, for as long as the property is in use.
    ///
    /// A task iterates the sequence from now on. It runs while the property,
    /// a copy of it, a property derived from it or an observation of it
    /// exists (an observation counts until it is disposed and released), and
    /// is cancelled when the last of them goes away: the sequence sees the
    /// cancellation (an `AsyncStream`'s `onTermination` runs). So a view
    /// model that keeps the property in a stored property stops the feed by
    /// going away, and a presentation of it keeps it running until it is
    /// disposed.
    ///
    /// ```swift
    /// final class StatusViewModel: Sendable {
    ///     let status: Property<Status>
    ///
    ///     init(service: some StatusService) {
    ///         status = Property(initial: .unknown, from: service.statusUpdates)
    ///     }
    /// }
    /// ```
    ///
    /// Elements are set in order from the task's thread, so observers are
    /// called there. When the sequence ends (or throws: map the elements to
    /// `Result` first to keep failures), the property keeps its last value
    /// and can never change again: its observers are released, as when a
    /// ``MutableProperty`` goes away, and a loop over its ``PropertyProtocol/values``
    /// ends.
    ///
    /// To stop a feed explicitly, keep a ``MutableProperty`` and use
    /// ``MutableProperty/feed(from:)``, which returns a disposable.
    ///
    /// - Parameters:
    ///   - initial: The value until the sequence sends one.
    ///   - sequence: The values that follow, in order.
    /// - Complexity: One task; each element costs one set.
    public init<Source: AsyncSequence & Sendable>(initial: Value, from sequence: Source) where Source.Element == Value {
        let storage = ObserverStorage<Value>(current: initial)
        // The feed is the property's owner: every copy and every observation
        // retains it, and its deinit cancels the task. The task retains the
        // storage, not the feed, so it never keeps itself alive. When the
        // sequence ends, nothing can change the value any more: the storage
        // is finished, as a mutable property's is when it goes away.
        let task = AsyncSequenceFeed.start(
            sequence,
            send: { element in storage.send(element, replacingCurrent: true) },
            end: { storage.finish() }
        )
        let feed = ScopedDisposable(task)
        self.init(
            read: { withExtendedLifetime(feed) { storage.current } },
            subscribe: { sendingCurrent, observer in
                storage.observe(sendingCurrent: sendingCurrent, retaining: feed, observer)
            },
            subscribeReturningCurrent: { observer in
                let (current, observation) = storage.observeChangesReturningCurrent(retaining: feed, observer)
                return (current, observation)
            }
        )
    }
}
