#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The settings of the terminal on standard input as the demo found them,
/// and as it reads keys.
private struct TerminalSettings {
    var found: termios
    var keyByKey: termios
}

/// The settings, once kept. Written once, on the main thread, before any
/// handler that reads them is installed; read by the signal handlers and the
/// exit handler. Behind a pointer, not in a global variable, so that reading
/// them in a handler runs no exclusivity check (not async-signal-safe).
nonisolated(unsafe) private let kept: UnsafeMutablePointer<TerminalSettings?> = {
    let pointer = UnsafeMutablePointer<TerminalSettings?>.allocate(capacity: 1)
    pointer.initialize(to: nil)
    return pointer
}()

/// The terminal on standard input, switched to reading key by key, and put
/// back as it was found whichever way the demo stops or ends.
///
/// Reading key by key turns the terminal's signal keys off (Ctrl-C, Ctrl-Z
/// and Ctrl-\ are bytes the demo reads), so the demo does what the terminal
/// would have done with them: ``suspend()`` and ``quit()``. Every signal that
/// stops or ends the demo finds the terminal as the demo found it:
///
/// - SIGTSTP (Ctrl-Z, `kill -TSTP`): its handler puts the settings as found
///   back, then stops the demo with the signal's default action.
/// - SIGCONT (`fg`, `kill -CONT`): its handler switches back to reading key
///   by key and asks the prompt to draw its line again (``signalPipe``).
/// - SIGTERM, SIGHUP, SIGQUIT: the handler puts the settings as found back,
///   then ends the demo with the signal's default action, so its parent sees
///   how it ended.
/// - SIGWINCH (the terminal resized): relayed to the main actor, so that the
///   prompt draws its line again at the new width.
/// - SIGINT: relayed to the main actor, which quits (``relaySignals(interrupted:continued:resized:)``);
///   the exit handler puts the settings back.
///
/// A signal the demo was started with ignored (`nohup`) stays ignored. The
/// handlers only call async-signal-safe functions (`tcsetattr`, `sigaction`,
/// `pthread_sigmask`, `raise`, `write`), and run on an alternate stack on the
/// main thread (``installHandler(_:for:keepingIgnored:)``).
enum TerminalMode {
    /// Switches the terminal on standard input to non-canonical mode: every
    /// key is read as it is pressed, nothing is echoed, and Ctrl-C, Ctrl-D,
    /// Ctrl-Z and Ctrl-\ are bytes the demo reads (not signals or end of
    /// file). The first call keeps the settings as found, installs the
    /// handlers above and an exit handler that puts them back.
    ///
    /// - Returns: Whether the terminal was switched (false when standard
    ///   input is not a terminal, or its settings cannot be read or set).
    static func readKeyByKey() -> Bool {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return false }
        if kept.pointee == nil {
            var keyByKey = current
            keyByKey.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            withUnsafeMutableBytes(of: &keyByKey.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            kept.pointee = TerminalSettings(found: current, keyByKey: keyByKey)
            _ = signalPipe  // made before a handler can write to it
            atexit { restoreSettingsAsFound() }
            installHandlers()
        }
        return switchToKeyByKey()
    }

    /// Ctrl-Z: stops the demo as the terminal's own Ctrl-Z would, by sending
    /// SIGTSTP to the terminal's foreground job when the demo is in it (a
    /// shell's job: the whole job stops, and the shell takes the terminal
    /// back), or to the demo alone otherwise. The signal's handler puts the
    /// terminal back first; once continued, the demo reads key by key again.
    ///
    /// Nothing stops in an orphaned process group (no shell to continue it):
    /// the demo then goes on at once.
    static func suspend() {
        sendToJob(SIGTSTP)
    }

    /// Ctrl-\: ends the demo as the terminal's own Ctrl-\ would, with
    /// SIGQUIT, the terminal put back first.
    static func quit() {
        sendToJob(SIGQUIT)
    }

    /// Sends `number` to the demo's job when it is the terminal's foreground
    /// job, else to the demo alone. Never `raise`: the main queue's thread
    /// blocks signals, so a signal sent to it would wait there; one sent to
    /// the process is handled by a thread that takes it.
    private static func sendToJob(_ number: Int32) {
        let foreground = tcgetpgrp(STDIN_FILENO)
        kill(foreground > 0 && foreground == getpgrp() ? 0 : getpid(), number)
    }

    /// Installs the handlers of SIGTSTP, SIGCONT, SIGWINCH, SIGTERM, SIGHUP
    /// and SIGQUIT, but leaves a signal that was ignored ignored.
    private static func installHandlers() {
        installHandler(stopWithTerminalRestored, for: SIGTSTP)
        installHandler(continueReadingKeyByKey, for: SIGCONT)
        installHandler(relayResize, for: SIGWINCH)
        for number in [SIGTERM, SIGHUP, SIGQUIT] { installHandler(endWithTerminalRestored, for: number) }
    }
}

/// Puts the settings as found back (nothing if they were never changed).
/// Async-signal-safe.
private func restoreSettingsAsFound() {
    guard var found = kept.pointee?.found else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &found)
}

/// Switches to the key-by-key settings; whether the terminal took them.
/// Async-signal-safe.
private func switchToKeyByKey() -> Bool {
    guard var keyByKey = kept.pointee?.keyByKey else { return false }
    return tcsetattr(STDIN_FILENO, TCSANOW, &keyByKey) == 0
}

/// Lets `number` through to this thread (a handler runs with its own signal blocked).
private func unblock(_ number: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}

/// SIGTSTP's handler: puts the terminal back, stops with the signal's
/// default action, and once continued handles the next SIGTSTP again.
private func stopWithTerminalRestored(_ number: Int32) {
    let savedError = errno
    restoreSettingsAsFound()
    setHandler(nil, for: SIGTSTP)
    unblock(SIGTSTP)
    raise(SIGTSTP)
    // Continued (or never stopped: an orphaned process group).
    setHandler(stopWithTerminalRestored, for: SIGTSTP)
    errno = savedError
}

/// SIGCONT's handler: reads key by key again and asks for the prompt's
/// line to be drawn again.
private func continueReadingKeyByKey(_ number: Int32) {
    let savedError = errno
    _ = switchToKeyByKey()
    relayFromHandler(SIGCONT)
    errno = savedError
}

/// SIGWINCH's handler: asks for the prompt's line to be drawn again.
private func relayResize(_ number: Int32) {
    relayFromHandler(SIGWINCH)
}

/// The handler of SIGTERM, SIGHUP and SIGQUIT: puts the terminal back,
/// then ends the process with the signal's default action.
private func endWithTerminalRestored(_ number: Int32) {
    restoreSettingsAsFound()
    setHandler(nil, for: number)
    unblock(number)
    raise(number)
}
