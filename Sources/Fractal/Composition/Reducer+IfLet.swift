extension Reducer {
    /// This reducer with an optional child feature (a sheet, say): events
    /// that `event` extracts run `child` on the child's state first, then
    /// this reducer runs on every event.
    ///
    /// ```swift
    /// let notes = Reducer<NotesState, NotesEvent, Never> { state, event in
    ///     switch event {
    ///     case .addTapped: state.editor = EditorState()
    ///     case .editorFinished(.saved(let title)): state.titles.append(title)
    ///     case .editor: break
    ///     }
    ///     return .none
    /// }
    /// .ifLet(\.editor, event: editorEvents, output: NotesEvent.editorFinished, child: editor)
    /// ```
    ///
    /// The child's outputs become this reducer's events through `output`
    /// (how a child says "saved" or "cancelled" to its parent). A child
    /// removes itself with ``Effect/dismiss``; its state is set to `nil`
    /// after this reducer has run. When the child's state becomes `nil`, by
    /// a dismissal or by this reducer, every effect the child started is
    /// cancelled. A child whose state is `Identifiable` is also gone when
    /// another one, with another `id`, takes its place; a child that is not
    /// `Identifiable` is the same child as long as one is present. An event
    /// for the child while its state is `nil` is
    /// dropped, and the store reports a
    /// ``StoreIssue/Kind-swift.enum/eventForAbsentChild`` issue.
    ///
    /// - Parameters:
    ///   - child: The child's state in this state; `nil` when not presented.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - output: Turns a child's output into an event of this reducer.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    /// - Complexity: Two reads of the child's presence per event, plus the
    ///   child's reducer for its own events.
    @inlinable
    public func ifLet<ChildState: Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        _ child: WritableKeyPath<State, ChildState?> & Sendable,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Event,
        child reducer: Reducer<ChildState, ChildEvent, ChildOutput>
    ) -> Reducer {
        let access = ChildAccess(child)
        return presenting(
            ChildScope(path: child, child: ChildState.self),
            named: child,
            isPresent: { access.read(&$0) { $0.isPresent } },
            identity: identity(of: access),
            reduceChild: { state, childEvent in
                access.modify(&state) { childState in
                    guard childState.isPresent else { return nil }
                    return reducer.body(&childState!, childEvent)
                }
            },
            dismiss: { access.modify(&$0) { $0 = nil } },
            event: event,
            output: output
        )
    }

    /// This reducer with an optional child feature that has no outputs:
    /// ``ifLet(_:event:output:child:)`` without mapping outputs.
    ///
    /// - Parameters:
    ///   - child: The child's state in this state; `nil` when not presented.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func ifLet<ChildState: Sendable, ChildEvent: Sendable>(
        _ child: WritableKeyPath<State, ChildState?> & Sendable,
        event: Case<Event, ChildEvent>,
        child reducer: Reducer<ChildState, ChildEvent, Never>
    ) -> Reducer {
        ifLet(child, event: event, output: { never -> Event in }, child: reducer)
    }

    /// This reducer with an optional value that has no reducer of its own,
    /// such as an alert: after this reducer has reduced any of its events
    /// (a button's), the value is set to `nil`.
    ///
    /// ```swift
    /// .ifLet(\.alert, event: meetingAlertEvents)
    /// ```
    ///
    /// - Parameters:
    ///   - child: The presented value in this state; `nil` when not presented.
    ///   - event: The case of this reducer's events that the value sends.
    /// - Returns: The composed reducer.
    @inlinable
    public func ifLet<ChildState: Sendable, ChildEvent: Sendable>(
        _ child: WritableKeyPath<State, ChildState?> & Sendable,
        event: Case<Event, ChildEvent>
    ) -> Reducer {
        ifLet(child, event: event, output: { never -> Event in }, child: Reducer<ChildState, ChildEvent, Never> { _, _ in .dismiss })
    }

    /// This reducer with one case of an optional destination as a child
    /// feature: like ``ifLet(_:event:output:child:)``, for a destination
    /// that is one of several screens (an edit form, an alert, …).
    ///
    /// ```swift
    /// .ifLet(\.destination, case: Destination.editCase, event: DetailEvent.editCase, output: DetailEvent.edited, child: form)
    /// ```
    ///
    /// The child runs while the destination is that case. It is dismissed,
    /// and its effects cancelled, when the destination becomes `nil` or
    /// another case; ``Effect/dismiss`` sets the destination to `nil` if it
    /// is still that case.
    ///
    /// - Parameters:
    ///   - destination: The destination in this state; `nil` when none.
    ///   - childCase: The destination's case that holds the child's state.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - output: Turns a child's output into an event of this reducer.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    /// - Complexity: Two extractions of the child's case per event, plus the
    ///   child's reducer for its own events.
    @inlinable
    public func ifLet<Destination: Sendable, ChildState: Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        _ destination: WritableKeyPath<State, Destination?> & Sendable,
        case childCase: Case<Destination, ChildState>,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Event,
        child reducer: Reducer<ChildState, ChildEvent, ChildOutput>
    ) -> Reducer {
        let access = ChildAccess(destination)
        let isPresent: @Sendable (inout State) -> Bool = { state in
            access.read(&state) { current in
                guard let current = copy current else { return false }
                return childCase.extract(current) != nil
            }
        }
        return presenting(
            ChildScope(path: destination, child: ChildState.self),
            named: destination,
            isPresent: isPresent,
            identity: identity(of: access, case: childCase),
            reduceChild: { state, childEvent in
                access.modify(&state) { current in
                    guard let destination = current, var childState = childCase.extract(destination) else {
                        return nil
                    }
                    // Cleared while the child changes, so its state is not shared and mutates in place.
                    current = nil
                    let effect = reducer.body(&childState, childEvent)
                    current = childCase.embed(childState)
                    return effect
                }
            },
            dismiss: { state in if isPresent(&state) { access.modify(&state) { $0 = nil } } },
            event: event,
            output: output
        )
    }

    /// This reducer with one case of an optional destination as a child
    /// feature that has no outputs: ``ifLet(_:case:event:output:child:)``
    /// without mapping outputs.
    ///
    /// - Parameters:
    ///   - destination: The destination in this state; `nil` when none.
    ///   - childCase: The destination's case that holds the child's state.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func ifLet<Destination: Sendable, ChildState: Sendable, ChildEvent: Sendable>(
        _ destination: WritableKeyPath<State, Destination?> & Sendable,
        case childCase: Case<Destination, ChildState>,
        event: Case<Event, ChildEvent>,
        child reducer: Reducer<ChildState, ChildEvent, Never>
    ) -> Reducer {
        ifLet(destination, case: childCase, event: event, output: { never -> Event in }, child: reducer)
    }

    /// This reducer with one case of an optional destination that has no
    /// reducer of its own, such as an alert or a confirmation dialog: after
    /// this reducer has reduced any of its events (a button's), the
    /// destination is dismissed.
    ///
    /// ```swift
    /// .ifLet(\.destination, case: Destination.alertCase, event: DetailEvent.alertCase)
    /// ```
    ///
    /// - Parameters:
    ///   - destination: The destination in this state; `nil` when none.
    ///   - childCase: The destination's case that is presented.
    ///   - event: The case of this reducer's events that the presented
    ///     value sends.
    /// - Returns: The composed reducer.
    @inlinable
    public func ifLet<Destination: Sendable, ChildState: Sendable, ChildEvent: Sendable>(
        _ destination: WritableKeyPath<State, Destination?> & Sendable,
        case childCase: Case<Destination, ChildState>,
        event: Case<Event, ChildEvent>
    ) -> Reducer {
        ifLet(
            destination, case: childCase, event: event, output: { never -> Event in },
            child: Reducer<ChildState, ChildEvent, Never> { _, _ in .dismiss })
    }
}

extension Reducer {
    /// The id of the optional child `access` reaches, when the child's state is `Identifiable`.
    @inlinable
    func identity<ChildState: Sendable>(
        of access: ChildAccess<State, ChildState?>
    ) -> (@Sendable (inout State) -> AnyHashable?)? {
        guard let read = identityReader(of: ChildState.self) else { return nil }
        return { state in
            access.read(&state) { child -> AnyHashable? in
                guard let child = copy child else { return nil }
                return read(child)
            }
        }
    }

    /// The id of the child in `childCase` of the destination `access` reaches,
    /// when the child's state is `Identifiable`.
    @inlinable
    func identity<Destination: Sendable, ChildState: Sendable>(
        of access: ChildAccess<State, Destination?>,
        case childCase: Case<Destination, ChildState>
    ) -> (@Sendable (inout State) -> AnyHashable?)? {
        guard let read = identityReader(of: ChildState.self) else { return nil }
        return { state in
            access.read(&state) { current -> AnyHashable? in
                guard let current = copy current, let child = childCase.extract(current) else { return nil }
                return read(child)
            }
        }
    }
}
