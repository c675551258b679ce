extension Action {
    /// A command that runs this action with `input`.
    ///
    /// ```swift
    /// let presentation = presenters.deletePresenter <~ delete.command(with: item.id)
    /// ```
    ///
    /// - Parameter input: The input of every run.
    /// - Returns: The command; it does not keep this action alive.
    public func command(with input: Input) -> Command {
        command { input }
    }

    /// A command that runs this action with the value `property` holds when
    /// the command runs.
    ///
    /// ```swift
    /// let presentation = presenters.logInPresenter <~ logIn.command(reading: credentials)
    /// ```
    ///
    /// - Parameter property: Where each run's input is read.
    /// - Returns: The command; it does not keep this action alive.
    public func command<Source: PropertyProtocol<Input>>(reading property: Source) -> Command {
        command { property.value }
    }

    /// A command that runs this action with the input `input` returns.
    private func command(_ input: @escaping @Sendable () -> Input) -> Command {
        Command(
            isEnabled: isEnabled,
            isExecuting: isExecuting,
            start: { [weak self] in
                guard let self else { return .disabled }
                do throws(ActionError<Failure>) {
                    try apply(input())
                    return .started
                } catch {
                    return Self.outcome(of: error)
                }
            },
            startAndWait: { [weak self] in
                guard let self else { return .disabled }
                do throws(ActionError<Failure>) {
                    _ = try await execute(input())
                    return .succeeded
                } catch {
                    switch error {
                    case .disabled: return .disabled
                    case .busy: return .busy
                    case .failed(let failure): return .failed(failure)
                    case .cancelled: return .cancelled
                    }
                }
            }
        )
    }

    /// What a failure to apply this action means to a command.
    private static func outcome(of error: ActionError<Failure>) -> Command.Outcome {
        switch error {
        case .busy: .busy
        // `apply` throws only `disabled` and `busy`.
        case .disabled, .failed, .cancelled: .disabled
        }
    }
}

extension Action where Input == Void {
    /// A command that runs this action, for a button.
    ///
    /// ```swift
    /// let presentation = presenters.logOutPresenter <~ logOut.command
    /// ```
    ///
    /// The command does not keep this action alive.
    public var command: Command {
        command(with: ())
    }
}

extension Command {
    /// Creates a command that runs `action`, for a button.
    ///
    /// The same as `action.command` (see ``Action/command``); the command
    /// does not keep `action` alive.
    ///
    /// - Parameter action: An action without input.
    public init<Output: Sendable, Failure: Error>(_ action: Action<Void, Output, Failure>) {
        self = action.command
    }
}
