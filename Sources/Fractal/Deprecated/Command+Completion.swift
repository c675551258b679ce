// `Command`'s completions, deprecated with it. Compiles for one release;
// CHANGELOG lists it.

@available(*, deprecated)
extension Command.Completion: Equatable {
    /// Whether two runs ended the same way.
    ///
    /// `#expect(await command.execute() == .succeeded)` compiles and says
    /// what it means.
    ///
    /// Two ``failed(_:)`` completions are equal when their errors are of the
    /// same type, that type is `Equatable`, and the errors are `==`. An error
    /// of a type that is not `Equatable` cannot be compared, so a completion
    /// that failed with one equals no completion, not even itself (as
    /// `Double.nan` equals no number): ask for it with ``failure(as:)``
    /// instead, and compare what you can of it.
    ///
    /// - Parameters:
    ///   - lhs: A completion.
    ///   - rhs: Another completion.
    /// - Returns: Whether both ended the same way (with equal errors, if they failed).
    @available(*, deprecated)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.succeeded, .succeeded), (.cancelled, .cancelled), (.disabled, .disabled), (.busy, .busy):
            true
        case (.failed(let lhs), .failed(let rhs)):
            errorsAreEqual(lhs, rhs)
        case (.succeeded, _), (.failed, _), (.cancelled, _), (.disabled, _), (.busy, _):
            false
        }
    }
}

@available(*, deprecated)
extension Command.Completion {
    /// The error the action's work failed with, or `nil` when the run did
    /// not fail.
    ///
    /// Only ``failed(_:)`` has a failure: a disabled, busy or cancelled run
    /// did not fail, it did not run to its end.
    @available(*, deprecated)
    public var failure: (any Error)? {
        guard case .failed(let failure) = self else { return nil }
        return failure
    }

    /// The error the action's work failed with, as the action's typed
    /// `Failure`.
    ///
    /// A ``Command`` does not name its action's generic types, so a test (or
    /// a view showing the error) names the failure type it expects.
    ///
    /// - Parameter type: The action's `Failure` type.
    /// - Returns: The failure, or `nil` when the run did not fail or failed
    ///   with an error of another type.
    @available(*, deprecated)
    public func failure<Failure: Error>(as type: Failure.Type) -> Failure? {
        failure as? Failure
    }

    /// Returns if the run succeeded, and throws otherwise: the action's
    /// failure exactly as the work threw it, so a test of a failure is one
    /// line: `await #expect(throws: AuthError.wrongPassword) { try await logIn.execute().get() }`.
    ///
    /// A run that did not run to its end has no failure of the action's own,
    /// so it throws an `ActionError<Never>` of the same case.
    ///
    /// - Throws: The action's failure for ``failed(_:)``;
    ///   ``ActionError/disabled``, ``ActionError/busy`` or
    ///   ``ActionError/cancelled`` (as `ActionError<Never>`) for
    ///   ``disabled``, ``busy`` and ``cancelled``.
    @available(*, deprecated)
    public func get() throws {
        switch self {
        case .succeeded: return
        case .failed(let failure): throw failure
        case .cancelled: throw ActionError<Never>.cancelled
        case .disabled: throw ActionError<Never>.disabled
        case .busy: throw ActionError<Never>.busy
        }
    }
}
