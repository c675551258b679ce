import Benchmark
import Fractal
import FractalTesting

// MARK: 9. schedule + run one action on a TestScheduler holding 1,000 /
// 10,000 / 100,000 pending actions
//
// The queue is filled with `pending` actions due 1 … `pending` ticks from now
// (outside the measurement). Each operation schedules one action due
// `pending + 1` ticks from now and advances the clock by one tick, which runs
// exactly one action: the queue stays at `pending` throughout, and each
// operation is one insertion and one removal of the earliest. The action
// captures nothing, so the one allocation counted is the scheduler's own.

func schedulerBenchmarks() {
    let tick = Duration.nanoseconds(1)
    for pending in [1_000, 10_000, 100_000] {
        Benchmark("test scheduler, schedule + run, \(pending) pending · Fractal", configuration: perOperation) { benchmark in
            let scheduler = TestScheduler()
            for index in 1...pending { scheduler.schedule(after: tick * index) { blackHole(1) } }
            let delay = tick * (pending + 1)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scheduler.schedule(after: delay) { blackHole(1) }
                scheduler.advance(by: tick)
            }
            benchmark.stopMeasurement()
            precondition(scheduler.pendingCount == pending)
            scheduler.run()
        }
    }
}
