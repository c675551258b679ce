/// What ``ListPresenter`` returns: the observation of a changing `[Row]` and
/// the snapshot last presented, in one object.
///
/// Each new snapshot is compared with the last by key and presented as a
/// ``ListUpdate``; disposing presents a final update that removes every row.
/// Deliveries to one observer never overlap, so `present(_:)` only races with
/// `dispose()`: when disposal happens while a snapshot is being presented,
/// the presenting thread presents the final update right after it, so the
/// view always receives updates in order.
@usableFromInline
final class ListPresentation<Row: Sendable, Key: Hashable & Sendable>: Disposable {
    @usableFromInline let presenter: Presenter<ListUpdate<Row>>
    @usableFromInline let key: @Sendable (Row) -> Key
    @usableFromInline let isUnchanged: @Sendable (Row, Row) -> Bool
    // Guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var shown: [Row]?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var observation: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var isPresenting = false
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var finalIsDue = false

    @inlinable
    init(
        presenter: Presenter<ListUpdate<Row>>,
        key: @escaping @Sendable (Row) -> Key,
        isUnchanged: @escaping @Sendable (Row, Row) -> Bool
    ) {
        self.presenter = presenter
        self.key = key
        self.isUnchanged = isUnchanged
    }

    /// Starts observing with `observe`, presenting each snapshot.
    @inlinable
    func start(observingWith observe: (@escaping @Sendable ([Row]) -> Void) -> any Disposable) {
        let observation = observe { [self] rows in self.present(rows) }
        let disposeNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            self.observation = observation
            return false
        }
        if disposeNow { observation.dispose() }
    }

    /// Presents `rows` as the difference from the snapshot shown before.
    @inlinable
    func present(_ rows: [Row]) {
        let previous = StripedLocks.withLock(for: self) { () -> [Row]?? in
            if disposed { return .none }
            isPresenting = true
            defer { shown = rows }
            return .some(shown)
        }
        guard case .some(let shownBefore) = previous else { return }
        if let shownBefore {
            let difference = ListDifference(from: shownBefore, to: rows, keyedBy: key, isUnchanged: isUnchanged)
            if !difference.isEmpty {
                _ = presenter.present(ListUpdate(rows: rows, difference: difference, kind: .change))
            }
        } else {
            _ = presenter.present(ListUpdate(rows: rows, difference: .inserting(rows.count), kind: .initial))
        }
        let finalRows = StripedLocks.withLock(for: self) { () -> [Row]? in
            isPresenting = false
            guard finalIsDue else { return nil }
            finalIsDue = false
            return shown.take()
        }
        if let finalRows { presentFinal(removing: finalRows) }
    }

    @inlinable
    func presentFinal(removing rows: [Row]) {
        _ = presenter.present(ListUpdate(rows: [], difference: .removing(rows.count), kind: .final))
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let (observation, finalRows) = StripedLocks.withLock(for: self) { () -> ((any Disposable)?, [Row]?) in
            if disposed { return (nil, nil) }
            disposed = true
            if isPresenting {
                finalIsDue = true  // the presenting thread presents it next, in order
                return (self.observation.take(), nil)
            }
            return (self.observation.take(), shown.take())
        }
        observation?.dispose()
        if let finalRows { presentFinal(removing: finalRows) }
    }
}
