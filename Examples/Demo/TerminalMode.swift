#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The settings of the terminal on standard input as the demo found them,
/// restored at exit. Written once, before the demo reads a key; read by
/// the exit handler.
nonisolated(unsafe) private var settingsAsFound: termios?

/// The terminal on standard input, switched to reading key by key.
enum TerminalMode {
    /// Switches the terminal on standard input to non-canonical mode: every
    /// key is read as it is pressed, nothing is echoed, and Ctrl-C, Ctrl-D
    /// and Ctrl-Z are bytes the demo reads (not signals or end of file).
    /// The settings as found are put back at exit, whichever way the demo
    /// exits through `exit(3)`.
    ///
    /// - Returns: Whether the terminal was switched (false when standard
    ///   input is not a terminal, or its settings cannot be read or set).
    static func readKeyByKey() -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        if settingsAsFound == nil {
            settingsAsFound = settings
            atexit { restoreSettingsAsFound() }
        }
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0
    }
}

/// Puts the settings as found back (nothing if they were never changed).
private func restoreSettingsAsFound() {
    guard var settings = settingsAsFound else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
}
