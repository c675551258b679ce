extension Store {
    /// A store of a part of this store's state and of the events that part
    /// understands: a view on this store, not a copy.
    ///
    /// The child's ``states`` are read from this store's state through
    /// `state`; its events are embedded into this store's events with `event`
    /// and reduced by this store's reducer, in this store's queue. The child
    /// shares this store's outputs and lifetime. Its state delivers only
    /// changes of the part (equal values are skipped), so subscriptions to
    /// the child fire only when the child's state changed. Scopes nest to any
    /// depth.
    ///
    /// ```swift
    /// let session = store.scope(state: \.session, event: AppEvent.session)
    /// session.send(.signIn(name: "grace"))  // reduced as .session(.signIn(name: "grace"))
    /// ```
    ///
    /// - Parameters:
    ///   - state: Reads the child's state from this store's state.
    ///   - event: Embeds a child event in this store's events.
    /// - Returns: The child store.
    /// - Complexity: O(1) to make; each change of this store's state costs
    ///   one read of `state` and one comparison per observer of the child.
    @inlinable
    public func scope<ChildState: Equatable & Sendable, ChildEvent: Sendable>(
        state: @escaping @Sendable (State) -> ChildState,
        event: @escaping @Sendable (ChildEvent) -> Event
    ) -> Store<ChildState, ChildEvent, Output> {
        let parentSend = sendEvent
        return Store<ChildState, ChildEvent, Output>(
            state: states.map(state).skipRepeats(),
            outputs: outputs,
            send: { parentSend(event($0)) },
            root: root,
            parent: self
        )
    }
}
