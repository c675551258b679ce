// The examples of the doc comments of FractalTesting's seeded random number generator,
// compiled and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("SeededRandomNumberGenerator's doc example: a model and the app agree on random steps")
    struct SeededRandomDocExampleTests {
        /// The counter's model: 0 adds one, 1 takes one away, 2 doubles, 3 resets.
        struct CounterModel {
            func run(_ steps: [Int]) -> Int {
                steps.reduce(0) { count, step in
                    switch step {
                    case 0: count + 1
                    case 1: count - 1
                    case 2: count * 2
                    default: 0
                    }
                }
            }
        }

        /// The counter as the app runs it: a store.
        struct CounterApp {
            func run(_ steps: [Int]) -> Int {
                let store = Store(initial: 0, scheduler: TestScheduler()) { (count: inout Int, step: Int) in
                    switch step {
                    case 0: count += 1
                    case 1: count -= 1
                    case 2: count *= 2
                    default: count = 0
                    }
                    return .none
                }
                steps.forEach(store.send)
                return store.states.value
            }
        }

        @Test func theModelAndTheAppAgreeOnASeededRun() {
            let model = CounterModel()
            let app = CounterApp()
            let seed = UInt64.random(in: 0...UInt64.max)
            var generator = SeededRandomNumberGenerator(seed: seed)
            let steps = (0..<1_000).map { _ in Int.random(in: 0..<4, using: &generator) }
            #expect(model.run(steps) == app.run(steps), "seed \(seed)")

            var replay = SeededRandomNumberGenerator(seed: seed)
            #expect((0..<1_000).map { _ in Int.random(in: 0..<4, using: &replay) } == steps)
        }
    }
}
