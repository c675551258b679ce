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
/// A command keeps its action alive, so a button is never silently dead:
/// `presenter <~ Action { … }.command` runs the action even though nothing
/// else holds it. To end an action with its screen, dispose it (an action is
/// a ``Disposable``): the command is then disabled, and running it reports
/// ``Outcome/disabled``.
///
/// A test awaits ``execute()`` and compares its ``Completion``; the action's
/// typed failure comes back through ``Completion/failure(as:)`` or
/// ``Completion/get()`` (see ``Completion``).
public struct Command: Sendable {
    /// Whether ``run()`` started the action, or why not.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// The action started; its results go to the action's `outputs` and `errors`.
        case started
        /// The action is disabled: its condition is false, or it was disposed.
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
    ///
    /// Completions are `Equatable` (see ``==(_:_:)``), and the action's
    /// typed failure comes back with ``failure(as:)``, or thrown as it was
    /// by ``get()``:
    ///
    /// ```swift
    /// #expect(await logOut.execute() == .succeeded)
    /// #expect(await logIn.execute().failure(as: AuthError.self) == .wrongPassword)
    /// await #expect(throws: AuthError.wrongPassword) { try await logIn.execute().get() }
    /// ```
    public enum Completion: Sendable, CustomStringConvertible {
        /// The action ran and succeeded.
        case succeeded
        /// The action ran and failed with this error (its `Failure`).
        case failed(any Error)
        /// The run was cancelled: the action was disposed, or the awaiting task cancelled.
        case cancelled
        /// The action did not start: it is disabled (or disposed).
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
    @inlinable
    public func execute() async -> Completion {
        await startAndWait()
    }
}
