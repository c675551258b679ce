/// One button of an ``AlertState``: its title, its role, and the event it
/// sends when tapped.
///
/// A button with no event only dismisses the alert: tapping it sends
/// nothing but the dismissal.
///
/// ```swift
/// let delete = AlertButton<ReviewAlertEvent>("Delete", role: .destructive, event: .confirmDeletion)
/// let cancel = AlertButton<ReviewAlertEvent>("Cancel", role: .cancel)
/// ```
///
/// `AlertButton` is `Equatable` and `Hashable` when `Event` is.
public struct AlertButton<Event: Sendable>: Sendable {
    /// The text on the button.
    public let title: String
    /// What the button means (cancel, destructive), or `nil` for a default button.
    public let role: AlertButtonRole?
    /// The event the button sends when tapped, or `nil` for a button that
    /// only dismisses the alert.
    public let event: Event?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - role: What the button means; `nil` (the default) for a default button.
    ///   - event: The event it sends when tapped; `nil` (the default) for a
    ///     button that only dismisses the alert.
    public init(_ title: String, role: AlertButtonRole? = nil, event: Event? = nil) {
        self.title = title
        self.role = role
        self.event = event
    }

    /// The same button sending `transform(event)` instead of `event`: to
    /// embed a child's alert events in its parent's events.
    ///
    /// A button with no event stays a button with no event.
    ///
    /// - Parameter transform: Turns the button's event into the new type's
    ///   (often a case of the parent's event enum, such as `Parent.alert`).
    /// - Returns: The mapped button.
    public func map<Mapped: Sendable>(_ transform: (Event) -> Mapped) -> AlertButton<Mapped> {
        AlertButton<Mapped>(title, role: role, event: event.map(transform))
    }
}

extension AlertButton: Equatable where Event: Equatable {}

extension AlertButton: Hashable where Event: Hashable {}
