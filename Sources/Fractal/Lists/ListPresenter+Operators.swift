/// Presents a changing list of identifiable rows: the current rows as the
/// initial update, then each change as its difference, matched by `id`; a
/// kept row is updated when it is another object (row view models) or, for
/// value rows, always (see `Presenter.list()`).
///
/// ```swift
/// let presentation = presenters.rowsPresenter <~ rows  // rows: Property<[ItemRowViewModel]>
/// ```
///
/// The snapshots are any collection of rows, an ``IdentifiedList`` as well
/// as an array.
///
/// - Parameters:
///   - presenter: The list view's presenter.
///   - rows: The snapshots.
/// - Returns: The list's presentation; disposing it presents the final update.
@inlinable
public func <~ <Source: PropertyProtocol, Row: Identifiable>(
    presenter: Presenter<ListUpdate<Row>>, rows: Source
) -> (any Disposable)? where Source.Value: Collection, Source.Value.Element == Row, Row.ID: Sendable {
    presenter.list().present(rows)
}

/// Presents a changing list of identifiable, equatable rows: the current rows
/// as the initial update, then each change as its difference, matched by `id`;
/// a kept row is updated when it is not equal.
///
/// - Parameters:
///   - presenter: The list view's presenter.
///   - rows: The snapshots.
/// - Returns: The list's presentation; disposing it presents the final update.
@inlinable
public func <~ <Source: PropertyProtocol, Row: Identifiable & Equatable>(
    presenter: Presenter<ListUpdate<Row>>, rows: Source
) -> (any Disposable)? where Source.Value: Collection, Source.Value.Element == Row, Row.ID: Sendable {
    presenter.list().present(rows)
}

/// Presents identifiable rows that never change: an initial update now, a
/// final one when the presentation is disposed.
///
/// - Parameters:
///   - presenter: The list view's presenter.
///   - rows: The rows.
/// - Returns: The list's presentation.
@inlinable
public func <~ <Row: Identifiable>(
    presenter: Presenter<ListUpdate<Row>>, rows: [Row]
) -> (any Disposable)? where Row.ID: Sendable {
    presenter.list().present(rows)
}

/// Presents a changing list through a list presenter (see ``ListPresenter``).
///
/// - Parameters:
///   - presenter: The list presenter.
///   - rows: The snapshots.
/// - Returns: The list's presentation; disposing it presents the final update.
@inlinable
public func <~ <Source: PropertyProtocol, Row, Key>(
    presenter: ListPresenter<Row, Key>, rows: Source
) -> (any Disposable)? where Source.Value: Collection, Source.Value.Element == Row {
    presenter.present(rows)
}

/// Presents each snapshot a signal sends through a list presenter.
///
/// - Parameters:
///   - presenter: The list presenter.
///   - rows: The snapshots.
/// - Returns: The list's presentation; disposing it presents the final update.
@inlinable
public func <~ <Row, Key>(presenter: ListPresenter<Row, Key>, rows: Signal<[Row]>) -> (any Disposable)? {
    presenter.present(rows)
}

/// Presents rows that never change through a list presenter.
///
/// - Parameters:
///   - presenter: The list presenter.
///   - rows: The rows.
/// - Returns: The list's presentation; disposing it presents the final update.
@inlinable
public func <~ <Row, Key>(presenter: ListPresenter<Row, Key>, rows: [Row]) -> (any Disposable)? {
    presenter.present(rows)
}
