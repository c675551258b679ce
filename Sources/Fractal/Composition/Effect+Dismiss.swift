extension Effect {
    /// Dismisses the child feature whose reducer returns it: the nearest
    /// composition that presents it (``Reducer/ifLet(_:event:output:child:)``,
    /// a `forEach` over a list or a ``Stack``) removes its state after the
    /// parent has reduced the same event, and cancels its effects.
    ///
    /// A sheet's "Cancel" needs no event in the parent:
    ///
    /// ```swift
    /// case .cancelTapped:
    ///     return .dismiss
    /// ```
    ///
    /// A stack element that dismisses itself is popped with every element
    /// above it. A reducer that no composition presents (a root store's)
    /// cannot be dismissed: the store reports a
    /// ``StoreIssue/Kind-swift.enum/dismissWithoutPresenter`` issue.
    @inlinable
    public static var dismiss: Effect { Effect(work: [.dismiss]) }
}

extension Effect {
    /// This effect with ``dismiss`` replaced by cancelling all of the
    /// store's running work, and whether it held one: what a root feature
    /// under `StoreTester` does when it dismisses itself, as the
    /// composition presenting it would.
    package func replacingDismissal() -> (effect: Effect, dismisses: Bool) {
        guard work.contains(where: { if case .dismiss = $0 { true } else { false } }) else { return (self, false) }
        let replaced = work.map { piece -> EffectWork<Event, Output> in
            if case .dismiss = piece { .cancelScope([]) } else { piece }
        }
        return (Effect(work: replaced), true)
    }
}
