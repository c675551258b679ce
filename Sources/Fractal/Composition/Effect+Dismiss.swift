extension Effect {
    /// Dismisses the child feature whose reducer returns it: the nearest
    /// composition that presents it (``Reducer/ifLet(_:event:output:child:)``,
    /// a `forEach` over a list or a ``Stack``) removes its state after the
    /// parent has reduced the same event, and cancels its effects (events
    /// the child sends itself in the same effect, with ``send(_:)``, are
    /// not delivered: it is gone; its outputs are).
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
    /// This effect without its ``dismiss`` and the events it sends itself,
    /// and with all of the store's running work cancelled after the rest of
    /// it, and whether it held a dismissal: what a root feature under
    /// `StoreTester` does when it dismisses itself, as the composition
    /// presenting it would (which also cancels after the rest of the child's
    /// effect has started).
    package func replacingDismissal() -> (effect: Effect, dismisses: Bool) {
        guard work.contains(where: { if case .dismiss = $0 { true } else { false } }) else { return (self, false) }
        let kept = work.filter {
            switch $0 {
            case .dismiss, .send: false
            default: true
            }
        }
        return (Effect(work: kept + [.cancelScope([])]), true)
    }
}
