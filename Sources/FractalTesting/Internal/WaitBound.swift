/// How long every wait of `FractalTesting` lasts when the test does not say:
/// ten seconds, in real time.
///
/// A wait that passes returns as soon as what it waits for happens, so a
/// passing test never waits this long; the bound is a safety net for a bug
/// (a task that never answers, a flag never reset), generous because a
/// suite whose other tests keep every thread busy can delay a task's next
/// turn by seconds.
@usableFromInline
enum WaitBound {
    /// Ten seconds.
    @usableFromInline
    static let standard: Duration = .seconds(10)

    /// Calls `ring` once `deadline` has passed, unless the returned task is
    /// cancelled first: what wakes a bounded wait when its time is up.
    ///
    /// - Parameters:
    ///   - deadline: When the time is up.
    ///   - ring: What wakes the wait.
    /// - Returns: The alarm; cancel it when the wait ends.
    static func alarm(at deadline: ContinuousClock.Instant, _ ring: @escaping @Sendable () -> Void) -> Task<Void, Never> {
        Task {
            do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
            ring()
        }
    }
}
