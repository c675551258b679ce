extension ViewModel where States == MutableProperty<State> {
    /// Asks the view model that shows this one to stop showing it: a sheet
    /// closes, a pushed screen comes off the stack with every screen above it.
    ///
    /// ```swift
    /// func closeTapped() { dismiss() }
    /// ```
    ///
    /// The parent says once, in its `init`, which part of its state shows
    /// children that dismiss themselves, with `handleDismissals(in:)`; a
    /// view model tested alone is dismissed into its tester, whose
    /// `isDismissed` the test checks. A view model that nothing shows (its
    /// parent let it go, or never handles dismissals) is not dismissed; in
    /// a tester's tree, a child whose parent handles no dismissals where it
    /// is shown fails the test.
    ///
    /// - Returns: Whether something handled the dismissal.
    /// - Complexity: A lock and a dictionary lookup, then the parent's
    ///   ``modify(_:)``.
    @discardableResult
    public func dismiss() -> Bool {
        Dismissals.dismiss(self)
    }

    /// Lets the view model shown at `slot` dismiss itself: its
    /// ``dismiss()`` sets the slot to `nil`, if the slot still shows it.
    ///
    /// ```swift
    /// init() { handleDismissals(in: \.destination) }
    /// ```
    ///
    /// Call it once, from `init`. The slot may hold a view model, or an enum
    /// whose cases hold them (`case edit(EditModel)`); every view model it
    /// comes to show can dismiss itself, however it got there (a method, a
    /// deep link, a restored state). The parent is held weakly: a child
    /// dismissed after its parent is gone changes nothing.
    ///
    /// - Parameter slot: The part of the state that shows children.
    /// - Complexity: Each change of the state compares the slot with its
    ///   value at the last change; when it differs, the view models it shows
    ///   are found by reflection, one level into enum cases.
    public func handleDismissals<Shown: Equatable & Sendable>(in slot: WritableKeyPath<State, Shown?> & Sendable) {
        let dismiss: @Sendable (any ViewModel) -> Void = { [weak self] child in
            self?.modify { state in
                guard let shown = state[keyPath: slot], Dismissals.viewModels(in: shown).contains(where: { $0 === child }) else { return }
                state[keyPath: slot] = nil
            }
        }
        handleDismissals(of: slot, dismiss, shown: { $0.map(Dismissals.viewModels(in:)) ?? [] })
    }

    /// Lets each screen of the stack at `path` dismiss itself: its
    /// ``dismiss()`` takes it off the stack, with every screen above it.
    ///
    /// ```swift
    /// init() { handleDismissals(in: \.path) }
    /// ```
    ///
    /// Call it once, from `init`. A stack of screens of different kinds is
    /// an array of an enum with a case per kind (`case detail(DetailModel)`),
    /// or of view models of one kind; every screen it comes to hold can
    /// dismiss itself, however it was pushed. The parent is held weakly.
    ///
    /// - Parameter path: The part of the state that holds the stack.
    /// - Complexity: Each change of the state compares the stack with its
    ///   value at the last change; when it differs, the view models it holds
    ///   are found by reflection, O(*n*) in its screens.
    public func handleDismissals<Screen: Equatable & Sendable>(in path: WritableKeyPath<State, [Screen]> & Sendable) {
        let dismiss: @Sendable (any ViewModel) -> Void = { [weak self] child in
            self?.modify { state in
                guard let index = state[keyPath: path].firstIndex(where: { Dismissals.viewModels(in: $0).contains { $0 === child } }) else { return }
                state[keyPath: path].removeSubrange(index...)
            }
        }
        handleDismissals(of: path, dismiss, shown: { $0.flatMap(Dismissals.viewModels(in:)) })
    }

    /// Registers `dismiss` for every view model `shown` finds in the part
    /// at `part`, each time the part changes.
    private func handleDismissals<Part: Equatable & Sendable>(
        of part: KeyPath<State, Part> & Sendable,
        _ dismiss: @escaping @Sendable (_ child: any ViewModel) -> Void,
        shown: @escaping @Sendable (Part) -> [any ViewModel]
    ) {
        let last = Locked<Part?>.make(nil)
        _ = states.observe { state in
            let value = state[keyPath: part]
            // The value replaced is released after the lock, since a child's
            // deinit may change the parent, whose change comes back here.
            var replaced: Part? = value
            let changed = last.withLock { last in
                swap(&last, &replaced)
                return last != replaced
            }
            guard changed else { return }
            for child in shown(value) {
                Dismissals.setHandler(for: child) { [weak child] in
                    if let child { dismiss(child) }
                }
            }
        }
    }
}
