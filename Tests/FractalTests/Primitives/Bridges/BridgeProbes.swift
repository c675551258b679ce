import Fractal
import FractalTesting

/// A property that counts its live observations, to see that an iteration
/// disposes the observation it made.
final class CountedProperty<Value: Sendable>: PropertyProtocol {
    let base: MutableProperty<Value>
    /// Observations made and not yet disposed; a test can await it.
    let live = MutableProperty(0)

    init(_ initialValue: Value) { base = MutableProperty(initialValue) }

    /// Observations made and not yet disposed.
    var liveObservations: Int { live.value }

    var value: Value { base.value }

    func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        counted { base.observe(observer) }
    }

    func observeChanges(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        counted { base.observeChanges(observer) }
    }

    private func counted(_ observe: () -> any Disposable) -> any Disposable {
        live.modify { $0 += 1 }
        let observation = observe()
        let live = live
        return CountingDisposable {
            observation.dispose()
            live.modify { $0 -= 1 }
        }
    }
}

/// An `AsyncStream` fed by the test, whose termination the test can await.
struct ProbedStream<Element: Sendable>: Sendable {
    typealias Termination = AsyncStream<Element>.Continuation.Termination

    let stream: AsyncStream<Element>
    let continuation: AsyncStream<Element>.Continuation
    private let termination = MutableProperty<Termination?>(nil)

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let termination = termination
        continuation.onTermination = { reason in termination.value = reason }
    }

    /// How the stream ended, or `nil` while it has not.
    var ended: Termination? { termination.value }

    /// Waits until the stream is terminated (its `onTermination` ran) and
    /// returns how.
    func terminated() async -> Termination? {
        await termination.firstValue { $0 != nil } ?? nil
    }
}

/// A class instance a closure captures, to see when the closure is released.
final class LifetimeToken: Sendable {}

/// An `AsyncStream` of `elements` that ends after the last one.
func finiteStream<Element: Sendable>(_ elements: [Element]) -> AsyncStream<Element> {
    AsyncStream { continuation in
        for element in elements { continuation.yield(element) }
        continuation.finish()
    }
}
