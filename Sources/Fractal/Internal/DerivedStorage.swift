/// The owner of a property that keeps its own value, computed from sources
/// (``PropertyProtocol/combineLatest(with:)``, ``PropertyProtocol/flatten()``).
///
/// It retains its sources and its observations of them, and disposes those
/// observations when it is deinitialised. Its ``Property`` view retains it,
/// and so does every observation of that view, so a derived property keeps
/// updating for as long as anyone reads or observes it.
@usableFromInline
final class DerivedStorage<Value: Sendable>: Sendable {
    @usableFromInline let storage: ObserverStorage<Value>
    @usableFromInline let upstream = CompositeDisposable()
    @usableFromInline let sources: [any Sendable]

    @usableFromInline
    init(initialValue: Value, sources: [any Sendable]) {
        storage = ObserverStorage(current: initialValue)
        self.sources = sources
    }

    deinit {
        upstream.dispose()
    }

    /// The read-only view of this storage.
    @usableFromInline
    var property: Property<Value> {
        Property(
            read: { self.storage.current },
            subscribe: { sendingCurrent, observer in
                self.storage.observe(sendingCurrent: sendingCurrent, retaining: self, observer)
            }
        )
    }
}
