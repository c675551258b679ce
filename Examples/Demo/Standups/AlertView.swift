import Fractal

/// An alert, drawn below the screen it is over: its title, its message and
/// its buttons, numbered as `tap N` counts them, with their roles.
enum AlertView {
    static func lines<Event>(_ alert: AlertState<Event>) -> [ScreenLine] {
        var lines = [ScreenLine(text: "Alert: \(alert.title)", isBold: true, color: 33)]
        if let message = alert.message {
            lines += StandupsText.wrap(message, width: 72).map { ScreenLine(text: "  \($0)") }
        }
        for (index, button) in alert.buttons.enumerated() {
            let role = button.role.map { " (\($0))" } ?? ""
            lines.append(ScreenLine(text: "  \(index + 1). \(button.title)\(role)"))
        }
        return lines
    }
}
