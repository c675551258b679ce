extension MutableProperty {
    /// Sets the property to each element of `sequence`, in a task, until the
    /// returned disposable is disposed or the sequence ends.
    ///
    /// Use it to follow an async source (a service's stream of statuses, a
    /// notification sequence) in a view model's state:
    ///
    /// ```swift
    /// let status = MutableProperty(Status.unknown)
    /// observations += status.feed(from: service.statusUpdates)
    /// ```
    ///
    /// The elements are set one at a time, in order, from a task of their
    /// own, so observers are called on that task's thread. Disposing cancels
    /// the task: the sequence sees the cancellation (an `AsyncStream`'s
    /// `onTermination` runs) and nothing more is set, except at most the
    /// element the task already had in hand. A sequence that throws stops
    /// the feed at its error; the property keeps the last element it was set
    /// to (map the elements to `Result` first to keep failures). The task
    /// keeps the property alive until the feed ends.
    ///
    /// - Parameter sequence: The elements to set, in order.
    /// - Returns: A disposable that cancels the feed.
    /// - Complexity: One task; each element costs one set.
    public func feed<Source: AsyncSequence & Sendable>(from sequence: Source) -> any Disposable where Source.Element == Value {
        AsyncSequenceFeed.start(sequence) { [self] element in self.value = element }
    }
}
