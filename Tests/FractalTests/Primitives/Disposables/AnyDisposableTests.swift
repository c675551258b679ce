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

    @Test func isDisposedReadWhileAnotherThreadDisposesEndsTrue() {
        for _ in 0..<200 {
            let runs = Counter()
            let disposable = AnyDisposable { runs.increment() }
            hammer { thread in
                if thread == 0 {
                    disposable.dispose()
                } else {
                    for _ in 0..<10 { _ = disposable.isDisposed }
                }
            }
            #expect(disposable.isDisposed)
            #expect(runs.value == 1)
        }
    }

    @Test func theClosureIsReleasedOnceItHasRun() {
        final class Token: Sendable {}
        weak var released: Token?
        let disposable: AnyDisposable
        do {
            let token = Token()
            released = token
            disposable = AnyDisposable { withExtendedLifetime(token) {} }
        }
        #expect(released != nil)
        disposable.dispose()
        #expect(released == nil)
    }

    @Test func aDisposableReleasedUndisposedNeverRunsItsClosure() {
        let runs = Counter()
        do { _ = AnyDisposable { runs.increment() } }
        #expect(runs.value == 0)
    }

    @Test func emptyDisposableRecordsDisposal() {
        let disposable = AnyDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }
}
