/// One presentation of a view model whose state is a ``MutableProperty``,
/// counted by that property: disposing the last one cancels the view model's
/// tasks, as a view that goes away cancels the work it started.
///
/// It holds the property (never the view model) until disposed. Its flag is
/// guarded by the property's storage lock, which counts the presentation in
/// the same critical section, so that disposing from several threads ends
/// the presentation once.
@usableFromInline
final class ViewModelPresence<Value: Sendable>: Disposable {
    private let property: MutableProperty<Value>
    /// Whether the presentation ended; guarded by the property's storage lock.
    @exclusivity(unchecked) private nonisolated(unsafe) var ended = false

    private init(_ property: MutableProperty<Value>) {
        self.property = property
    }

    /// Counts a presentation of the view model whose state is `states`.
    ///
    /// - Returns: What ends it; `nil` when `states` is not a
    ///   ``MutableProperty`` (a store's state: a store keeps its own effects).
    @usableFromInline
    static func begin<States: PropertyProtocol<Value>>(_ states: States) -> (any Disposable)? {
        guard let property = states as? MutableProperty<Value> else { return nil }
        property.beginPresentation()
        return ViewModelPresence(property)
    }

    @usableFromInline
    var isDisposed: Bool { property.withTaskLock { ended } }

    @usableFromInline
    func dispose() {
        let ends = property.withTaskLock { () -> Bool in
            defer { ended = true }
            return !ended
        }
        if ends { property.endPresentation() }
    }
}
