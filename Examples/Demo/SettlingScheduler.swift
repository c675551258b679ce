import Fractal

/// The demo's UI scheduler: the main queue, plus a count of scheduled work
/// that has not run yet, so the command loop can wait until every bind and
/// teardown a command caused has happened before it draws the screen.
///
/// It is timed, so the view models' timed work (the main screen's debounced
/// filter) waits on it as in an app, and a command that started a wait is
/// drawn once the wait is over.
final class SettlingScheduler: TimedScheduler {
    private let ui = UIScheduler()
    /// Scheduled work not yet run or cancelled.
    let pending = MutableProperty(0)

    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        counting(action) { ui.schedule($0) }
    }

    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        counting(action) { ui.schedule(after: delay, $0) }
    }

    /// Schedules `action` with `schedule`, counting it in ``pending`` until
    /// it has run or is cancelled.
    private func counting(
        _ action: @escaping @Sendable () -> Void,
        scheduledBy schedule: (@escaping @Sendable () -> Void) -> any Disposable
    ) -> any Disposable {
        pending.modify { $0 += 1 }
        let pending = pending
        let finished = AnyDisposable { pending.modify { $0 -= 1 } }
        let work = schedule {
            action()
            finished.dispose()
        }
        return AnyDisposable {
            work.dispose()
            finished.dispose()
        }
    }

    /// Waits until nothing scheduled is left to run.
    func settled() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = AnyDisposable { continuation.resume() }
            let observation = SerialDisposable()
            observation.inner = pending.observe { count in
                if count == 0 {
                    resumed.dispose()
                    observation.dispose()
                }
            }
        }
    }
}

extension SettlingScheduler {
    /// A presenter that shows each value with `show` and, when the value's
    /// presentation is disposed, calls `show(nil)` to take it back. Both run on
    /// the main actor: `Presenter.UI` binds and tears down on this scheduler.
    nonisolated func presenter<Value: Sendable>(
        _ show: @escaping @MainActor @Sendable (Value?) -> Void
    ) -> Presenter<Value> {
        Presenter.UI(on: self) { value in
            show(value)
            return AnyDisposable { MainActor.assumeIsolated { show(nil) } }
        }
    }
}
