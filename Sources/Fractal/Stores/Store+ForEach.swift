extension Store {
    /// One store per element of an ``IdentifiedList`` in the state: the
    /// stores of a list's rows, in the list's order.
    ///
    /// Each row store's state is its element; its events are embedded into
    /// this store's events with `event` and the element's id, and reduced
    /// here. A row store's subscriptions fire only when its element changed.
    /// The scope learns which rows changed from the list's own record of
    /// changes, so a send that changes one row notifies that row alone,
    /// whatever the number of rows; adding, removing or reordering rows
    /// compares them all once and publishes the new order, keeping the store
    /// of every row that stayed.
    ///
    /// ```swift
    /// // A list view of row stores: a kept row is the same store object.
    /// let rowStores = store.scope(forEach: \.todos, event: AppEvent.todo)
    /// let presentation = presenters.rowsPresenter.list(keyedBy: { $0.states.value.id }, isUnchanged: { $0 === $1 }) <~ rowStores
    /// ```
    ///
    /// The returned property stays current while it is referenced or
    /// observed; a row store stays current for as long as it is used.
    ///
    /// - Parameters:
    ///   - elements: Reads the list from this store's state.
    ///   - event: Embeds a row's event, with the row's id, in this store's events.
    /// - Returns: The row stores, in order; it changes only when rows are
    ///   added, removed or reordered.
    /// - Complexity: O(*c*) per change of this store's state, for the *c*
    ///   rows that changed; O(*n*) when rows were added, removed or reordered.
    @inlinable
    public func scope<Element: Identifiable & Equatable & Sendable, ChildEvent: Sendable>(
        forEach elements: @escaping @Sendable (State) -> IdentifiedList<Element>,
        event: @escaping @Sendable (Element.ID, ChildEvent) -> Event
    ) -> Property<[Store<Element, ChildEvent, Output>]> where Element.ID: Sendable {
        Property(KeyedStoreScope(parent: self, elements: elements, event: event))
    }
}
