/// A key a user pressed at the terminal, as ``KeyDecoder`` reads it from
/// the bytes the terminal sends.
enum Key: Equatable {
    /// A character to type: a Unicode scalar that is not a control (U+FFFD
    /// for bytes that are not UTF-8).
    case text(Unicode.Scalar)
    /// Enter (CR, LF, or CR LF as one).
    case enter
    /// Backspace (DEL or Ctrl-H): delete before the cursor.
    case backspace
    /// Delete (`ESC [ 3 ~`): delete at the cursor.
    case delete
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Ctrl-left or Alt-left: back a word.
    case wordLeft
    /// Ctrl-right or Alt-right: on a word.
    case wordRight
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Up arrow or Ctrl-P.
    case up
    /// Down arrow or Ctrl-N.
    case down
    /// Ctrl-U: delete everything before the cursor.
    case deleteToStart
    /// Ctrl-K: delete everything from the cursor on.
    case deleteToEnd
    /// Ctrl-W: delete the word before the cursor.
    case deleteWordBefore
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-Z: suspend the demo, as the terminal's own Ctrl-Z would.
    case suspend
    /// Ctrl-backslash: quit at once, as the terminal's own would (SIGQUIT).
    case quit
    /// A key that does nothing here: another control character, a function
    /// key, an Alt combination, a mouse report, any other escape sequence.
    case unbound
}
