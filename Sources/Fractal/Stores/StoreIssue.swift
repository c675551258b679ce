/// Something a store's reducer did that is a bug in the app, reported on
/// ``Store/issues`` instead of stopping the program: an event for a child
/// feature that is not there (it is dropped), or ``Effect/dismiss`` from a
/// reducer that no composition presents.
///
/// A `StoreTester` fails the test on any issue. In an app, log them:
///
/// ```swift
/// let logging = store.issues.observe { issue in log.append(issue.message) }
/// ```
public struct StoreIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake it was.
    public enum Kind: Sendable, Hashable {
        /// An event arrived for a child whose state is not there (a dismissed
        /// sheet, another destination, a removed row or a popped screen); it
        /// was dropped.
        case eventForAbsentChild
        /// A reducer returned ``Effect/dismiss`` but is not the child of an
        /// `ifLet`, `forEach` or stack: nothing could dismiss it.
        case dismissWithoutPresenter
    }

    /// What kind of mistake it was.
    public let kind: Kind
    /// A readable explanation naming the event and the child. It contains
    /// the event's description, so it may carry text from outside the app:
    /// escape it before writing it to a terminal.
    public let message: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - kind: What kind of mistake it was.
    ///   - message: The explanation.
    @inlinable
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
