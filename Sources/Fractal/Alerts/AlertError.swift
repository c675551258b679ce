/// Why a button could not be found in an alert: the title asked for is not
/// one of its buttons'.
///
/// Titles asked for may come from outside (a test, a script, a user typing
/// in a terminal), so a missing one is this error, never a crash. The
/// description shows every title with control and bidirectional formatting
/// characters escaped, and at most 80 characters of each, so it can be
/// printed safely.
public enum AlertError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No button of the alert titled `alert` has the title asked for;
    /// `available` lists its buttons' titles, in order.
    case noButtonTitled(String, alert: String, available: [String])

    /// What went wrong, with the titles escaped.
    public var description: String {
        switch self {
        case .noButtonTitled(let title, let alert, let available):
            let choices = available.map { "'\($0.escaped)'" }.joined(separator: " or ")
            return "no button titled '\(title.escaped)' in alert '\(alert.escaped)'; its buttons are " + choices
        }
    }
}
