/// What a button needs from an ``Action``, without its generic types: whether
/// it is enabled, whether it is running, and a way to run it that reports
/// why it did not start instead of throwing.
///
/// A view model presents commands; a view binds a button to one without
/// naming `Action<Input, Output, Failure>`:
///
/// ```swift
/// protocol LoginPresenters: Sendable {
///     var logInPresenter: Presenter<Command> { get }
/// }
///
/// extension LoginViewModel: Presentable {
///     var present: (any LoginPresenters) -> (any Disposable)? {
///         { presenters in presenters.logInPresenter <~ self.logIn.command(reading: self.credentials) }
///     }
/// }
///
/// struct LoginView: LoginPresenters {
///     let button: Button
///
///     // The action's state changes on its task's thread: hop to the UI.
///     var logInPresenter: Presenter<Command> {
///         Presenter.UI { command in
///             button.onTap = { command.run() }
///             return command.isEnabled.observe(on: UIScheduler()).observe { isEnabled in
///                 MainActor.assumeIsolated { button.isEnabled = isEnabled }
///             }
///         }
///     }
/// }
/// ```
///
/// Every action converts to a command: ``Action/command`` and ``init(_:)``
/// for actions without input, ``Action/command(with:)`` for a fixed input,
/// ``Action/command(reading:)`` for the current value of a property.
///
/// A command does not keep its action alive: once the action is released
/// (or disposed), the command is disabled, and running it reports
/// ``Outcome/disabled``.
public struct Command: Sendable {
    /// Whether ``run()`` started the action, or why not.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The action started; its results go to the action's `outputs` and `errors`.
        case started
        /// The action is disabled: its condition is false, or it was disposed or released.
        case disabled
        /// The action is already running; it runs one execution at a time.
        case busy

        /// A short description, for logs and test failures.
        public var description: String {
            switch self {
            case .started: "started"
            case .disabled: "disabled"
            case .busy: "busy"
            }
        }
    }

    /// How a run awaited with ``execute()`` ended.
    public enum Completion: Sendable, CustomStringConvertible {
        /// The action ran and succeeded.
        case succeeded
        /// The action ran and failed with this error (its `Failure`).
        case failed(any Error)
        /// The run was cancelled: the action was disposed, or the awaiting task cancelled.
        case cancelled
        /// The action did not start: it is disabled.
        case disabled
        /// The action did not start: it is already running.
        case busy

        /// A short description, for logs and test failures.
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
    public let isEnabled: Property<Bool>
    /// Whether the command's action is running.
    public let isExecuting: Property<Bool>

    @usableFromInline let start: @Sendable () -> Outcome
    @usableFromInline let startAndWait: @Sendable () async -> Completion

    @inlinable
    init(
        isEnabled: Property<Bool>, isExecuting: Property<Bool>,
        start: @escaping @Sendable () -> Outcome,
        startAndWait: @escaping @Sendable () async -> Completion
    ) {
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
    @discardableResult
    @inlinable
    public func run() -> Outcome {
        start()
    }

    /// Runs the command's action and waits until it ends.
    ///
    /// While it waits, the command keeps its action alive. Cancelling the
    /// awaiting task cancels the run.
    ///
    /// - Returns: How the run ended, or why the action did not start.
    @inlinable
    public func execute() async -> Completion {
        await startAndWait()
    }
}
