extension TimedRelay {
    /// Schedules on `scheduler`: after the delay, or as soon as possible for `nil`.
    @inlinable
    static func schedule(on scheduler: some TimedScheduler) -> Schedule {
        { delay, work in
            if let delay { scheduler.schedule(after: delay, work) } else { scheduler.schedule(work) }
        }
    }

    /// Schedules on `scheduler`, as soon as possible (for ``Timing/immediately``, which has no delay).
    @inlinable
    static func scheduleImmediately(on scheduler: some Scheduler) -> Schedule {
        { _, work in scheduler.schedule(work) }
    }
}

extension DerivedStorage {
    /// A derived storage that starts with `source`'s current value and then
    /// takes its changes through a ``TimedRelay``: the timed property of
    /// `debounce`, `throttle`, `delay` and `observe(on:)`.
    ///
    /// The relay is the storage's upstream: once the derived property is
    /// released and its observations disposed (see ``timedProperty``), it
    /// stops observing `source` and cancels the scheduled work.
    @inlinable
    static func timed(
        _ source: Property<Value>, _ timing: Timing, schedule: @escaping TimedRelay<Value>.Schedule
    ) -> DerivedStorage<Value> {
        let relay = TimedRelay<Value>(timing: timing, schedule: schedule)
        // The current value and the registration are taken atomically, so no
        // change falls between them; changes wait in the relay until it is attached.
        let (initialValue, observation) = source.subscribeReturningCurrent { relay.receive($0) }
        relay.own(observation)
        let derived = DerivedStorage(initialValue: initialValue, sources: [source])
        // The relay holds the storage, not its owner: scheduled work never
        // keeps the derived property alive.
        let storage = derived.storage
        relay.attach { storage.send($0, replacingCurrent: true) }
        derived.upstream += relay
        return derived
    }

    /// The read-only view of a timed storage.
    ///
    /// Unlike ``property``, whose `Observation` objects retain the owner, an
    /// observation of this view retains the owner through its observer
    /// closure, which the storage releases when the observation is disposed.
    /// So disposing the last observation of a timed property nobody else
    /// references releases the owner at once, and with it the scheduled
    /// work, even while the disposed observation object is still around. An
    /// observation never disposed keeps the owner alive, as with ``property``.
    @inlinable
    var timedProperty: Property<Value> {
        Property(
            read: { self.storage.current },
            subscribe: { sendingCurrent, observer in
                self.storage.observe(sendingCurrent: sendingCurrent) { value in
                    withExtendedLifetime(self) { observer(value) }
                }
            },
            subscribeReturningCurrent: { observer in
                self.storage.observeChangesReturningCurrent { value in
                    withExtendedLifetime(self) { observer(value) }
                }
            }
        )
    }
}

extension Signal {
    /// A signal whose every observation takes this signal's events through
    /// its own ``TimedRelay``; disposing the observation disposes the relay.
    @inlinable
    func timed(_ timing: Timing, schedule: @escaping TimedRelay<Value>.Schedule) -> Signal<Value> {
        let source = self
        return Signal { observer in
            let relay = TimedRelay(timing: timing, schedule: schedule, sink: observer)
            relay.own(source.observe { relay.receive($0) })
            return relay
        }
    }
}
