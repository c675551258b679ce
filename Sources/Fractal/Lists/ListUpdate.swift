/// What a list view is shown: the new snapshot of rows and how it differs
/// from the snapshot of the previous update.
///
/// A view model presents a changing `[Row]` into a
/// `Presenter<ListUpdate<Row>>` (`rowsPresenter <~ rows`). The view receives
/// an ``Kind/initial`` update with every row inserted, then one
/// ``Kind/change`` per new snapshot (never one with no difference), and,
/// when the list's presentation is disposed, a ``Kind/final`` update that
/// removes every row. Applying each update's ``difference`` in order keeps
/// the view exactly on ``rows``.
///
/// The view presents a row's view model into a cell only when the cell
/// appears (`rows[index] <- cell`), and disposes that presentation when the
/// cell is reused or its row is removed: nothing requires presenting every
/// row. Rows whose key stayed and that did not change are the same values
/// (the same view model objects, with ``PropertyProtocol/map(keyedBy:_:)``),
/// so a visible cell keeps its presentation.
///
/// ```swift
/// var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>> {
///     Presenter.UI { update in
///         self.rows = update.rows
///         self.tableView.apply(update.difference)  // one batch update
///         return nil
///     }
/// }
/// ```
///
/// Updates are presented one after another and never taken back one by one
/// (a later update builds on every earlier one): whatever a list view's bind
/// returns for an update is not disposed. Return `nil`; the ``Kind/final``
/// update is the list's teardown.
public struct ListUpdate<Row: Sendable>: Sendable {
    /// Where an update falls in the life of a list's presentation.
    public enum Kind: Sendable, Hashable {
        /// The first update: every row inserted into an empty list.
        case initial
        /// A new snapshot.
        case change
        /// The presentation ended: every row removed.
        case final
    }

    /// The rows to show, in order.
    public let rows: [Row]
    /// How ``rows`` differs from the previous update's rows.
    public let difference: ListDifference
    /// Where this update falls in the list's presentation.
    public let kind: Kind

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - rows: The rows to show.
    ///   - difference: How they differ from the previous update's rows.
    ///   - kind: Where the update falls in the list's presentation.
    @inlinable
    public init(rows: [Row], difference: ListDifference, kind: Kind) {
        self.rows = rows
        self.difference = difference
        self.kind = kind
    }
}
