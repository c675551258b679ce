// A second spelling of a button: the seed's button is the Action itself
// (`Presenter<Action<Void, Void, NoError>>`), or a plain closure. Compiles,
// with a warning naming its replacement, for one release; CHANGELOG lists it.

/// What a button needs from an ``Action``, without its generic types: whether
/// it is enabled, whether it is running, and a way to run it that reports
/// why it did not start instead of throwing.
///
/// Every action converted to a command: ``Action/command`` and ``init(_:)``
/// for actions without input, ``Action/command(with:)`` for a fixed input,
/// ``Action/command(reading:)`` for the current value of a property. A
/// command keeps its action alive.
///
/// Deprecated: a button is presented as the ``Action`` itself, whose
/// ``Action/isEnabled``, ``Action/isExecuting``, ``Action/apply()`` and
/// ``Action/execute()`` are what a command forwarded (as Fractal MVVM's
/// `Presenter<Action<Void, Void, NoError>>`); an input the view model
/// supplies is read by the action's work. A button with no state of its own
/// is a `Presenter<() -> Void>`.
@available(
    *, deprecated,
    message:
        "present the Action itself, a Presenter<Action<Void, Output, Failure>> (its isEnabled, isExecuting, apply() and execute()), as Fractal MVVM does; a button with no state of its own is a Presenter<() -> Void>"
)
public struct Command: Sendable {
    /// Whether ``run()`` started the action, or why not.
    @available(*, deprecated)
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The action started; its results go to the action's `outputs` and `errors`.
        @available(*, deprecated)
        case started
        /// The action is disabled: its condition is false, or it was disposed.
        @available(*, deprecated)
        case disabled
        /// The action is already running; it runs one execution at a time.
        @available(*, deprecated)
        case busy

        /// A short description, for logs and test failures.
        @available(*, deprecated)
        public var description: String {
            switch self {
            case .started: "started"
            case .disabled: "disabled"
            case .busy: "busy"
            }
        }
    }

    /// How a run awaited with ``execute()`` ended.
    ///
    /// Completions are `Equatable` (see ``==(_:_:)``), and the action's
    /// typed failure comes back with ``failure(as:)``, or thrown as it was
    /// by ``get()``.
    @available(*, deprecated)
    public enum Completion: Sendable, CustomStringConvertible {
        /// The action ran and succeeded.
        @available(*, deprecated)
        case succeeded
        /// The action ran and failed with this error (its `Failure`).
        @available(*, deprecated)
        case failed(any Error)
        /// The run was cancelled: the action was disposed, or the awaiting task cancelled.
        @available(*, deprecated)
        case cancelled
        /// The action did not start: it is disabled (or disposed).
        @available(*, deprecated)
        case disabled
        /// The action did not start: it is already running.
        @available(*, deprecated)
        case busy

        /// A short description, for logs and test failures.
        @available(*, deprecated)
        public var description: String {
            switch self {
            case .succeeded: "succeeded"
            case .failed(let error): "failed: \(error)"
            case .cancelled: "cancelled"
            case .disabled: "disabled"
            case .busy: "busy"
            }
        }
    }

    /// Whether running the command would start its action now.
    @available(*, deprecated)
    public let isEnabled: Property<Bool>
    /// Whether the command's action is running.
    @available(*, deprecated)
    public let isExecuting: Property<Bool>

    /// The action the command runs, kept alive by the command (and found by
    /// a recording session's leak check in a presented command).
    let action: any Disposable
    @usableFromInline let start: @Sendable () -> Outcome
    @usableFromInline let startAndWait: @Sendable () async -> Completion

    init(
        action: any Disposable,
        isEnabled: Property<Bool>, isExecuting: Property<Bool>,
        start: @escaping @Sendable () -> Outcome,
        startAndWait: @escaping @Sendable () async -> Completion
    ) {
        self.action = action
        self.isEnabled = isEnabled
        self.isExecuting = isExecuting
        self.start = start
        self.startAndWait = startAndWait
    }

    /// Starts the command's action and returns at once.
    ///
    /// Tapping a disabled or busy button is a state the UI may race into,
    /// not an error: it is reported, and nothing happens.
    ///
    /// - Returns: ``Outcome/started``, or why the action did not start.
    @available(*, deprecated)
    @discardableResult
    @inlinable
    public func run() -> Outcome {
        start()
    }

    /// Runs the command's action and waits until it ends.
    ///
    /// Cancelling the awaiting task cancels the run; so does disposing the
    /// action.
    ///
    /// - Returns: How the run ended, or why the action did not start.
    @available(*, deprecated)
    @inlinable
    public func execute() async -> Completion {
        await startAndWait()
    }
}
