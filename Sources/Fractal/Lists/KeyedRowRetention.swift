/// Which rows ``PropertyProtocol/map(keyedBy:retaining:_:)`` keeps when
/// their element leaves the list, so that a row that comes back is the same
/// object instead of one made anew.
///
/// A row that is shown is always kept while its element stays and is
/// unchanged. What a retention decides is the rows of elements that *left*
/// (filtered out, say):
///
/// - ``shownRows`` (what ``PropertyProtocol/map(keyedBy:_:)`` does): a row
///   is released as soon as its element leaves; if the element comes back, a
///   new row is made.
/// - ``everyRow``: every row made is kept until the mapped property is
///   released. Memory grows with the distinct keys seen, never with the
///   number of changes: the right choice for a filter or a search over a
///   list the view model holds anyway.
/// - ``rowsThatLeft(upTo:)``: the shown rows, plus at most `count` rows that
///   left, those shown most recently; when more have left, the rows shown
///   longest ago are released first.
///
/// A kept row that is not shown is not presented anywhere (a list view has
/// no cell for it); it is only held. When its element comes back unchanged,
/// the row is shown again as it was; when the element changed while it was
/// out, a new row is made from the new element, as for a shown element that
/// changes.
public struct KeyedRowRetention: Sendable, Hashable {
    /// How many rows of elements that left are kept.
    @usableFromInline let maximumLeftRows: Int

    @inlinable
    init(maximumLeftRows: Int) {
        self.maximumLeftRows = Swift.max(0, maximumLeftRows)
    }

    /// Keeps only the rows of the elements in the list: a row whose element
    /// leaves is released, and made anew if the element comes back.
    public static var shownRows: KeyedRowRetention { KeyedRowRetention(maximumLeftRows: 0) }

    /// Keeps every row made until the mapped property is released: a row
    /// whose element leaves and comes back unchanged is the same object.
    ///
    /// The rows held are one per distinct key seen.
    public static var everyRow: KeyedRowRetention { KeyedRowRetention(maximumLeftRows: .max) }

    /// Keeps the rows of the elements in the list and at most `count` rows
    /// of elements that left, those shown most recently.
    ///
    /// ```swift
    /// let rows = visibleItems.map(keyedBy: \.id, retaining: .rowsThatLeft(upTo: 500)) { item in
    ///     ItemRowViewModel(item: item)
    /// }
    /// ```
    ///
    /// - Parameter count: How many rows that left to keep at most; 0 (or
    ///   less) keeps none, as ``shownRows`` does.
    /// - Returns: The retention.
    public static func rowsThatLeft(upTo count: Int) -> KeyedRowRetention {
        KeyedRowRetention(maximumLeftRows: count)
    }
}
