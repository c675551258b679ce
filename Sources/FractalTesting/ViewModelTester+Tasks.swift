import Fractal

extension ViewModelTester {
    /// The ids of the tasks the tester's view models started that are held
    /// (not run yet) or running, in the order they were started, each as
    /// `"\(id)"` spells it.
    ///
    /// ```swift
    /// login.viewModel.logInTapped()
    /// #expect(login.tasks == ["logIn"])
    /// ```
    ///
    /// A task a view model of the tree starts with `startTask(id:_:)` is
    /// held until ``receive(timeout:fileID:filePath:line:column:_:)`` runs
    /// it, and leaves this list when it ends or is cancelled before it ran.
    /// A task started before the tester first saw its view model (in a
    /// child's `init`, say) runs as it does in the app, and is not listed.
    public var tasks: [String] { work.hold.records.map(\.name) }
}
