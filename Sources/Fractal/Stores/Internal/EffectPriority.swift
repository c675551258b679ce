/// The priority a store's `Effect.run` tasks start at.
///
/// `nil` in an app: a task takes its caller's priority, as `Task { … }`
/// does. A tester sets it to `.high` once, so that the work a test waits for
/// runs ahead of every other test's work queued at the tests' own priority,
/// as the tasks a tester holds do once it starts them.
package enum EffectPriority {
    package static let tasks = Locked<TaskPriority?>.make(nil)
}
