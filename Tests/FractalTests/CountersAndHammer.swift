import Dispatch
import Fractal
import FractalTesting

/// A thread-safe counter for tests that hammer from several threads.
final class Counter: Sendable {
    private let count = Recorder<Void>()
    func increment() { count.record(()) }
    var value: Int { count.count }
}

/// A disposable that counts how many times its `dispose()` did work.
final class CountingDisposable: Disposable {
    private let disposal = AnyDisposable()
    private let calls = Counter()
    private let onDispose: @Sendable () -> Void

    init(onDispose: @escaping @Sendable () -> Void = {}) { self.onDispose = onDispose }

    var isDisposed: Bool { disposal.isDisposed }
    var disposeCount: Int { calls.value }

    func dispose() {
        if !disposal.isDisposed { disposal.dispose(); calls.increment(); onDispose() }
    }
}

/// Runs `body` on `threads` threads at once (a concurrent-perform hammer).
func hammer(threads: Int = 8, _ body: @escaping @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads, execute: body)
}
