extension Emitter {
    /// Sends each element of `sequence`, in a task, until the returned
    /// disposable is disposed or the sequence ends.
    ///
    /// ```swift
    /// let messages = Emitter<Message>()
    /// observations += messages.feed(from: socket.messages)
    /// ```
    ///
    /// The elements are sent one at a time, in order, from a task of their
    /// own, so observers are called on that task's thread. Disposing cancels
    /// the task: the sequence sees the cancellation (an `AsyncStream`'s
    /// `onTermination` runs) and nothing more is sent, except at most the
    /// element the task already had in hand. A sequence that throws stops
    /// the feed at its error (map the elements to `Result` first to keep
    /// failures). The task keeps the emitter alive until the feed ends.
    ///
    /// - Parameter sequence: The elements to send, in order.
    /// - Returns: A disposable that cancels the feed.
    /// - Complexity: One task; each element costs one send.
    public func feed<Source: AsyncSequence & Sendable>(from sequence: Source) -> any Disposable where Source.Element == Value {
        AsyncSequenceFeed.start(sequence) { [self] element in self.send(element) }
    }
}
