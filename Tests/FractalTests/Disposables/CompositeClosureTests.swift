import Fractal
import FractalTesting
import Testing

@Suite("A composite holds plain closures beside disposables")
struct CompositeClosureTests {
    @Test func closuresAndDisposablesRunOnceInTheOrderAdded() {
        let order = Recorder<String>()
        let composite = CompositeDisposable()
        composite += { order.record("first closure") }
        composite += AnyDisposable { order.record("disposable") }
        composite.add { order.record("second closure") }
        composite.dispose()
        composite.dispose()
        #expect(order.values == ["first closure", "disposable", "second closure"])
        #expect(composite.isDisposed)
    }

    @Test func aClosureAddedAfterDisposalRunsAtOnce() {
        let ran = Recorder<Int>()
        let composite = CompositeDisposable()
        composite.dispose()
        composite += { ran.record(1) }
        #expect(ran.values == [1])
        composite.add { ran.record(2) }
        #expect(ran.values == [1, 2])
    }

    @Test func aCompositeReleasedWithoutDisposalRunsNoClosure() {
        let ran = Recorder<Int>()
        do {
            let composite = CompositeDisposable()
            composite += { ran.record(1) }
        }
        #expect(ran.values.isEmpty)
    }

    @Test func aClosureMayTouchItsCompositeWhileItIsDisposed() {
        let composite = CompositeDisposable()
        let seen = Recorder<Bool>()
        composite += { seen.record(composite.isDisposed) }
        composite.dispose()
        #expect(seen.values == [true])
    }

    @Test func manyClosuresRunOnceEachAcrossGrowth() {
        let counter = Counter()
        let composite = CompositeDisposable()
        for _ in 0..<1_000 { composite += { counter.increment() } }
        composite.dispose()
        #expect(counter.value == 1_000)
    }
}
