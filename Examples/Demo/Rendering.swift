/// Draws the app's current screen as text: with ANSI styling on a terminal,
/// plain when the output is a file or a pipe.
@MainActor
struct Renderer {
    let usesANSI: Bool

    func screen(of app: AppView, message: String?) -> String {
        var lines = [style("FractalMVVM demo", bold: true), ""]
        switch app.showing {
        case .login: lines += login(app.login)
        case .main: lines += main(app.main)
        case nil: lines += ["(nothing presented)"]
        }
        if let message { lines += ["", style("» \(message)", bold: false, color: 33)] }
        return lines.joined(separator: "\n")
    }

    private func login(_ screen: LoginScreen) -> [String] {
        let enabled = screen.logIn?.isEnabled.value ?? false
        var lines = [
            style(screen.title, bold: true),
            screen.hint,
            "",
            "  Username: \(screen.username)",
            "  Password: \(String(repeating: "*", count: screen.password.count))",
            "  [ Log in ]" + (enabled ? "" : " (fill in both fields)"),
        ]
        if let error = screen.error { lines.append(style("  ! \(error)", bold: false, color: 31)) }
        lines += ["", "Commands: username NAME · password TEXT · login · help · quit"]
        return lines
    }

    private func main(_ screen: MainScreen) -> [String] {
        var lines = [style(screen.title, bold: true), ""]
        for (index, row) in screen.rows.enumerated() { lines.append("  \(index + 1). \(row.title)") }
        if let detail = screen.detail {
            lines += ["", style("  \(detail.title)", bold: true), "  \(detail.text)"]
        }
        lines += ["", "Commands: open N · close · logout · help · quit"]
        return lines
    }

    private func style(_ text: String, bold: Bool, color: Int? = nil) -> String {
        guard usesANSI else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if let color { codes.append(String(color)) }
        return codes.isEmpty ? text : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    /// Clears the terminal before a screen (ANSI only).
    var clear: String { usesANSI ? "\u{1B}[2J\u{1B}[H" : "" }

    /// Puts the terminal back as it was (ANSI only).
    var restore: String { usesANSI ? "\u{1B}[0m\u{1B}[?25h" : "" }
}
