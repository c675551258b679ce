/// Presents the successive snapshots of a keyed list through a
/// `Presenter<ListUpdate<Row>>`: the first snapshot as an initial update,
/// each later one as its difference from the one before, and a final update
/// removing every row when the presentation is disposed (see ``ListUpdate``).
///
/// For `Identifiable` rows, `rowsPresenter <~ rows` is all a view model
/// writes. To key rows otherwise, or to say when a kept row changed, make
/// one with ``Presenter/list(keyedBy:isUnchanged:)``:
///
/// ```swift
/// let presentation = presenters.rowsPresenter.list(keyedBy: { $0.path }) <~ files
/// ```
///
/// - Complexity: Each snapshot costs O(*n*) expected to compare (see
///   ``ListDifference/init(from:to:keyedBy:isUnchanged:)``); an unchanged
///   snapshot presents nothing.
public struct ListPresenter<Row: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The presenter the updates are presented through.
    public let presenter: Presenter<ListUpdate<Row>>
    @usableFromInline let key: @Sendable (Row) -> Key
    @usableFromInline let isUnchanged: @Sendable (Row, Row) -> Bool

    /// Creates a list presenter.
    ///
    /// - Parameters:
    ///   - presenter: Where the updates go.
    ///   - key: A row's identity.
    ///   - isUnchanged: Whether a kept row's old and new values look the same.
    @inlinable
    public init(
        _ presenter: Presenter<ListUpdate<Row>>,
        keyedBy key: @escaping @Sendable (Row) -> Key,
        isUnchanged: @escaping @Sendable (Row, Row) -> Bool
    ) {
        self.presenter = presenter
        self.key = key
        self.isUnchanged = isUnchanged
    }

    /// Presents the current rows of `property`, then each change as a difference.
    ///
    /// The snapshots are any collection of rows: an array, or an
    /// ``IdentifiedList`` presented as it is.
    ///
    /// - Parameter property: The snapshots to present.
    /// - Returns: The list's presentation; disposing it presents the final update.
    /// - Complexity: An array snapshot is presented without a copy; another
    ///   collection is copied into an array, O(*n*).
    @inlinable
    public func present<Source: PropertyProtocol>(_ property: Source) -> (any Disposable)?
    where Source.Value: Collection, Source.Value.Element == Row {
        present { observer in property.observe { observer(Array($0)) } }
    }

    /// Presents each snapshot `signal` sends: the first as the initial update,
    /// each later one as a difference.
    ///
    /// - Parameter signal: The snapshots to present.
    /// - Returns: The list's presentation; disposing it presents the final update.
    @inlinable
    public func present(_ signal: Signal<[Row]>) -> (any Disposable)? {
        present { signal.observe($0) }
    }

    /// Presents rows that never change: an initial update now, a final one on disposal.
    ///
    /// - Parameter rows: The rows.
    /// - Returns: The list's presentation; disposing it presents the final update.
    @inlinable
    public func present(_ rows: [Row]) -> (any Disposable)? {
        present { observer in
            observer(rows)
            return AnyDisposable()
        }
    }

    @inlinable
    func present(observingWith observe: (@escaping @Sendable ([Row]) -> Void) -> any Disposable) -> any Disposable {
        let presentation = ListPresentation(presenter: presenter, key: key, isUnchanged: isUnchanged)
        presentation.start(observingWith: observe)
        return presentation
    }
}

extension Presenter {
    /// A presenter of `[Row]` snapshots that presents them here as list
    /// updates, matching rows by `key`.
    ///
    /// - Parameters:
    ///   - key: A row's identity.
    ///   - isUnchanged: Whether a kept row's old and new values look the
    ///     same; a row for which it returns false is reported as updated.
    /// - Returns: The list presenter.
    @inlinable
    public func list<Row, Key: Hashable & Sendable>(
        keyedBy key: @escaping @Sendable (Row) -> Key,
        isUnchanged: @escaping @Sendable (Row, Row) -> Bool
    ) -> ListPresenter<Row, Key> where Value == ListUpdate<Row> {
        ListPresenter(self, keyedBy: key, isUnchanged: isUnchanged)
    }

    /// A presenter of `[Row]` snapshots that presents them here as list
    /// updates, matching rows by `key` and reporting a kept row as updated
    /// when its value is not equal.
    ///
    /// - Parameter key: A row's identity.
    /// - Returns: The list presenter.
    @inlinable
    public func list<Row: Equatable, Key: Hashable & Sendable>(
        keyedBy key: @escaping @Sendable (Row) -> Key
    ) -> ListPresenter<Row, Key> where Value == ListUpdate<Row> {
        ListPresenter(self, keyedBy: key, isUnchanged: ==)
    }

    /// A presenter of `[Row]` snapshots of identifiable rows that presents
    /// them here as list updates, matching rows by `id`.
    ///
    /// A kept row is reported as updated when it is not equal (for
    /// `Equatable` rows), when it is another object (for classes, such as
    /// row view models), and otherwise always.
    ///
    /// - Returns: The list presenter.
    @inlinable
    public func list<Row: Identifiable>() -> ListPresenter<Row, Row.ID>
    where Value == ListUpdate<Row>, Row.ID: Sendable {
        ListPresenter(self, keyedBy: { $0.id }, isUnchanged: ListRows<Row>.areTheSame)
    }

    /// A presenter of `[Row]` snapshots of identifiable, equatable rows that
    /// presents them here as list updates, matching rows by `id` and
    /// reporting a kept row as updated when its value is not equal.
    ///
    /// - Returns: The list presenter.
    @inlinable
    public func list<Row: Identifiable & Equatable>() -> ListPresenter<Row, Row.ID>
    where Value == ListUpdate<Row>, Row.ID: Sendable {
        ListPresenter(self, keyedBy: { $0.id }, isUnchanged: ==)
    }
}

/// How kept rows are compared when the rows say nothing about it.
@usableFromInline
enum ListRows<Row> {
    /// The same object (for classes); otherwise never (every kept row is reported as updated).
    ///
    /// A class reference is compared by its bits: `as AnyObject` would ask
    /// the runtime to cast each row (a dynamic cast per kept row).
    @inlinable
    @Sendable static func areTheSame(_ old: Row, _ new: Row) -> Bool {
        guard Row.self is AnyObject.Type else { return false }
        guard MemoryLayout<Row>.size == MemoryLayout<UnsafeRawPointer>.size else {
            return (old as AnyObject) === (new as AnyObject)
        }
        return unsafeBitCast(old, to: UnsafeRawPointer.self) == unsafeBitCast(new, to: UnsafeRawPointer.self)
    }
}
