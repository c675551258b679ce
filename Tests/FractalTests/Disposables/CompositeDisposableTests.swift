import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("AnyDisposable runs its closure exactly once")
struct AnyDisposableTests {
    @Test func runsOnFirstDisposeOnly() {
        let runs = Counter()
        let disposable = AnyDisposable { runs.increment() }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(runs.value == 1)
    }

    @Test func concurrentDisposeRunsOnce() {
        for _ in 0..<200 {
            let runs = Counter()
            let disposable = AnyDisposable { runs.increment() }
            hammer { _ in disposable.dispose() }
            #expect(runs.value == 1)
        }
    }

    @Test func emptyDisposableRecordsDisposal() {
        let disposable = AnyDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }
}

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

@Suite("SerialDisposable disposes the inner disposable it replaces")
struct SerialDisposableTests {
    @Test func replacingDisposesPrevious() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        let serial = SerialDisposable(first)
        serial.inner = second
        #expect(first.disposeCount == 1)
        #expect(second.disposeCount == 0)
        #expect(serial.inner === second)
        serial.dispose()
        #expect(second.disposeCount == 1)
        #expect(serial.inner == nil)
    }

    @Test func reassigningSameDisposableKeepsIt() {
        let only = CountingDisposable()
        let serial = SerialDisposable(only)
        serial.inner = only
        #expect(only.disposeCount == 0)
    }

    @Test func settingAfterDisposeDisposesNewcomer() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.inner = late
        #expect(late.disposeCount == 1)
        #expect(serial.inner == nil)
        #expect(serial.isDisposed)
    }

    @Test func concurrentReplacementDisposesAllButTheLast() {
        let serial = SerialDisposable()
        let children = (0..<1_000).map { _ in CountingDisposable() }
        hammer(threads: 4) { thread in
            for index in stride(from: thread, to: children.count, by: 4) { serial.inner = children[index] }
        }
        #expect(children.filter { $0.disposeCount == 0 }.count == 1)
        serial.dispose()
        #expect(children.allSatisfy { $0.disposeCount == 1 })
    }
}

@Suite("ScopedDisposable disposes on deinit")
struct ScopedDisposableTests {
    @Test func disposesWhenReleased() {
        let inner = CountingDisposable()
        do {
            let scoped = inner.scoped()
            #expect(!scoped.isDisposed)
        }
        #expect(inner.disposeCount == 1)
    }

    @Test func explicitDisposeThenDeinitDisposesOnce() {
        let inner = CountingDisposable()
        do {
            let scoped = ScopedDisposable(inner)
            scoped.dispose()
            #expect(scoped.isDisposed)
        }
        #expect(inner.disposeCount == 1)
    }
}
