import Fractal
import FractalTesting
import Testing

/// A plain reference model of a virtual-time scheduler: a list searched
/// linearly for the earliest (due time, order of scheduling).
private struct ReferenceScheduler {
    struct Item {
        let id: Int
        let due: Duration
        let order: Int
        var isCancelled = false
        /// The delay of the action it schedules when it runs, if any.
        let childDelay: Duration?
    }

    var now: Duration = .zero
    var items: [Item] = []
    var ran: [Int] = []
    private var order = 0

    var pendingCount: Int { items.count { !$0.isCancelled } }

    mutating func schedule(id: Int, after delay: Duration, childDelay: Duration?) {
        items.append(Item(id: id, due: now + max(delay, .zero), order: order, childDelay: childDelay))
        order += 1
    }

    mutating func cancel(id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) { items[index].isCancelled = true }
    }

    mutating func advance(to instant: Duration?) {
        while let index = items.indices.filter({ !items[$0].isCancelled }).min(by: {
            (items[$0].due, items[$0].order) < (items[$1].due, items[$1].order)
        }) {
            let item = items[index]
            if let instant, item.due > instant { break }
            items.remove(at: index)
            now = max(now, item.due)
            ran.append(item.id)
            if let childDelay = item.childDelay {
                schedule(id: TestSchedulerModelTests.childID(of: item.id), after: childDelay, childDelay: nil)
            }
        }
        if let instant { now = max(now, instant) }
        items.removeAll(where: \.isCancelled)
    }
}

@Suite("TestScheduler matches a reference model under random operations")
struct TestSchedulerModelTests {
    static func childID(of id: Int) -> Int { 1_000_000 + id }

    @Test(arguments: [1, 2, 3, 42, 2_026] as [UInt64])
    func randomOperationsMatchTheModel(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let scheduler = TestScheduler()
        let ran = Recorder<Int>()
        var model = ReferenceScheduler()
        var cancellations: [Int: any Disposable] = [:]
        var nextID = 0
        for step in 0..<3_000 {
            let operation = Int.random(in: 0..<100, using: &random)
            switch operation {
            case 0..<55:  // schedule, sometimes an action that schedules another
                let id = nextID
                nextID += 1
                let delay = Duration.milliseconds(Int.random(in: -2..<40, using: &random))
                let childDelay = Bool.random(using: &random) ? Duration.milliseconds(Int.random(in: 0..<20, using: &random)) : nil
                model.schedule(id: id, after: delay, childDelay: childDelay)
                cancellations[id] = scheduler.schedule(after: delay) {
                    ran.record(id)
                    if let childDelay {
                        scheduler.schedule(after: childDelay) { ran.record(Self.childID(of: id)) }
                    }
                }
            case 55..<75:  // cancel an action, pending or not
                guard nextID > 0 else { continue }
                let id = Int.random(in: 0..<nextID, using: &random)
                cancellations[id]?.dispose()
                model.cancel(id: id)
            case 75..<90:
                let duration = Duration.milliseconds(Int.random(in: 0..<30, using: &random))
                model.advance(to: model.now + duration)
                scheduler.advance(by: duration)
            case 90..<97:
                let instant = Duration.milliseconds(Int.random(in: 0..<4_000, using: &random))
                model.advance(to: instant)  // in the past: runs only what is due by then
                scheduler.advance(to: instant)
            default:
                model.advance(to: nil)
                scheduler.run()
            }
            try #require(ran.values == model.ran, "seed \(seed), step \(step): ran in a different order")
            try #require(scheduler.now == model.now, "seed \(seed), step \(step): clock differs")
            try #require(scheduler.pendingCount == model.pendingCount, "seed \(seed), step \(step): pending count differs")
        }
        scheduler.run()
        model.advance(to: nil)
        #expect(ran.values == model.ran, "seed \(seed)")
        #expect(scheduler.pendingCount == 0, "seed \(seed)")
    }
}
