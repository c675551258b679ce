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
