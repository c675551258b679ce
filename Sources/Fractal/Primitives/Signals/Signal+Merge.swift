extension Signal {
    /// A signal of every event of `signals`, in the order they are sent.
    ///
    /// MVI builds a screen's events this way: each kind of user intent,
    /// mapped to an event, merged into one stream that a reducer folds
    /// (see ``scan(_:_:)``).
    ///
    /// ```swift
    /// let events = Signal.merge([
    ///     intents.filter { $0 == .refresh }.map { _ in PhotosEvent.loadStarted },
    ///     loaded.map(PhotosEvent.loaded),
    /// ])
    /// ```
    ///
    /// Events sent on several of the signals at once, from different threads,
    /// still reach each observer one at a time, under the usual delivery
    /// rules (see ``PropertyProtocol``). Events of one signal keep their
    /// order; across signals, events arrive in the order their signals
    /// deliver them, so an event sent on a signal that another thread is
    /// busy delivering can arrive after a later event of another signal.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: The merged signal.
    /// - Complexity: Observing is O(*k*) for *k* signals; each event costs
    ///   one delivery through an internal emitter.
    @inlinable
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        Signal { observer in
            let merged = Emitter<Value>()
            let observation = merged.signal.observe(observer)
            let sources = signals.map { $0.observe { [merged] event in merged.send(event) } }
            return CompositeDisposable([observation] + sources)
        }
    }

    /// A signal of every event of `signals`, in the order they are sent.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: The merged signal.
    @inlinable
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        merge(signals)
    }
}
