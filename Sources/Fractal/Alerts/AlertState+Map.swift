extension AlertState {
    /// The same alert with each button sending `transform(event)` instead
    /// of `event`: to embed a child's alert events in its parent's events.
    ///
    /// Titles, roles, the message, the style and the order of the buttons
    /// are kept; buttons with no event stay so.
    ///
    /// ```swift
    /// let parentAlert: AlertState<ReviewEvent> = alert.map(ReviewEvent.alert)
    /// ```
    ///
    /// - Parameter transform: Turns a button's event into the new type's
    ///   (often a case of the parent's event enum).
    /// - Returns: The mapped alert.
    /// - Complexity: O(*b*) for *b* buttons, one call of `transform` per
    ///   button that sends an event.
    public func map<Mapped: Sendable>(_ transform: (Event) -> Mapped) -> AlertState<Mapped> {
        AlertState<Mapped>(title: title, message: message, buttons: buttons.map { $0.map(transform) }, style: style)
    }
}
