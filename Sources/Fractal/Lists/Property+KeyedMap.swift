extension PropertyProtocol {
    /// A property of one row (a row view model, say) per element, made by
    /// `makeRow`, that keeps the row of every element whose key stayed and
    /// whose value did not change.
    ///
    /// This is what keeps a list cheap to update: presented through a
    /// ``ListPresenter`` (`rowsPresenter <~ rows`), a kept row is the same
    /// object, so its cell keeps its presentation; only rows that entered,
    /// or whose element changed, are made and presented anew. Rows of
    /// elements that left are released.
    ///
    /// ```swift
    /// rows = visibleItems.map(keyedBy: \.id) { item in ItemRowViewModel(item: item) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: An element's identity.
    ///   - makeRow: Makes the row of an element that is new or changed.
    /// - Returns: A stored property of the rows, computed once per change.
    /// - Complexity: O(*n*) expected per change, one hash per element, plus
    ///   `makeRow` for each new or changed element.
    @inlinable
    public func map<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>(
        keyedBy key: @escaping @Sendable (Element) -> Key,
        _ makeRow: @escaping @Sendable (Element) -> Row
    ) -> Property<[Row]> where Value == [Element] {
        let made = KeyedRows<Element, Key, Row>()
        return map { elements in made.rows(for: elements, key: key, makeRow: makeRow) }.stored()
    }
}

/// The rows made so far, by key, with the element each was made from.
@usableFromInline
final class KeyedRows<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>: Sendable {
    @usableFromInline let made = Locked<[Key: (element: Element, row: Row)]>.make([:])

    @inlinable
    init() {}

    /// The rows for `elements`: the kept ones reused, new ones made; rows of
    /// elements that left are forgotten.
    @inlinable
    func rows(
        for elements: [Element],
        key: (Element) -> Key,
        makeRow: (Element) -> Row
    ) -> [Row] {
        let before = made.withLock { $0 }
        var after = [Key: (element: Element, row: Row)](minimumCapacity: elements.count)
        var rows: [Row] = []
        rows.reserveCapacity(elements.count)
        for element in elements {
            let id = key(element)
            let row: Row
            if let kept = after[id] ?? before[id], kept.element == element {
                row = kept.row
            } else {
                row = makeRow(element)
            }
            after[id] = (element, row)
            rows.append(row)
        }
        made.withLock { $0 = after }
        return rows
    }
}
