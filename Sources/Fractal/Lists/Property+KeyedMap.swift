extension PropertyProtocol {
    /// A property of one row (a row view model, say) per element, made by
    /// `makeRow`, that keeps the row of every element whose key stayed and
    /// whose value did not change.
    ///
    /// This is what keeps a list cheap to update: presented through a
    /// ``ListPresenter`` (`rowsPresenter <~ rows`), a kept row is the same
    /// object, so its cell keeps its presentation; only rows that entered,
    /// or whose element changed, are made and presented anew. Rows of
    /// elements that left are released (``KeyedRowRetention/shownRows``); to
    /// keep them for when their element comes back, use
    /// ``map(keyedBy:retaining:_:)``.
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
    ///   per element, plus `makeRow` for each new or changed element; O(*m*)
    ///   more, for the *m* rows held before, on a change where elements left.
    @inlinable
    public func map<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>(
        keyedBy key: @escaping @Sendable (Element) -> Key,
        _ makeRow: @escaping @Sendable (Element) -> Row
    ) -> Property<[Row]> where Value == [Element] {
        map(keyedBy: key, retaining: .shownRows, makeRow)
    }

    /// A property of one row (a row view model, say) per element, made by
    /// `makeRow`, that keeps the row of every element whose key stayed and
    /// whose value did not change, and, as `retention` says, the rows of
    /// elements that left, for when they come back.
    ///
    /// With ``KeyedRowRetention/everyRow``, filtering a list and widening the
    /// filter back shows the same row objects again; none is made twice for
    /// an unchanged element:
    ///
    /// ```swift
    /// rows = query.map { query in items.filter { $0.title.hasPrefix(query) } }
    ///     .map(keyedBy: \.id, retaining: .everyRow) { item in ItemRowViewModel(item: item) }
    /// ```
    ///
    /// A kept row whose element is not in the list is not in the property's
    /// value, so a list view has no cell for it and presents nothing of it.
    /// When its element comes back changed, a new row is made from it.
    ///
    /// - Parameters:
    ///   - key: An element's identity.
    ///   - retention: Which rows of elements that left are kept.
    ///   - makeRow: Makes the row of an element that is new or changed.
    /// - Returns: A stored property of the rows, computed once per change.
    /// - Complexity: O(*n*) expected per change for *n* elements, one hash
    ///   per element (for an integer key, a few multiplies), plus `makeRow` for
    ///   each new or changed element; O(*m*) more, for the *m* rows held, on
    ///   a change that releases rows, and O(*m* log *m*) with
    ///   ``KeyedRowRetention/rowsThatLeft(upTo:)``.
    @inlinable
    public func map<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>(
        keyedBy key: @escaping @Sendable (Element) -> Key,
        retaining retention: KeyedRowRetention,
        _ makeRow: @escaping @Sendable (Element) -> Row
    ) -> Property<[Row]> where Value == [Element] {
        let made = KeyedRows<Element, Key, Row>(retention: retention)
        return map { elements in made.rows(for: elements, key: key, makeRow: makeRow) }.stored()
    }
}
