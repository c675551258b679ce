extension Signal {
    /// Creates a signal that sends each element of `sequence`, for as long as
    /// the signal is in use.
    ///
    /// The sequence is iterated once, by one task, shared by every observer.
    /// The task starts with the first observation, so that observer sees the
    /// first element; an observer that comes later sees the elements sent
    /// after it came, as with any signal. The task runs while the signal, a
    /// copy of it, a signal derived from it or an observation of it exists
    /// (an observation counts until it is disposed and released), and is
    /// cancelled when the last of them goes away: the sequence sees the
    /// cancellation (an `AsyncStream`'s `onTermination` runs). A signal that
    /// is never observed never iterates the sequence.
    ///
    /// ```swift
    /// final class ChatViewModel: Sendable {
    ///     let incoming: Signal<Message>
    ///
    ///     init(socket: some ChatSocket) {
    ///         incoming = Signal(from: socket.messages)
    ///     }
    /// }
    /// ```
    ///
    /// Elements are sent in order from the task's thread, so observers are
    /// called there. When the sequence ends (or throws: map the elements to
    /// `Result` first to keep failures), the signal can send nothing more:
    /// its observers are released, as when an ``Emitter`` goes away, and a
    /// loop over its ``Signal/values`` ends.
    ///
    /// To stop a feed explicitly, keep an ``Emitter`` and use
    /// ``Emitter/feed(from:)``, which returns a disposable.
    ///
    /// - Parameter sequence: The events, in order.
    /// - Complexity: One task, started by the first observation; each
    ///   element costs one send.
    public init<Source: AsyncSequence & Sendable>(from sequence: Source) where Source.Element == Value {
        let source = AsyncSequenceSignalSource(sequence)
        self.init { observer in source.observe(observer) }
    }
}
