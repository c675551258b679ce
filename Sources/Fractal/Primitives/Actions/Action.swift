/// A unit of user-triggered work, such as "log in" or "log out", with the
/// state a view needs to present it: whether it can run now, whether it is
/// running, and its results.
///
/// ```swift
/// let logIn = Action(enabledIf: formIsValid) { (credentials: Credentials) async throws(AuthError) -> User in
///     try await auth.logIn(credentials)
/// }
/// let errors = logIn.errors.observe { showError($0) }
/// let user = try await logIn.execute(credentials)  // runs the work, awaits its output
/// try logIn.apply(credentials)  // or starts it and returns at once
/// ```
///
/// - An action runs one execution at a time. Applying it while it is
///   disabled throws ``ActionError/disabled``; while it is executing,
///   ``ActionError/busy``. Neither ever crashes.
/// - The work runs in a task. Its output is sent on ``outputs``, its failure on
///   ``errors``, and then ``isExecuting`` turns false.
/// - Disposing the action (or releasing it) cancels the work in flight,
///   disables it for good, and sends nothing for the cancelled execution.
///
/// An action is how a view model presents a button whose view shows
/// whether it can run and whether it is running: the view model presents
/// the action itself, through a `Presenter<Action<Void, Output, Failure>>`,
/// and the view binds the button to ``isEnabled`` and ``isExecuting`` and
/// calls ``apply()`` on a tap. A button with no state of its own (it can
/// always be tapped, and nothing runs for long) is a `Presenter<() -> Void>`.
public final class Action<Input: Sendable, Output: Sendable, Failure: Error>: Disposable {
    /// Whether applying the action would start it now: its condition holds,
    /// it is not executing, and it is not disposed.
    public let isEnabled: Property<Bool>
    /// Whether an execution is in progress.
    public let isExecuting: Property<Bool>
    /// The output of each successful execution.
    public let outputs: Signal<Output>
    /// The failure of each failed execution.
    public let errors: Signal<Failure>

    private let condition: Property<Bool>
    private let core: ActionCore<Output, Failure>
    private let work: @Sendable (Input) async throws(Failure) -> Output

    /// Creates an action that is enabled while `condition` is true.
    ///
    /// - Parameters:
    ///   - condition: When the action may start.
    ///   - work: The work of one execution. It should honour task cancellation.
    public init<Condition: PropertyProtocol<Bool>>(
        enabledIf condition: Condition,
        execute work: @escaping @Sendable (Input) async throws(Failure) -> Output
    ) {
        let core = ActionCore<Output, Failure>()
        let condition = Property(condition)
        self.core = core
        self.condition = condition
        self.work = work
        outputs = core.outputs.signal
        errors = core.failures.signal
        isExecuting = core.status.map(\.isExecuting).skipRepeats()
        isEnabled = condition.combineLatest(with: core.status)
            .map { isAllowed, status in isAllowed && !status.isExecuting && !status.isDisposed }
            .skipRepeats()
    }

    /// Creates an action that is always enabled (until disposed or executing).
    ///
    /// - Parameter work: The work of one execution. It should honour task cancellation.
    public convenience init(execute work: @escaping @Sendable (Input) async throws(Failure) -> Output) {
        self.init(enabledIf: Property(value: true), execute: work)
    }

    deinit {
        core.dispose()
    }

    /// Starts an execution with `input` and returns at once.
    ///
    /// - Parameter input: The input of this execution.
    /// - Returns: A disposable that cancels this execution.
    /// - Throws: ``ActionError/disabled`` or ``ActionError/busy`` when
    ///   the action cannot start now; failures of the work go to ``errors``.
    @discardableResult
    public func apply(_ input: Input) throws(ActionError<Failure>) -> any Disposable {
        let task = try start(input)
        return AnyDisposable { task.cancel() }
    }

    /// Runs an execution with `input` and waits for its output.
    ///
    /// The output and failure are also sent on ``outputs`` and ``errors``.
    /// Cancelling the awaiting task cancels the execution.
    ///
    /// - Parameter input: The input of this execution.
    /// - Returns: The output of the work.
    /// - Throws: ``ActionError/disabled`` or ``ActionError/busy`` when the
    ///   action cannot start now, ``ActionError/failed(_:)`` when the work
    ///   fails, ``ActionError/cancelled`` when it is cancelled.
    public func execute(_ input: Input) async throws(ActionError<Failure>) -> Output {
        let task = try start(input)
        let outcome = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        switch outcome {
        case .success(let output)?: return output
        case .failure(let failure)?: throw .failed(failure)
        case nil: throw .cancelled
        }
    }

    /// Whether the action has been disposed.
    public var isDisposed: Bool { core.status.value.isDisposed }

    /// Cancels the execution in flight (sending nothing for it) and disables
    /// the action for good.
    public func dispose() {
        core.dispose()
    }

    private func start(_ input: Input) throws(ActionError<Failure>) -> Task<Result<Output, Failure>?, Never> {
        guard condition.value else { throw .disabled }
        let run = try core.begin()
        let work = work
        let core = core
        let task = Task { () async -> Result<Output, Failure>? in
            let result: Result<Output, Failure>
            do throws(Failure) {
                result = .success(try await work(input))
            } catch {
                result = .failure(error)
            }
            let outcome = Task.isCancelled ? nil : result
            core.finish(run, with: outcome)
            return outcome
        }
        core.track(run, cancel: { task.cancel() })
        return task
    }
}

extension Action where Input == Void {
    /// Starts an execution and returns at once (see ``apply(_:)``).
    ///
    /// - Returns: A disposable that cancels this execution.
    /// - Throws: ``ActionError/disabled`` or ``ActionError/busy``.
    @discardableResult
    public func apply() throws(ActionError<Failure>) -> any Disposable {
        try apply(())
    }

    /// Runs an execution and waits for its output (see ``execute(_:)``).
    ///
    /// - Returns: The output of the work.
    /// - Throws: An ``ActionError``.
    public func execute() async throws(ActionError<Failure>) -> Output {
        try await execute(())
    }
}
