import Foundation

/// The prompt at a terminal: the demo's line editor.
///
/// Standard input is switched to reading key by key (``TerminalMode``);
/// every key goes to a ``LineEditor``, whose line is drawn again after the
/// prompt as it changes, and after each screen the demo draws (``drawn``).
/// Enter hands the line over (``lines()``); Ctrl-D on an empty line and
/// Ctrl-C end the input, so the demo quits. Ctrl-Z stops the demo and
/// Ctrl-\ ends it, as the terminal would (``TerminalMode``); once continued
/// (`fg`), the line is drawn again (``redrawAfterStop()``). While
/// ``pause(for:)`` runs, the next other key ends it instead.
@MainActor
final class TerminalPrompt {
    /// How a pause ended.
    enum PauseEnd: Equatable {
        /// Its time passed.
        case elapsed
        /// A key was pressed (Ctrl-C included); the key did nothing else.
        case keyPressed
    }

    private var editor = LineEditor()
    private var output = Output(descriptor: 1)
    private var lineContinuation: AsyncThrowingStream<String, any Error>.Continuation?
    private var pauseContinuation: CheckedContinuation<PauseEnd, Never>?
    private var pauseTimer: Task<Void, Never>?
    /// The prompt's line as last drawn: its width and the cursor's column,
    /// from the prompt's start, so that drawing it again clears every row it
    /// takes once a narrower terminal wraps it.
    private var drawnLine = (columns: 0, cursorColumn: 0)

    /// The prompt of a terminal on standard input and output, switched to
    /// reading key by key; `nil` when either is not a terminal (lines are
    /// read as they come then).
    static func open() -> TerminalPrompt? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, TerminalMode.readKeyByKey() else { return nil }
        return TerminalPrompt()
    }

    /// The prompt and the line typed so far, the cursor where it is in it.
    /// Drawing it keeps its width, which ``erasing(drawn:width:)`` needs.
    var drawn: String {
        let (text, column) = editor.display(width: Self.columns() - 2)
        let columns = text.reduce(0) { $0 + LineEditor.columns($1) }
        drawnLine = (columns + 2, column + 2)
        return "> " + text + (column == columns ? "" : "\u{1B}[\(column + 3)G")
    }

    /// What erases the prompt's line drawn as `drawn` (its width and the
    /// cursor's column, in columns from the prompt's start) on a terminal
    /// `width` columns wide, leaving the cursor where the line starts.
    ///
    /// A line that fits is one row: back to its start, cleared to its end.
    /// A line drawn wider than the terminal is now (it was narrowed) wraps:
    /// the cursor goes up the rows before its own, and everything from the
    /// line's start down is cleared.
    nonisolated static func erasing(drawn: (columns: Int, cursorColumn: Int), width: Int) -> String {
        let width = max(width, 1)
        guard drawn.columns >= width else { return "\r\u{1B}[K" }
        let rowsAbove = drawn.cursorColumn / width
        return (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\r\u{1B}[J"
    }

    /// Draws the prompt's line again at the terminal's new width (SIGWINCH),
    /// erasing every row the line drawn before takes now.
    func redrawAfterResize() {
        redraw()
    }

    /// Draws the prompt's line again after the demo was stopped and
    /// continued (`fg`): the shell wrote on the terminal meanwhile, so the
    /// line is drawn on the row the cursor is on now.
    func redrawAfterStop() {
        try? output.write("\r\u{1B}[K" + drawn)  // a failed write is reported by the next screen's
    }

    /// The lines entered, read from standard input as keys arrive; the
    /// stream ends at Ctrl-D on an empty line, Ctrl-C or the end of input,
    /// and with an error when standard input cannot be read.
    func lines() -> AsyncThrowingStream<String, any Error> {
        let (lines, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        lineContinuation = continuation
        let chunks = standardInputChunks()
        Task {
            for await chunk in chunks {
                switch chunk {
                case .success(let bytes): receive(bytes)
                case .failure(let error): finish(throwing: error)
                }
            }
            finish(throwing: nil)
        }
        return lines
    }

    /// Waits for `duration`, or until the next key is pressed.
    func pause(for duration: Duration) async -> PauseEnd {
        await withCheckedContinuation { continuation in
            pauseContinuation = continuation
            pauseTimer = Task { [weak self] in
                try? await Task.sleep(for: duration)
                self?.endPause(.elapsed)
            }
        }
    }

    /// Applies the keys `bytes` complete. The line is drawn again if they
    /// changed it, but not after Enter: the line entered stays until the
    /// screen is drawn again. Ctrl-Z and Ctrl-\ stop or end the demo at
    /// once, during a pause too (which they do not end).
    private func receive(_ bytes: [UInt8]) {
        var changed = false
        for key in editor.keys(from: bytes) {
            if key == .suspend || key == .quit {
                if changed { redraw() }
                changed = false
                if key == .suspend {
                    try? output.write("^Z")  // as the terminal echoes it; redrawAfterStop draws the line again
                    TerminalMode.suspend()
                } else {
                    TerminalMode.quit()
                }
                continue
            }
            if pauseContinuation != nil {
                endPause(.keyPressed)
                continue
            }
            let before = editor.revision
            switch editor.apply(key) {
            case .submit(let line):
                lineContinuation?.yield(line)
                changed = false
            case .endOfInput, .interrupt:
                return finish(throwing: nil)
            case .suspend, .quit, nil:
                changed = changed || before != editor.revision
            }
        }
        if changed { redraw() }
    }

    /// Draws the line again over the one drawn last.
    private func redraw() {
        try? output.write(Self.erasing(drawn: drawnLine, width: Self.columns()) + drawn)  // a failed write is reported by the next screen's
    }

    private func endPause(_ end: PauseEnd) {
        pauseTimer?.cancel()
        pauseTimer = nil
        pauseContinuation?.resume(returning: end)
        pauseContinuation = nil
    }

    private func finish(throwing error: (any Error)?) {
        endPause(.keyPressed)
        lineContinuation?.finish(throwing: error)
        lineContinuation = nil
    }

    /// The terminal's width in columns (80 when it does not say).
    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
