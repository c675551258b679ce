/// An alert or a confirmation dialog as a value: a title, an optional
/// message, and buttons that send events of type `Event`.
///
/// A feature keeps it in its state (`var alert: AlertState<Alert>?`, `nil`
/// while nothing is shown), its reducer or view model sets it, and its view
/// shows it from the state and reports the event of the button tapped.
/// Tests compare it like any other state, and tap its buttons by title.
///
/// ```swift
/// let alert = AlertState<ReviewAlertEvent>(
///     title: "Delete this meeting?",
///     message: "This cannot be undone.",
///     buttons: [
///         AlertButton("Delete", role: .destructive, event: .confirmDeletion),
///         AlertButton("Cancel", role: .cancel),
///     ]
/// )
/// ```
///
/// ## No buttons
/// Given no buttons, it has one cancel button that sends nothing, as
/// SwiftUI's alerts and dialogs do: "OK" for an ``AlertStyle/alert``,
/// "Cancel" for an ``AlertStyle/confirmationDialog``. So ``buttons`` is
/// never empty, and a view always has a way out to show.
///
/// `AlertState` is `Equatable` and `Hashable` when `Event` is.
public struct AlertState<Event: Sendable>: Sendable {
    /// Whether it is shown as an alert or as a confirmation dialog.
    public let style: AlertStyle
    /// The title, shown in bold at the top.
    public let title: String
    /// The text under the title, or `nil` for none.
    public let message: String?
    /// The buttons, in the order given; never empty (see ``AlertState``).
    public let buttons: [AlertButton<Event>]

    /// Creates an alert or a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title; `nil` (the default) for none.
    ///   - buttons: The buttons, in order. Empty (the default) means one
    ///     cancel button that sends nothing: "OK" for an alert, "Cancel" for
    ///     a confirmation dialog.
    ///   - style: ``AlertStyle/alert`` (the default) or
    ///     ``AlertStyle/confirmationDialog``.
    public init(
        title: String,
        message: String? = nil,
        buttons: [AlertButton<Event>] = [],
        style: AlertStyle = .alert
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [Self.dismissButton(for: style)] : buttons
    }

    /// The button an alert of `style` gets when it is given none.
    static func dismissButton(for style: AlertStyle) -> AlertButton<Event> {
        switch style {
        case .alert: AlertButton("OK", role: .cancel)
        case .confirmationDialog: AlertButton("Cancel", role: .cancel)
        }
    }
}

extension AlertState: Equatable where Event: Equatable {}

extension AlertState: Hashable where Event: Hashable {}
