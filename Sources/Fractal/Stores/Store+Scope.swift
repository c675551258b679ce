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
        scoped(state: self.states.map(state).skipRepeats(), outputs: outputs, event: event)
    }

    /// A store of a part of this store's state that is not `Equatable`:
    /// like the `Equatable` scope, except that its state delivers
    /// every change of this store's state.
    ///
    /// - Parameters:
    ///   - state: Reads the child's state from this store's state.
    ///   - event: Embeds a child event in this store's events.
    /// - Returns: The child store.
    @inlinable
    public func scope<ChildState: Sendable, ChildEvent: Sendable>(
        state: @escaping @Sendable (State) -> ChildState,
        event: @escaping @Sendable (ChildEvent) -> Event
    ) -> Store<ChildState, ChildEvent, Output> {
        scoped(state: self.states.map(state), outputs: outputs, event: event)
    }
}

extension Store {
    /// A store of a part of this store's state, events and outputs: like
    /// `scope(state:event:)` for an `Equatable` part, with the
    /// child's ``outputs`` being this store's outputs that `output` turns
    /// into child outputs (others are not the child's).
    ///
    /// A screen written against its own store type can then be given a
    /// scope of an app's store whose outputs are wider.
    ///
    /// - Parameters:
    ///   - state: Reads the child's state from this store's state.
    ///   - event: Embeds a child event in this store's events.
    ///   - output: Turns this store's output into the child's, or `nil`.
    /// - Returns: The child store.
    @inlinable
    public func scope<ChildState: Equatable & Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        state: @escaping @Sendable (State) -> ChildState,
        event: @escaping @Sendable (ChildEvent) -> Event,
        output: @escaping @Sendable (Output) -> ChildOutput?
    ) -> Store<ChildState, ChildEvent, ChildOutput> {
        scoped(state: self.states.map(state).skipRepeats(), outputs: outputs.compactMap(output), event: event)
    }
}

extension Store {
    /// A store viewing `state` of this one: its events embedded with `event`
    /// and sent here, sharing this store's root.
    @inlinable
    func scoped<ChildState: Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        state: Property<ChildState>,
        outputs: Signal<ChildOutput>,
        event: @escaping @Sendable (ChildEvent) -> Event
    ) -> Store<ChildState, ChildEvent, ChildOutput> {
        let parentSend = sendEvent
        return Store<ChildState, ChildEvent, ChildOutput>(
            state: state,
            outputs: outputs,
            send: { parentSend(event($0)) },
            root: root,
            parent: self
        )
    }
}
