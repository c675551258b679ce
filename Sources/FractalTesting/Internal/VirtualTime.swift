/// A point on a ``TestScheduler``'s virtual clock, as whole seconds and the
/// attoseconds past them (always `0 ..< 10^18`).
///
/// `Duration` holds a 128-bit count of attoseconds, and its comparison,
/// addition and `components` are calls into the standard library's software
/// 128-bit arithmetic (a division, for `components`). The scheduler converts a
/// `Duration` once when it comes in (a delay, an instant) and once when it
/// goes out (``TestScheduler/now``), and in between compares and adds two
/// plain integers, inlined.
struct VirtualTime: Comparable {
    /// Attoseconds in a second.
    private static let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000

    /// Whole seconds, rounded down.
    let seconds: Int64
    /// Attoseconds past ``seconds``, in `0 ..< 10^18`.
    let attoseconds: Int64

    /// Time zero.
    static let zero = VirtualTime(seconds: 0, attoseconds: 0)

    private init(seconds: Int64, attoseconds: Int64) {
        self.seconds = seconds
        self.attoseconds = attoseconds
    }

    /// The time `duration` after zero.
    init(_ duration: Duration) {
        // The common case (`schedule(_:)`, `advance()`) skips the division.
        guard duration != .zero else {
            self = .zero
            return
        }
        let (seconds, attoseconds) = duration.components
        // A negative duration's components are both negative: borrow a second.
        if attoseconds < 0 {
            self.init(seconds: seconds - 1, attoseconds: attoseconds + Self.attosecondsPerSecond)
        } else {
            self.init(seconds: seconds, attoseconds: attoseconds)
        }
    }

    /// The time as a duration since zero.
    var duration: Duration {
        Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
    }

    @inline(__always)
    static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
        (lhs.seconds, lhs.attoseconds) < (rhs.seconds, rhs.attoseconds)
    }

    @inline(__always)
    static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        let attoseconds = lhs.attoseconds + rhs.attoseconds
        return attoseconds >= attosecondsPerSecond
            ? VirtualTime(seconds: lhs.seconds + rhs.seconds + 1, attoseconds: attoseconds - attosecondsPerSecond)
            : VirtualTime(seconds: lhs.seconds + rhs.seconds, attoseconds: attoseconds)
    }
}
