/// Where one presentation made through a recording presenter stands.
///
/// Without a scheduler a presentation is bound at once, so it is only ever
/// ``bound`` then ``disposed``. With one (a ``TestScheduler``), presenting
/// schedules the bind, as a UI presenter does:
///
/// ```text
/// present ─▶ scheduled ──(scheduler runs the bind)──▶ bound ──(dispose)──▶ disposed
///                │
///                └──(dispose before the bind runs)──▶ cancelled   (never bound)
/// ```
public enum PresentationState: Sendable, Hashable, CustomStringConvertible {
    /// Presented; its bind waits for the scheduler. Nothing is shown yet.
    case scheduled
    /// Bound and not disposed: the value is shown.
    case bound
    /// Disposed before its bind ran, so the value was never shown; a serial
    /// presenter replacing a value before the UI caught up leaves these.
    case cancelled
    /// Bound, then disposed: the value was shown and taken back.
    case disposed

    /// Whether the value was bound (shown) at some point: ``bound`` or ``disposed``.
    public var wasBound: Bool { self == .bound || self == .disposed }

    /// The state's name: `scheduled`, `bound`, `cancelled` or `disposed`.
    public var description: String {
        switch self {
        case .scheduled: "scheduled"
        case .bound: "bound"
        case .cancelled: "cancelled"
        case .disposed: "disposed"
        }
    }
}
