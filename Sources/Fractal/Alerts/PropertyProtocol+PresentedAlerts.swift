extension PropertyProtocol {
    /// The alerts of a property of an optional ``AlertState``, ready to
    /// present: each alert set becomes a ``PresentedAlert`` answered through
    /// `send` and `dismiss`, and `nil` stays `nil`.
    ///
    /// Present it with the view's presenter made serial and optional, as
    /// any optional value: the alert is shown while the state holds it, and
    /// taken back (hidden) when the state clears it or holds another.
    ///
    /// ```swift
    /// presenters.alertPresenter.serial().optional()
    ///     <~ store.states.map(\.alert).presentedAlerts(
    ///         send: { store.send(.alert($0)) },
    ///         dismiss: { store.send(.alertDismissed) }
    ///     )
    /// ```
    ///
    /// An alert equal to the previous one is not delivered again: a store
    /// delivers its state after every event, and the alert must not flash
    /// or be answered twice because an unrelated event was reduced.
    ///
    /// - Parameters:
    ///   - send: Where a tapped button's event goes.
    ///   - dismiss: Called when the alert goes away without an event (a
    ///     button with none, or a system dismissal); it must clear the alert
    ///     from the state, or the same alert set again would not be shown.
    /// - Returns: The property of alerts to present.
    /// - Complexity: Each delivery compares the alert with the previous one,
    ///   O(*b*) for *b* buttons.
    public func presentedAlerts<Event: Equatable & Sendable>(
        send: @escaping @Sendable (Event) -> Void,
        dismiss: @escaping @Sendable () -> Void
    ) -> Property<PresentedAlert<Event>?> where Value == AlertState<Event>? {
        skipRepeats().map { alert in alert.map { PresentedAlert($0, send: send, dismiss: dismiss) } }
    }
}
