import Fractal

/// Records a step once the store has performed its effect.
///
/// The recording reducer appends to every effect a `.cancel(id:)` of this
/// object, which no running work has as its id, so it cancels nothing. The
/// store holds the effect until it has performed all of it, in order, and
/// this cancel comes last: so when the effect is released, and this object
/// with it, the step's outputs were emitted, its follow-up events queued and
/// its tasks and timers registered. Only then does the test see the step
/// (a receive that returned as soon as the event was reduced could miss the
/// event's outputs).
final class StoreTesterStepRecording: Hashable, Sendable {
    let record: @Sendable () -> Void

    init(_ record: @escaping @Sendable () -> Void) {
        self.record = record
    }

    deinit {
        record()
    }

    static func == (lhs: StoreTesterStepRecording, rhs: StoreTesterStepRecording) -> Bool {
        lhs === rhs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Counts an effect's tasks as live until they have all ended.
///
/// The recording reducer maps every effect's events through a closure that
/// holds this object. `Effect.map` embeds the events of `.send` work at once,
/// but must keep the closure inside each `.run` operation, to embed what the
/// task sends later; the store's task holds that operation until its body
/// returns, and the body's last step is the store's bookkeeping that stops
/// counting the work as running. So this object is released once every task
/// of the effect has ended and `Store.runningEffectCount` has stopped
/// counting it; an effect without tasks releases it at once. `finish()` waits for
/// that, so it never mistakes a task that just sent its last event for one
/// still running.
final class StoreTesterTaskTracking: Sendable {
    let ended: @Sendable () -> Void

    init(_ ended: @escaping @Sendable () -> Void) {
        self.ended = ended
    }

    deinit {
        ended()
    }
}

extension Effect {
    /// This effect with its events tagged as received, plus the two trackers
    /// of ``StoreTesterStepRecording`` and ``StoreTesterTaskTracking``.
    func recorded(
        recording: StoreTesterStepRecording,
        tracking: StoreTesterTaskTracking
    ) -> Effect<StoreTesterEvent<Event>, Output> {
        map { event in
            withExtendedLifetime(tracking) { StoreTesterEvent.received(event) }
        }
        .merge(with: .cancel(id: recording))
    }
}
