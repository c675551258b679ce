/// The line a user types at the prompt, edited by keys: its text, the
/// cursor in it, and the lines entered before (up and down recall them).
///
/// A value fed bytes as the terminal sends them (``feed(_:)``), or keys
/// (``apply(_:)``); what it does with them is plain data, so that it can be
/// tested without a terminal. ``TerminalPrompt`` draws it.
struct LineEditor {
    /// What a key asks of the demo, beyond editing the line.
    enum Action: Equatable {
        /// Enter: run this line (the editor is empty again).
        case submit(String)
        /// Ctrl-D on an empty line: no more input.
        case endOfInput
        /// Ctrl-C.
        case interrupt
        /// Ctrl-Z: stop the demo until the shell continues it.
        case suspend
        /// Ctrl-backslash: end the demo at once.
        case quit
    }

    /// The longest line kept, in characters; typing past it does nothing.
    static let lengthLimit = 16_384
    /// How many lines up and down recall.
    static let historyLimit = 100

    /// The line typed so far, as the characters the cursor counts: kept
    /// as an array so that a key costs what it changes, not the line's length.
    private var characters: [Character] = []
    /// Where the cursor is: how many characters of ``text`` are before it.
    private(set) var cursor = 0 {
        didSet { if cursor != oldValue { revision &+= 1 } }
    }
    /// Changes whenever the line or the cursor does, so that a caller can
    /// tell whether a key changed them without comparing the line.
    private(set) var revision = 0
    private var decoder = KeyDecoder()
    /// The lines entered, oldest first.
    private var history: [String] = []
    /// Which line of the history is shown (`history.count`: the one being typed).
    private var historyIndex = 0
    /// The line being typed, kept while up shows older ones.
    private var draft = ""

    /// The keys `bytes` complete (a partial escape sequence or UTF-8
    /// character waits for the next bytes).
    mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        decoder.keys(from: bytes)
    }

    /// Applies every key `bytes` complete; returns what they ask beyond editing, in order.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Action] {
        keys(from: bytes).compactMap { apply($0) }
    }

    /// The line typed so far.
    var text: String { String(characters) }

    /// Edits the line as `key` asks; returns what it asks beyond editing, if anything.
    mutating func apply(_ key: Key) -> Action? {
        switch key {
        case .text(let scalar):
            guard characters.count < Self.lengthLimit else { return nil }
            replace(cursor..<cursor, with: String(scalar))
        case .enter:
            let line = text
            if !line.isEmpty, history.last != line { history.append(line) }
            if history.count > Self.historyLimit { history.removeFirst() }
            if !characters.isEmpty { revision &+= 1 }
            (characters, cursor, draft, historyIndex) = ([], 0, "", history.count)
            return .submit(line)
        case .backspace:
            guard cursor > 0 else { return nil }
            replace(cursor - 1..<cursor, with: "")
        case .delete:
            guard cursor < characters.count else { return nil }
            replace(cursor..<cursor + 1, with: "")
        case .endOfInput:
            guard !characters.isEmpty else { return .endOfInput }
            return apply(.delete)
        case .interrupt:
            return .interrupt
        case .suspend:
            return .suspend
        case .quit:
            return .quit
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .wordLeft: cursor = Self.wordStart(before: cursor, in: characters)
        case .wordRight: cursor = Self.wordEnd(after: cursor, in: characters)
        case .deleteToStart: replace(0..<cursor, with: "")
        case .deleteToEnd: replace(cursor..<characters.count, with: "")
        case .deleteWordBefore: replace(Self.wordStart(before: cursor, in: characters)..<cursor, with: "")
        case .up: recall(historyIndex - 1)
        case .down: recall(historyIndex + 1)
        case .unbound: break
        }
        return nil
    }

    /// Replaces the characters in `range` with `new` and puts the cursor
    /// after it. The characters on either side are joined again with it,
    /// since that can make fewer characters (a combining mark joins the
    /// letter before it); the rest of the line is left as it is.
    private mutating func replace(_ range: Range<Int>, with new: String) {
        let start = max(range.lowerBound - 1, 0)
        let end = min(range.upperBound + 1, characters.count)
        let before = String(characters[start..<range.lowerBound]) + new
        let joined = Array(before + String(characters[range.upperBound..<end]))
        if !characters[start..<end].elementsEqual(joined) {
            characters.replaceSubrange(start..<end, with: joined)
            revision &+= 1
        }
        cursor = min(start + before.count, start + joined.count)
    }

    /// Shows line `index` of the history (the one being typed past the last).
    private mutating func recall(_ index: Int) {
        guard (0...history.count).contains(index), index != historyIndex else { return }
        if historyIndex == history.count { draft = text }
        historyIndex = index
        let recalled = Array(index == history.count ? draft : history[index])
        if recalled != characters {
            characters = recalled
            revision &+= 1
        }
        cursor = characters.count
    }

    /// Where the word before `position` starts (spaces before it skipped).
    private static func wordStart(before position: Int, in characters: [Character]) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// Where the word at or after `position` ends (spaces before it skipped).
    private static func wordEnd(after position: Int, in characters: [Character]) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }
}
