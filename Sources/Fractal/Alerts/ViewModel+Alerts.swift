extension ViewModel where States == MutableProperty<State> {
    /// Answers the alert the state holds at `alert`: takes it out of the
    /// state and returns whether it was there, so that a button's work runs
    /// once however often the view reports the tap.
    ///
    /// It answers the alert the state holds now: an alert that replaced the
    /// one the user saw (set from another thread between the tap and this
    /// call) is answered in its place, as a presented alert's action is in
    /// TCA. Set a new alert only from the methods the view calls, or check
    /// the event against the state's alert before doing the work.
    ///
    /// A view model keeps its alert in its state and the view reports the
    /// tapped button's event to a method; that method answers the alert
    /// first, in one atomic change, and does the button's work only if this
    /// call answered it. A double tap, or a tap racing a dismissal, finds the
    /// alert already answered and does nothing:
    ///
    /// ```swift
    /// func alertTapped(_ event: DeletionAlert) {
    ///     guard answer(\.alert) else { return }
    ///     if event == .confirmDeletion { modify { $0.isDeleted = true } }
    /// }
    /// ```
    ///
    /// - Parameter alert: Where the state holds the alert.
    /// - Returns: `true` if the alert was shown and this call took it away;
    ///   `false` if it was already answered (nothing was changed).
    /// - Complexity: What ``modify(_:)`` costs.
    @discardableResult
    public func answer<Event>(_ alert: WritableKeyPath<State, AlertState<Event>?>) -> Bool {
        modify { $0[keyPath: alert].take() != nil }
    }
}
