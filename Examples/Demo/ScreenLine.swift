/// One line of a screen and how it is styled, for ``Renderer`` and
/// ``MediaRenderer``.
///
/// Its text may have come from input (a typed name, a route, a command
/// quoted in a message), so ``drawn(usesANSI:)`` makes all of it visible
/// (``Swift/String/visible``) before it adds escapes of its own.
struct ScreenLine {
    var text: String
    var isBold = false
    /// The ANSI foreground color (31 red, 33 yellow), if any.
    var color: Int?

    /// The line as the terminal shows it: made visible, trailing spaces
    /// dropped (an empty field leaves none), styled on a terminal.
    func drawn(usesANSI: Bool) -> String {
        var text = Substring(text.visible)
        while text.last == " " { text.removeLast() }
        guard usesANSI else { return String(text) }
        var codes: [String] = []
        if isBold { codes.append("1") }
        if let color { codes.append(String(color)) }
        return codes.isEmpty ? String(text) : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    /// Clears the terminal before a screen (ANSI only).
    static func clear(usesANSI: Bool) -> String { usesANSI ? "\u{1B}[2J\u{1B}[H" : "" }

    /// Puts the terminal back as it was (ANSI only).
    static func restore(usesANSI: Bool) -> String { usesANSI ? "\u{1B}[0m\u{1B}[?25h" : "" }
}
