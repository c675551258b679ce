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
