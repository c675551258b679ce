import Foundation
import FractalTesting
import Testing

@Suite("Ids and dates a test fixes")
struct DeterministicValuesTests {
    @Test func aNumberedIdEndsInTheNumberInHexadecimal() {
        #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
        #expect(UUID((1 << 48) - 1).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
    }

    @Test func anIncrementingGeneratorCountsFromZero() {
        let uuid = UUID.incrementing()
        #expect(uuid() == UUID(0))
        #expect(uuid() == UUID(1))
    }

    @Test func generatorsCountOnTheirOwn() {
        let first = UUID.incrementing()
        let second = UUID.incrementing()
        _ = first()
        #expect(second() == UUID(0))
        #expect(first() == UUID(1))
    }

    @Test func callsFromManyThreadsEachGetANewId() async {
        let uuid = UUID.incrementing()
        let ids = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 { group.addTask { (0..<500).map { _ in uuid() } } }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(Set(ids) == Set((0..<4_000).map { UUID($0) }))
    }

    @Test func theDateStartsAtTheStartDateAndMovesWithTheClock() {
        #expect(TestScheduler().date == TestScheduler.startDate)
        let scheduler = TestScheduler()
        let now: @Sendable () -> Date = { scheduler.date }
        scheduler.advance(by: .seconds(90))
        #expect(now() == TestScheduler.startDate + 90)
        scheduler.advance(by: .milliseconds(500))
        #expect(now() == TestScheduler.startDate + 90.5)
    }

    @Test func theStartDateIsTheFirstSecondOf2001() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        #expect(calendar.dateComponents([.year, .month, .day, .hour], from: TestScheduler.startDate) == DateComponents(year: 2001, month: 1, day: 1, hour: 0))
    }
}
