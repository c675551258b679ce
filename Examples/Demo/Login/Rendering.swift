/// Draws the app's current screen as text: with ANSI styling on a terminal,
/// plain when the output is a file or a pipe.
///
/// Every piece of text a screen shows may have come from input (a typed
/// username, a command quoted in a message), so every line is drawn as a
/// ``ScreenLine``, which makes it visible (``Swift/String/visible``) before
/// it adds escapes of its own.
@MainActor
struct Renderer {
    let usesANSI: Bool

    private typealias Line = ScreenLine

    func screen(of app: AppView, message: String?) -> String {
        var lines = [Line(text: "FractalMVVM demo", isBold: true), Line(text: "")]
        switch app.showing {
        case .login: lines += login(app.login)
        case .main: lines += main(app.main)
        case nil: lines += [Line(text: "(nothing presented)")]
        }
        if let message { lines += [Line(text: ""), Line(text: "» \(message)", color: 33)] }
        return lines.map(draw).joined(separator: "\n")
    }

    private func login(_ screen: LoginScreen) -> [Line] {
        let state = screen.state
        var lines = [
            Line(text: state.title, isBold: true),
            Line(text: state.hint),
            Line(text: ""),
            Line(text: "  Username: \(state.username)"),
            Line(text: "  Password: \(String(repeating: "*", count: state.password.count))"),
            Line(text: "  [ Log in ]" + (state.canLogIn ? "" : " (fill in both fields)")),
        ]
        if let error = state.error { lines.append(Line(text: "  ! \(error)", color: 31)) }
        lines += [Line(text: ""), commands(0)]
        return lines
    }

    private func main(_ screen: MainScreen) -> [Line] {
        var lines = [Line(text: screen.title, isBold: true), Line(text: "")]
        if !screen.filter.isEmpty { lines += [Line(text: "  Filter: \(screen.filter)"), Line(text: "")] }
        for (index, row) in screen.rows.enumerated() { lines.append(Line(text: "  \(index + 1). \(row.view?.title ?? "")")) }
        if screen.rows.isEmpty { lines.append(Line(text: screen.filter.isEmpty ? "  (no items)" : "  No item matches the filter.")) }
        if let detail = screen.detail?.view {
            lines += [Line(text: ""), Line(text: "  \(detail.title)", isBold: true), Line(text: "  \(detail.text)")]
        }
        lines += [Line(text: ""), commands(1)]
        return lines
    }

    /// The commands line of a screen: its own commands, then help and quit.
    private func commands(_ group: Int) -> Line {
        let names = CommandHelp.groups[group].commands.map(\.usage) + ["help", "quit"]
        return Line(text: "Commands: " + names.joined(separator: " · "))
    }

    private func draw(_ line: Line) -> String {
        line.drawn(usesANSI: usesANSI)
    }

    /// Clears the terminal before a screen (ANSI only).
    var clear: String { ScreenLine.clear(usesANSI: usesANSI) }

    /// Puts the terminal back as it was (ANSI only).
    var restore: String { ScreenLine.restore(usesANSI: usesANSI) }
}
