/// Why an ``Action`` did not produce an output.
///
/// Applying an action that cannot start is not a programming error, it is a
/// state the UI may race into (a double tap, a tap as the form turns invalid),
/// so it is reported as a value, never a crash.
public enum ActionError<Failure: Error>: Error {
    /// The action is not enabled: its `enabledIf` condition is false, or it
    /// has been disposed.
    case disabled
    /// The action is already executing; it runs one execution at a time.
    case busy
    /// The work ran and failed.
    case failed(Failure)
    /// The work was cancelled (the action or the execution was disposed, or
    /// the awaiting task was cancelled) before it produced a result.
    case cancelled
}

extension ActionError: Equatable where Failure: Equatable {}

extension ActionError: CustomStringConvertible {
    /// A short description of the error, for logs and test failures.
    public var description: String {
        switch self {
        case .disabled: "the action is disabled"
        case .busy: "the action is already executing"
        case .failed(let failure): "the action failed: \(failure)"
        case .cancelled: "the action was cancelled"
        }
    }
}

/// The failure type of an action that cannot fail, as fractal MVVM spells it
/// (`Action<(), (), NoError>`); it is Swift's `Never`.
public typealias NoError = Never
