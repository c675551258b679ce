// The alerts the Alerts tests share: a deletion alert of a child feature,
// and the parent events it is embedded in.

import Fractal

enum ChildAlert: Hashable, Sendable {
    case confirm
    case later(minutes: Int)
}

enum ParentEvent: Hashable, Sendable {
    case child(ChildAlert)
    case other
}

/// "Delete?", a destructive button, a default one and a cancel one that sends nothing.
func deletionAlert(style: AlertStyle = .alert) -> AlertState<ChildAlert> {
    AlertState(
        title: "Delete?",
        message: "This cannot be undone.",
        buttons: [
            AlertButton("Delete", role: .destructive, event: .confirm),
            AlertButton("Remind me", event: .later(minutes: 10)),
            AlertButton("Cancel", role: .cancel),
        ],
        style: style
    )
}
