/// The owner of a property that keeps its own value, computed from sources
/// (``PropertyProtocol/combineLatest(with:)``, ``PropertyProtocol/flatten()``).
///
/// It retains its sources and its observations of them, and disposes those
/// observations when it is deinitialised. Its ``Property`` view retains it,
/// and so does every observation of that view, so a derived property keeps
/// updating for as long as anyone reads or observes it.
///
/// Its sources' observers update it with ``ObserverStorage/sendDerived(_:)``
/// and ``ObserverStorage/modifyDerived(_:)``, and its deinit releases its
/// sources through ``DerivedTrampoline``: neither delivering through a long
/// chain of derived properties nor releasing it grows the stack per level.
@usableFromInline
final class DerivedStorage<Value: Sendable>: Sendable {
    @usableFromInline let storage: ObserverStorage<Value>
    @usableFromInline let upstream = CompositeDisposable()
    /// Written only by `init` and `deinit`, which have the only reference.
    @usableFromInline nonisolated(unsafe) var sources: [any Sendable]

    @inlinable
    init(initialValue: Value, sources: [any Sendable]) {
        storage = ObserverStorage(current: initialValue)
        self.sources = sources
    }

    /// A derived storage that holds `source`'s value, taken with its changes
    /// atomically, so `source`'s value is computed once per change.
    @inlinable
    static func storing(_ source: Property<Value>) -> DerivedStorage<Value> {
        // A change delivered by another thread while this is being built
        // waits on `built` until the storage exists; the lock is not held by
        // the delivering thread, so this cannot deadlock.
        let slot = Locked<ObserverStorage<Value>?>.make(nil)
        return slot.withLock { built in
            let (initialValue, observation) = source.subscribeReturningCurrent { value in
                let storage = slot.withLock { $0 }
                storage?.sendDerived(value)
            }
            let derived = DerivedStorage(initialValue: initialValue, sources: [source])
            derived.upstream += observation
            built = derived.storage
            return derived
        }
    }

    deinit {
        // Disposing the upstream observations and releasing the sources may
        // release the derived property before this one in a chain, whose
        // deinit does the same: counted as a derived level, and deferred
        // when too deep, so that a long chain's teardown does not recurse.
        let upstream = upstream
        var sources = sources
        self.sources = []
        DerivedTrampoline.perform {
            upstream.dispose()
            sources = []
        } deferring: {
            { [sources] in
                upstream.dispose()
                withExtendedLifetime(sources) {}
            }
        }
    }

    /// The read-only view of this storage.
    @inlinable
    var property: Property<Value> {
        Property(
            read: { self.storage.current },
            subscribe: { sendingCurrent, observer in
                self.storage.observe(sendingCurrent: sendingCurrent, retaining: self, observer)
            },
            subscribeReturningCurrent: { observer in
                self.storage.observeChangesReturningCurrent(retaining: self, observer)
            }
        )
    }
}
