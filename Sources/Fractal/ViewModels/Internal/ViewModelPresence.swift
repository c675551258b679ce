/// One presentation of a view model whose state is a ``MutableProperty``:
/// what the presentation shows and what ``ViewModel/whilePresented()``
/// started, and the presentation's place in the count the property keeps.
/// Disposing it takes both back, then ends the presentation; ending the last
/// one cancels the view model's tasks, as a view that goes away cancels the
/// work it started.
///
/// It holds the property (never the view model) until disposed. Its flag is
/// guarded by the property's storage lock, which counts the presentation in
/// the same critical section, so that disposing from several threads ends
/// the presentation once.
@usableFromInline
final class ViewModelPresence<Value: Sendable>: Disposable {
    @usableFromInline let property: MutableProperty<Value>
    @usableFromInline let shown: (any Disposable)?
    @usableFromInline let work: (any Disposable)?
    /// Whether the presentation ended; guarded by the property's storage lock.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var ended = false

    @inlinable
    init(_ property: MutableProperty<Value>, shown: (any Disposable)?, work: (any Disposable)?) {
        (self.property, self.shown, self.work) = (property, shown, work)
    }

    /// Counts a presentation of the view model whose state is `states`,
    /// which shows `shown` and started `work`.
    ///
    /// - Returns: What ends it; `nil` when `states` is not a
    ///   ``MutableProperty`` (a store's state: a store keeps its own effects).
    @inlinable
    static func begin<States: PropertyProtocol<Value>>(
        _ states: States, shown: (any Disposable)?, work: (any Disposable)?
    ) -> ViewModelPresence? {
        guard let property = states as? MutableProperty<Value> else { return nil }
        property.withTaskLock { property.presentations += 1 }
        return ViewModelPresence(property, shown: shown, work: work)
    }

    @inlinable
    var isDisposed: Bool { property.withTaskLock { ended } }

    @inlinable
    func dispose() {
        let ends = property.withTaskLock { () -> Bool in
            defer { ended = true }
            return !ended
        }
        guard ends else { return }
        shown?.dispose()
        work?.dispose()
        property.endPresentation()
    }
}
