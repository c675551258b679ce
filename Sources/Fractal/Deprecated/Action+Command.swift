// Converting an action to a `Command`, a second spelling of a button.
// Compiles, with a warning naming its replacement, for one release;
// CHANGELOG lists it.

extension Action {
    /// A command that runs this action with `input`.
    ///
    /// - Parameter input: The input of every run.
    /// - Returns: The command; it keeps this action alive.
    @available(*, deprecated, message: "present an Action<Void, Output, Failure> whose work runs with the input")
    public func command(with input: Input) -> Command {
        command { input }
    }

    /// A command that runs this action with the value `property` holds when
    /// the command runs.
    ///
    /// - Parameter property: Where each run's input is read.
    /// - Returns: The command; it keeps this action alive.
    @available(*, deprecated, message: "present an Action<Void, Output, Failure> whose work reads the property")
    public func command<Source: PropertyProtocol<Input>>(reading property: Source) -> Command {
        command { property.value }
    }

    /// A command that runs this action with the input `input` returns.
    @available(*, deprecated)
    private func command(_ input: @escaping @Sendable () -> Input) -> Command {
        // The closures hold the action: a command presented from an action
        // nothing else holds still runs it (issue 23: no silently dead button).
        Command(
            action: self,
            isEnabled: isEnabled,
            isExecuting: isExecuting,
            start: {
                do throws(ActionError<Failure>) {
                    try self.apply(input())
                    return .started
                } catch {
                    return Self.outcome(of: error)
                }
            },
            startAndWait: {
                do throws(ActionError<Failure>) {
                    _ = try await self.execute(input())
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
    @available(*, deprecated)
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
    /// The command keeps this action alive, so an action made on the spot
    /// still runs when the button is tapped.
    @available(*, deprecated, message: "present the action itself: Presenter<Action<Void, Output, Failure>>")
    public var command: Command {
        command(with: ())
    }
}

@available(*, deprecated)
extension Command {
    /// Creates a command that runs `action`, for a button.
    ///
    /// The same as `action.command` (see ``Action/command``); the command
    /// keeps `action` alive.
    ///
    /// - Parameter action: An action without input.
    @available(*, deprecated, message: "present the action itself: Presenter<Action<Void, Output, Failure>>")
    public init<Output: Sendable, Failure: Error>(_ action: Action<Void, Output, Failure>) {
        self = action.command
    }
}
