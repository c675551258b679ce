import Dispatch
import Foundation
import Fractal
import FractalTesting
import Testing

/// Runs `body(index)` for each index in `0..<count`, each on a thread of its
/// own (all at once, whatever the number of cores), and waits for all.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        Thread {
            body(index)
            finished.leave()
        }.start()
    }
    finished.wait()
}

/// Observers registered and disposed from other threads while deliveries are
/// in progress, with enough of them that a property's slots grow through
/// several capacities: the slots lent to the deliverer must stay readable,
/// every value must reach every observer registered before it was sent, and
/// none may arrive after its observer was disposed.
@Suite("Observers added and removed during deliveries, as the slots grow")
struct ObserversAddedAndRemovedDuringDeliveryTests {
    /// One observer's life, with how far the sender had got around it.
    struct Life: Sendable {
        /// Read once every send has returned: a call already under way when
        /// the observer was disposed may still record.
        let received: Recorder<Int>
        /// The last value whose send had started before registration began.
        let startedBeforeRegistering: Int
        /// The last value whose send had started once registration returned.
        let startedAfterRegistering: Int
        /// The last value whose send had returned before disposal began.
        let finishedBeforeDisposing: Int
        /// The last value whose send had started once disposal returned.
        let startedAfterDisposing: Int

        /// What is wrong with what this observer received; empty when nothing is.
        var problems: [String] {
            let values = Array(received.values)
            var found: [String] = []
            if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
                found.append("values out of order or repeated: \(values)")
            }
            // A value whose send started before registration began was sent to the
            // slots lent then, which did not hold this observer.
            if let first = values.first, first < startedBeforeRegistering {
                found.append("got \(first), sent before registering (sends had reached \(startedBeforeRegistering))")
            }
            // A value whose send started after disposal returned finds the slot empty.
            if let last = values.last, last > startedAfterDisposing {
                found.append("got \(last) after disposal (sends had reached \(startedAfterDisposing))")
            }
            // Only the sending thread delivers (registering for changes and disposing
            // never take the role), so a send that returned reached every observer
            // registered before it started.
            if startedAfterRegistering < finishedBeforeDisposing {
                let got = Set(values)
                let missing = ((startedAfterRegistering + 1)...finishedBeforeDisposing).filter { !got.contains($0) }
                if let first = missing.first {
                    found.append("missed \(missing.count) values sent while registered, first \(first)")
                }
            }
            return found
        }
    }

    /// How far the one sending thread got: the last value whose send started,
    /// and the last whose send returned.
    final class Progress: Sendable {
        private let state = Locked<(started: Int, finished: Int)>.make((0, 0))
        var started: Int { state.withLock { $0.started } }
        var finished: Int { state.withLock { $0.finished } }
        func start(_ value: Int) { state.withLock { $0.started = value } }
        func finish(_ value: Int) { state.withLock { $0.finished = value } }
    }

    @Test func everyValueReachesEveryObserverRegisteredBeforeItAndNoneAfterDisposal() {
        let seed = UInt64.random(in: 1...UInt64.max)
        let churners = 4
        // Each churner keeps at least this many observers once all have ramped
        // up, so more than 128 are registered at once: the slots grow from 4
        // through 8, 16, 32, 64 and 128 to 256.
        let minimumLive = 36
        let maximumLive = 48
        let churnSteps = 400

        let property = MutableProperty(0)
        let progress = Progress()
        let lives = Recorder<Life>()
        let counts = Locked<(rampedUp: Int, done: Int, live: Int, peak: Int, registered: Int)>.make((0, 0, 0, 0, 0))
        // The first observer is slow, so that registrations and disposals land
        // while a delivery is reading the lent slots; it also checks that an
        // observer registered throughout sees every value, in order.
        let permanent = Recorder<Int>()
        let permanentObservation = property.observeChanges { value in
            permanent.record(value)
            for _ in 0..<(value % 7) * 40 { _ = progress.started }
        }

        onThreads(churners + 1) { thread in
            if thread == churners {
                // The sender: values 1, 2, 3, … until every churner is done.
                var value = 0
                while value < 100 || counts.withLock({ $0.done }) < churners {
                    value += 1
                    progress.start(value)
                    property.value = value
                    progress.finish(value)
                }
                return
            }
            var generator = SeededRandomNumberGenerator(seed: seed &+ UInt64(thread))
            var mine: [(observation: any Disposable, received: Recorder<Int>, startedBefore: Int, startedAfter: Int)] = []
            func register() {
                let received = Recorder<Int>()
                let startedBefore = progress.started
                let observation = property.observeChanges(received.record)
                let startedAfter = progress.started
                mine.append((observation, received, startedBefore, startedAfter))
                counts.withLock { counts in
                    counts.live += 1
                    counts.peak = max(counts.peak, counts.live)
                    counts.registered += 1
                }
            }
            func disposeOne() {
                let entry = mine.remove(at: Int.random(in: mine.indices, using: &generator))
                counts.withLock { $0.live -= 1 }
                let finishedBefore = progress.finished
                entry.observation.dispose()
                let startedAfter = progress.started
                lives.record(
                    Life(
                        received: entry.received, startedBeforeRegistering: entry.startedBefore,
                        startedAfterRegistering: entry.startedAfter, finishedBeforeDisposing: finishedBefore,
                        startedAfterDisposing: startedAfter))
            }
            // One step per value sent, so that steps land while values are being
            // delivered rather than all between two deliveries.
            var seen = 0
            func waitForNextValue() {
                while progress.started == seen { sched_yield() }
                seen = progress.started
            }
            while mine.count < minimumLive {
                waitForNextValue()
                register()
            }
            counts.withLock { $0.rampedUp += 1 }
            while counts.withLock({ $0.rampedUp }) < churners { sched_yield() }
            for _ in 0..<churnSteps {
                waitForNextValue()
                if mine.count < minimumLive || (mine.count < maximumLive && Bool.random(using: &generator)) {
                    register()
                } else {
                    disposeOne()
                }
            }
            while !mine.isEmpty { disposeOne() }
            counts.withLock { $0.done += 1 }
        }
        permanentObservation.dispose()

        let sent = progress.finished
        #expect(Array(permanent.values) == Array(1...sent), "seed \(seed): the permanent observer missed or reordered values")
        let (peak, registered) = counts.withLock { ($0.peak, $0.registered) }
        #expect(peak > 128, "seed \(seed): at most \(peak) observers at once, so the slots never grew past 128")
        #expect(lives.count == registered, "seed \(seed): \(registered) registered, \(lives.count) disposed")
        // Checked only now that every send has returned.
        let problems = lives.values.enumerated().flatMap { index, life in
            life.problems.map { "observer \(index): \($0)" }
        }
        #expect(problems.isEmpty, "seed \(seed), \(sent) values sent: \(problems.count) problems, first \(problems.prefix(3))")
    }
}
