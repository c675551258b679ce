import Foundation

extension TestScheduler {
    /// The date at which every test scheduler's clock starts:
    /// 2001-01-01 00:00:00 UTC.
    public static let startDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The scheduler's virtual time as a date: ``startDate`` plus ``now``,
    /// so that a view model given `{ scheduler.date }` for the current date
    /// reads the same date in every run, and a later one after the test
    /// advances the scheduler.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let now: @Sendable () -> Date = { scheduler.date }
    /// scheduler.advance(by: .seconds(90))
    /// #expect(now() == TestScheduler.startDate + 90)
    /// ```
    ///
    /// - Complexity: O(1).
    public var date: Date {
        let elapsed = now.components
        return Self.startDate.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }
}
