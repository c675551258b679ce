extension LineEditor {
    /// The line as the prompt shows it in `width` columns: its characters
    /// made visible (``Swift/String/visible``), only the part around the
    /// cursor when the line is wider than that, and the cursor's column in
    /// what is shown (counted from 0).
    ///
    /// Characters East Asian wide or shown as emoji take two columns, the
    /// rest one; the last column is kept for the cursor at the end.
    func display(width: Int) -> (text: String, cursorColumn: Int) {
        let shown = text.map { String($0).visible }
        var offsets = [0]  // offsets[i]: the columns of the first i characters
        offsets.reserveCapacity(shown.count + 1)
        for piece in shown { offsets.append(offsets[offsets.count - 1] + piece.reduce(0) { $0 + Self.columns($1) }) }
        let room = max(width, 2) - 1
        var start = 0
        while offsets[cursor] - offsets[start] > room { start += 1 }
        var end = cursor
        while end < shown.count, offsets[end + 1] - offsets[start] <= room { end += 1 }
        return (shown[start..<end].joined(), offsets[cursor] - offsets[start])
    }

    /// How many columns a terminal gives `character`.
    static func columns(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return first.properties.isEmojiPresentation || isWide(first.value) ? 2 : 1
    }

    /// Whether `value` is in the main East Asian wide and fullwidth blocks.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
