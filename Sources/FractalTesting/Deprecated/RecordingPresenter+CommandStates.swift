import Fractal

// The recorded states of a presented `Command`, deprecated with it: a button
// is presented as the `Action` itself. Each compiles, with a warning naming
// its replacement, for one release; CHANGELOG lists them.

@available(*, deprecated)
extension RecordingPresenter where Value == Command {
    /// Whether the commands presented here are enabled, as a button showing
    /// them would: the state when a command is presented, then each change.
    ///
    /// The recording belongs to this presenter's session, named after it
    /// (`login.logIn.isEnabled`); exhaustivity checks ask a consuming read
    /// of each change (the first state is read from the command itself):
    ///
    /// ```swift
    /// let logIn = try #require(form.$logInPresenter.next())
    /// #expect(logIn.isEnabled.value == false)
    /// #expect(form.$logInPresenter.isEnabled.next() == nil)  // the first state is read from the command
    /// viewModel.name.set("Ada")  // a name enables the command
    /// #expect(form.$logInPresenter.isEnabled.next() == true)
    /// ```
    @available(*, deprecated, message: "present the Action itself, and read its isEnabled")
    public var isEnabled: RecordingPresenter<Bool> {
        state("isEnabled", of: Bool.self)
    }

    /// Whether the actions of the commands presented here are running (the
    /// busy state of a button): the state when a command is presented, then
    /// each change, recorded as ``isEnabled`` is.
    @available(*, deprecated, message: "present the Action itself, and read its isExecuting")
    public var isExecuting: RecordingPresenter<Bool> {
        state("isExecuting", of: Bool.self)
    }
}
