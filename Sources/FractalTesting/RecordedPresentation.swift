/// One presentation a ``RecordingPresenter`` recorded: the value presented
/// and where the presentation stands.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let text = RecordingPresenter<String>(scheduler: scheduler)
/// let property = MutableProperty("a")
/// let presentation = text.presenter <~ property
/// property.value = "b"  // "a" is replaced before its bind ran
/// scheduler.advance()
/// #expect(text.presentations.map(\.state) == [.cancelled, .bound])
/// presentation?.dispose()
/// ```
public struct RecordedPresentation<Value> {
    /// The value presented, or `nil` once the recording forgot it (see
    /// ``RecordingPresenter/forgetValues()``).
    public let value: Value?
    /// Where the presentation stands.
    public let state: PresentationState

    /// Creates a record of one presentation.
    ///
    /// - Parameters:
    ///   - value: The value presented, or `nil` if forgotten.
    ///   - state: Where the presentation stands.
    public init(value: Value?, state: PresentationState) {
        self.value = value
        self.state = state
    }
}

extension RecordedPresentation: Equatable where Value: Equatable {}

extension RecordedPresentation: Hashable where Value: Hashable {}

extension RecordedPresentation: Sendable where Value: Sendable {}

extension RecordedPresentation: CustomStringConvertible {
    /// The state and the value: `bound: Hello`, or `cancelled: (forgotten)`.
    public var description: String {
        "\(state): \(value.map { String(describing: $0) } ?? "(forgotten)")"
    }
}
