import Fractal
import FractalTesting
import Testing

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
