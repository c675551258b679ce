/// The identity of an element of a ``Stack``: given when the element is
/// pushed, never reused by that stack, so an event for a popped screen can
/// never reach a screen pushed later in its place.
///
/// A stack numbers its pushes from 0, so a test names an element by its
/// number: `.element(id: 1, event: .record(.started))`.
public struct StackID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The number: the stack's count of pushes when it was given.
    public let rawValue: Int

    /// Creates an id from its number (for tests and decoding; a stack gives
    /// its own ids).
    ///
    /// - Parameter rawValue: The number.
    @inlinable
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates an id from its number, written as a literal (`path[id: 1]`).
    ///
    /// - Parameter value: The number.
    @inlinable
    public init(integerLiteral value: Int) {
        rawValue = value
    }

    /// Whether `lhs` was given before `rhs`.
    @inlinable
    public static func < (lhs: StackID, rhs: StackID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number.
    public var description: String { "\(rawValue)" }

    /// Decodes an id from its number.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value is not an integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the id as its number.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What happens to a ``Stack`` of screens in a store: an event for one of
/// its elements, or a pop from the view (a back button, a swipe).
///
/// ```swift
/// store.send(.path(.element(id: StackID(0), event: .detail(.recordTapped))))
/// store.send(.path(.popFrom(id: StackID(0))))
/// ```
public enum StackEvent<ElementEvent: Sendable>: Sendable {
    /// An event for the element with `id`.
    case element(id: StackID, event: ElementEvent)
    /// Pops the element with `id` and every element above it.
    case popFrom(id: StackID)
}

extension StackEvent: Equatable where ElementEvent: Equatable {}
extension StackEvent: Hashable where ElementEvent: Hashable {}
