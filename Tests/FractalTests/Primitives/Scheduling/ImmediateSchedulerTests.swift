import Fractal
import FractalTesting
import Testing

@Suite("ImmediateScheduler runs work at once")
struct ImmediateSchedulerTests {
    @Test func runsSynchronously() {
        let ran = Counter()
        let disposable = ImmediateScheduler().schedule { ran.increment() }
        #expect(ran.value == 1)
        #expect(disposable.isDisposed)
    }
}
