import Fractal

/// Records every value it is given, thread-safely, for assertions in tests.
///
/// `FractalTesting` asserts nothing itself: it records, and your test asserts
/// with Swift Testing or XCTest.
///
/// ```swift
/// let recorder = Recorder<String>()
/// let observation = viewModel.title.observe(recorder.record)
/// viewModel.rename("Grace")
/// #expect(recorder.values == ["Ada", "Grace"])
/// ```
public final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Locked<[Value]>.make([])

    /// Creates an empty recorder.
    public init() {}

    /// Appends `value` to ``values``.
    ///
    /// - Parameter value: The value to record.
    @Sendable
    public func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    /// Everything recorded so far, oldest first: a snapshot whose subscript
    /// returns `nil` past the end instead of trapping.
    public var values: RecordedValues<Value> {
        RecordedValues(recorded.withLock { $0 })
    }

    /// The oldest value, if any.
    public var first: Value? {
        recorded.withLock { $0.first }
    }

    /// The most recent value, if any.
    public var last: Value? {
        recorded.withLock { $0.last }
    }

    /// How many values were recorded.
    public var count: Int {
        recorded.withLock { $0.count }
    }

    /// Forgets everything recorded so far.
    public func removeAll() {
        recorded.withLock { $0.removeAll() }
    }
}
