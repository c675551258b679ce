extension ViewModel where States == MutableProperty<State> {
    /// Starts `work` as a task the view model owns, named `id`: it ends when
    /// its work returns, when it is cancelled, when the view model stops
    /// being presented, or when the view model is released.
    ///
    /// ```swift
    /// func logInTapped() {
    ///     modify { $0.isLoggingIn = true }
    ///     startTask(id: "logIn") { model in
    ///         let user = await model.auth.logIn()
    ///         model.modify {
    ///             $0.isLoggingIn = false; $0.user = user
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `work` is given the view model, held strongly while `work` runs (no
    /// `[weak self]`); until the task starts, the view model is held weakly,
    /// and a task whose view model is gone by then does not run `work`.
    ///
    /// - **By id.** Starting a task of an id whose task is running cancels
    ///   that one first, and runs `work` once it has ended, so the latest
    ///   wins (a search as the user types, a refresh) and never overlaps the
    ///   one it replaced. ``cancelTask(id:)`` cancels it by the same id.
    /// - **Dismissal.** When the view model's last presentation is disposed
    ///   (its view went away, as SwiftUI's `.task` ends), every task it has
    ///   is cancelled, whether it was started while presented (from
    ///   ``whilePresented()``, a method the view called) or before. A task
    ///   started while the view model is not presented runs until it ends or
    ///   is cancelled: dismissal cancels what is running when it happens.
    /// - **Release.** When the view model is released, the tasks that have
    ///   not started their work yet are cancelled. A task whose work is
    ///   running holds the view model until it returns: dismissal is what
    ///   cancels running work.
    ///
    /// Cancelling is cooperative: `work` sees it as `Task.isCancelled`, and
    /// as the `CancellationError` of the calls it awaits. A task that ended
    /// leaves nothing behind in the view model.
    ///
    /// In a `ViewModelTester`, a task is held, not run, until
    /// `await tester.receive { … }` runs it: a test checks the state while
    /// the work is in flight, then receives its result.
    ///
    /// Starting and cancelling are safe from any thread, and from inside
    /// ``modify(_:)``'s body.
    ///
    /// - Parameters:
    ///   - id: Names the task: a later task of an equal id replaces it,
    ///     ``cancelTask(id:)`` cancels it, and a tester's reports show it
    ///     as `"\(id)"`.
    ///   - work: The task's work, given the view model.
    /// - Complexity: O(1) amortised, plus making a task.
    public func startTask(id: some Hashable & Sendable, _ work: @escaping @Sendable (Self) async -> Void) {
        states.startTask(TaskKey(id: id), name: "\(id)", of: self, work)
    }

    /// Cancels the task started with `id`, if it is running (or a tester
    /// holds it).
    ///
    /// ```swift
    /// func cancelTapped() {
    ///     cancelTask(id: "logIn")
    ///     modify { $0.isLoggingIn = false }
    /// }
    /// ```
    ///
    /// The task's work sees the cancellation when it next checks for it;
    /// a task not started yet never runs its work.
    ///
    /// - Parameter id: The id the task was started with.
    /// - Complexity: O(1) amortised.
    public func cancelTask(id: some Hashable & Sendable) {
        states.cancelTask(TaskKey(id: id))
    }
}

extension ViewModel {
    /// Holds the tasks this view model starts from now on in `hold`, until
    /// the hold starts them: how a tester sees a view model's work. A view
    /// model whose state is not a ``MutableProperty`` has no such tasks.
    ///
    /// - Parameter hold: The tester's hold.
    package func holdTasks(in hold: TaskHold) {
        (states as? MutableProperty<State>)?.holdTasks(in: hold)
    }
}
