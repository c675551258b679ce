/// The owner behind ``Signal/init(from:)``: the storage of the signal's
/// observers, and the feed that sends a sequence's elements into it, started
/// by the first observation.
///
/// Every copy of the signal and every observation retains this object; its
/// deinit cancels the feed and finishes the storage. The feed's task retains
/// the storage, never this object, so it does not keep itself alive; it
/// finishes the storage when the sequence ends, since nothing can be sent
/// any more.
final class AsyncSequenceSignalSource<Value: Sendable>: Sendable {
    private let storage = ObserverStorage<Value>(current: nil)
    /// Starts the feed; taken (set to `nil`) by the first observation.
    private let start: Locked<(@Sendable (ObserverStorage<Value>) -> any Disposable)?>
    /// The running feed, once started.
    private let feed = SerialDisposable()

    init<Source: AsyncSequence & Sendable>(_ sequence: Source) where Source.Element == Value {
        start = .make({ storage in
            AsyncSequenceFeed.start(
                sequence,
                send: { element in storage.send(element, replacingCurrent: false) },
                end: { storage.finish() }
            )
        })
    }

    deinit {
        feed.dispose()
        storage.finish()
    }

    /// Registers `observer`, then starts the feed if this is the first
    /// observation, so that the first observer sees the first element.
    func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        let observation = storage.observe(sendingCurrent: false, retaining: self, observer)
        if let start = start.withLock({ $0.take() }) {
            feed.inner = start(storage)
        }
        return observation
    }
}
