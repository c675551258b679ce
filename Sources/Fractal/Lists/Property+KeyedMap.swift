extension PropertyProtocol {
    /// A property of one row (a row view model, say) per element, made by
    /// `makeRow`, that keeps the row of every element whose key stayed and
    /// whose value did not change.
    ///
    /// This is what keeps a list cheap to update: a kept row is the same
    /// object, so its cell keeps its presentation (see ``ListCells``); only
    /// rows that entered, or whose element changed, are made and presented
    /// anew. Rows of elements that left are released: an element that comes
    /// back gets a new row.
    ///
    /// ```swift
    /// rows = visibleItems.map(keyedBy: \.id) { item in ItemRowViewModel(item: item) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: An element's identity.
    ///   - makeRow: Makes the row of an element that is new or changed.
    /// - Returns: A stored property of the rows, computed once per change.
    /// - Complexity: O(*n*) expected per change for *n* elements, one hash
    ///   per element (for an integer key, a few multiplies), plus `makeRow`
    ///   for each new or changed element; O(*m*) more, for the *m* rows held
    ///   before, on a change where elements left.
    @inlinable
    public func map<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>(
        keyedBy key: @escaping @Sendable (Element) -> Key,
        _ makeRow: @escaping @Sendable (Element) -> Row
    ) -> Property<[Row]> where Value == [Element] {
        let made = KeyedRows<Element, Key, Row>()
        return map { elements in made.rows(for: elements, key: key, makeRow: makeRow) }.stored()
    }
}
