import Fractal
import FractalTesting
import Testing

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
