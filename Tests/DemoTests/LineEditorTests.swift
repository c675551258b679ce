import Testing

@testable import FractalDemo

@Suite("The line editor edits its text at the cursor, recalls lines, and never types an escape sequence")
struct LineEditorTests {
    private func edited(_ typed: String) -> LineEditor {
        var editor = LineEditor()
        _ = editor.feed(Array(typed.utf8))
        return editor
    }

    @Test(arguments: [
        ("abc", "abc", 3), ("ac\u{1B}[Db", "abc", 2), ("bc\u{1B}[Ha", "abc", 1), ("abx\u{7F}c", "abc", 3), ("axbc\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[3~", "abc", 1),
        ("ab\u{1B}[A\u{1B}[Bc", "abc", 3), ("a\u{1B}OP\u{1B}[1;5Cb\u{1B}[200~c", "abc", 3), ("abc\u{01}\u{05}", "abc", 3), ("abc\u{02}\u{02}\u{0B}", "a", 1),
        ("xyabc\u{1B}[D\u{1B}[D\u{1B}[D\u{15}", "abc", 0), ("one two\u{17}", "one ", 4), ("one two\u{1B}[1;5D\u{1B}[1;5D\u{1B}[1;5C", "one two", 3),
        ("\u{1B}[D\u{7F}\u{1B}[3~a", "a", 1), ("ab\u{04}", "ab", 2), ("ab\u{1B}[D\u{04}", "a", 1), ("a\u{09}b", "ab", 2),
        ("e\u{301}", "e\u{301}", 1), ("ab\u{1B}[D\u{301}", "a\u{301}b", 1),
    ])
    func keysEditAtTheCursor(typed: String, text: String, cursor: Int) {
        let editor = edited(typed)
        #expect(editor.text == text)
        #expect(editor.cursor == cursor)
    }

    @Test func enterSubmitsTheLineAndEmptiesIt() {
        var editor = LineEditor()
        #expect(editor.feed(Array("open 1\r\nback\n\n".utf8)) == [.submit("open 1"), .submit("back"), .submit("")])
        #expect(editor.text.isEmpty)
        #expect(editor.cursor == 0)
    }

    @Test func ctrlDEndsInputOnlyOnAnEmptyLineAndCtrlCAlways() {
        var editor = LineEditor()
        #expect(editor.feed([0x04]) == [.endOfInput])
        #expect(editor.feed(Array("ab".utf8) + [0x04]).isEmpty)
        #expect(editor.feed([0x03]) == [.interrupt])
    }

    @Test func upAndDownRecallTheLinesEnteredAndKeepTheDraft() {
        var editor = LineEditor()
        _ = editor.feed(Array("first\nsecond\nsecond\ndraft".utf8))
        _ = editor.feed(Array("\u{1B}[A".utf8))
        #expect(editor.text == "second")
        #expect(editor.cursor == 6)
        _ = editor.feed(Array("\u{1B}[A\u{1B}[A".utf8))
        #expect(editor.text == "first")  // a line entered twice in a row is kept once
        _ = editor.feed(Array("\u{1B}[B\u{1B}[B".utf8))
        #expect(editor.text == "draft")
        #expect(editor.feed(Array("\u{1B}[A\n".utf8)) == [.submit("second")])
    }

    @Test func theRevisionChangesExactlyWhenTheLineOrTheCursorDoes() {
        var editor = edited("ab")
        var revision = editor.revision
        for (keys, changes) in [
            ("\u{1B}[D", true), ("\u{1B}[C", true), ("\u{1B}[C", false), ("\u{01}", true), ("\u{01}", false), ("\u{7F}", false),
            ("\u{15}", false), ("\u{1B}[3~", true), ("\u{0B}", true), ("\u{0B}", false), ("c", true), ("\u{1B}[A", false),
        ] {
            _ = editor.feed(Array(keys.utf8))
            #expect((editor.revision != revision) == changes, "\(keys.debugDescription) in \(editor.text.debugDescription)")
            revision = editor.revision
        }
        #expect(editor.text == "c")
    }

    @Test func theLineHasALimit() {
        let editor = edited(String(repeating: "a", count: LineEditor.lengthLimit + 10))
        #expect(editor.text.count == LineEditor.lengthLimit)
    }

    @Test func theDisplayShowsInvisibleCharactersEscapedAndTheCursorsColumn() {
        let editor = edited("a\u{202E}b\u{1B}[D")
        let display = editor.display(width: 80)
        #expect(display.text == "a\\u{202E}b")
        #expect(display.cursorColumn == 9)
        #expect(edited("日本").display(width: 80) == ("日本", 4))
    }

    @Test func aLineWiderThanTheTerminalShowsThePartAroundTheCursor() {
        let editor = edited(String(repeating: "a", count: 50) + String(repeating: "b", count: 50))
        let end = editor.display(width: 21)
        #expect(end.text == String(repeating: "b", count: 20))
        #expect(end.cursorColumn == 20)
        let home = edited(String(repeating: "a", count: 50) + "\u{01}").display(width: 21)
        #expect(home.text == String(repeating: "a", count: 20))
        #expect(home.cursorColumn == 0)
    }
}
