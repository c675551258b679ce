import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("CompositeDisposable disposes its children together")
struct CompositeDisposableTests {
    @Test func disposesEachChildOnceInOrder() {
        let order = Recorder<Int>()
        let children = (0..<5).map { index in AnyDisposable { order.record(index) } }
        let composite = CompositeDisposable(children.map { $0 as (any Disposable)? })
        composite.dispose()
        composite.dispose()
        #expect(order.values == [0, 1, 2, 3, 4])
        #expect(children.allSatisfy { $0.isDisposed })
        #expect(composite.isDisposed)
    }

    @Test func plusEqualsAddsAndSkipsNil() {
        let composite = CompositeDisposable()
        let child = CountingDisposable()
        composite += child
        composite += nil
        #expect(!child.isDisposed)
        composite.dispose()
        #expect(child.disposeCount == 1)
    }

    @Test func initSkipsNilElements() {
        let child = CountingDisposable()
        let composite = CompositeDisposable([nil, child, nil])
        composite.dispose()
        #expect(child.disposeCount == 1)
    }

    @Test func addingToDisposedCompositeDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()
        composite += late
        #expect(late.disposeCount == 1)
    }

    @Test func childMayTouchCompositeWhileBeingDisposed() {
        let composite = CompositeDisposable()
        let late = CountingDisposable()
        composite += CountingDisposable {
            composite += late; _ = composite.isDisposed
        }
        composite.dispose()
        #expect(late.disposeCount == 1)
    }

    @Test func concurrentAddAndDisposeDisposesEveryChildExactlyOnce() {
        for _ in 0..<50 {
            let composite = CompositeDisposable()
            let children = (0..<400).map { _ in CountingDisposable() }
            hammer(threads: 4) { thread in
                for index in stride(from: thread, to: children.count, by: 4) {
                    composite += children[index]
                    if thread == 0 && index == 200 { composite.dispose() }
                }
            }
            composite.dispose()
            #expect(children.allSatisfy { $0.disposeCount == 1 })
        }
    }
}

@Suite("A composite holds plain closures beside disposables")
struct CompositeDisposableClosureTests {
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
