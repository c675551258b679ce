extension AlertButton {
    /// A button with the ``AlertButtonRole/cancel`` role: it dismisses the
    /// alert without doing anything the user would regret ("Cancel",
    /// "Nevermind", "Resume").
    ///
    /// The roles read at the call as SwiftUI's alert buttons did
    /// (`.cancel(…)`, `.destructive(…)`), in an alert's list of buttons:
    ///
    /// ```swift
    /// let alert: AlertState<ReviewAlertEvent> = AlertState(
    ///     title: "Delete?", message: "This cannot be undone.",
    ///     buttons: [.destructive("Delete", event: .confirmDeletion), .cancel("Keep")])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - event: The event it sends when tapped; `nil` (the default) for a
    ///     button that only dismisses the alert.
    /// - Returns: `AlertButton(title, role: .cancel, event: event)`.
    public static func cancel(_ title: String, event: Event? = nil) -> AlertButton {
        AlertButton(title, role: .cancel, event: event)
    }

    /// A button with the ``AlertButtonRole/destructive`` role: it deletes or
    /// discards something ("Delete", "Discard"), and views draw it in red.
    ///
    /// ```swift
    /// let discard = AlertButton<ReviewAlertEvent>.destructive("Discard", event: .confirmDeletion)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - event: The event it sends when tapped; `nil` (the default) for a
    ///     button that only dismisses the alert.
    /// - Returns: `AlertButton(title, role: .destructive, event: event)`.
    public static func destructive(_ title: String, event: Event? = nil) -> AlertButton {
        AlertButton(title, role: .destructive, event: event)
    }
}
