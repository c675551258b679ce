/// Values a recorder or recording presenter recorded, oldest first: a
/// snapshot that reads like an array but never traps.
///
/// Reading past the end gives `nil` instead of stopping the whole test
/// process, so a test whose view model presented less than expected fails
/// with a message rather than a crash:
///
/// ```swift
/// let titles = RecordingPresenter<String>()
/// #expect(titles.live[0] == nil)  // nothing presented: nil, no trap
/// let presentation = titles.presenter <~ "Hello"
/// #expect(titles.live == ["Hello"])  // compares with an array literal
/// #expect(titles.live[0] == "Hello")
/// presentation?.dispose()
/// ```
///
/// It is a `Sequence`, so `map`, `filter`, `contains`, `for … in` and
/// `Array(values)` work as on an array; it compares with arrays and array
/// literals when its values are `Equatable`.
///
/// - Complexity: Every read is O(1), except the sequence algorithms, which are
///   O(*n*) as on an array. A snapshot shares its storage with the array it
///   was made from.
public struct RecordedValues<Value> {
    private let elements: [Value]

    /// Creates a snapshot of `values`.
    ///
    /// - Parameter values: The values, oldest first.
    public init<Values: Sequence>(_ values: Values) where Values.Element == Value {
        elements = Array(values)
    }

    /// Creates a snapshot of `values`, sharing the array's storage.
    ///
    /// - Parameter values: The values, oldest first.
    init(_ values: [Value]) {
        elements = values
    }

    /// The value at `index`, oldest first, or `nil` if there is none.
    ///
    /// - Parameter index: The position from the oldest value, 0 first; a
    ///   negative index or one past the end gives `nil`.
    /// - Returns: The value, or `nil`.
    /// - Complexity: O(1).
    public subscript(_ index: Int) -> Value? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// The oldest value, or `nil` if there is none.
    ///
    /// - Complexity: O(1).
    public var first: Value? { elements.first }

    /// The newest value, or `nil` if there is none.
    ///
    /// - Complexity: O(1).
    public var last: Value? { elements.last }

    /// How many values there are.
    ///
    /// - Complexity: O(1).
    public var count: Int { elements.count }

    /// Whether there are no values.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { elements.isEmpty }
}

extension RecordedValues: Sequence {
    /// Iterates over the values, oldest first.
    ///
    /// - Returns: An iterator over the values.
    public func makeIterator() -> IndexingIterator<[Value]> {
        elements.makeIterator()
    }

    /// How many values there are.
    public var underestimatedCount: Int { elements.count }
}

extension RecordedValues: ExpressibleByArrayLiteral {
    /// Creates a snapshot of the literal's values, so a test can write
    /// `#expect(presenter.values == ["a", "b"])`.
    ///
    /// - Parameter values: The values, oldest first.
    public init(arrayLiteral values: Value...) {
        elements = values
    }
}

extension RecordedValues: Equatable where Value: Equatable {
    /// Whether `lhs` and `rhs` hold the same values in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A snapshot.
    ///   - rhs: An array.
    /// - Returns: `true` if they are equal.
    public static func == (lhs: RecordedValues, rhs: [Value]) -> Bool {
        lhs.elements == rhs
    }

    /// Whether `lhs` and `rhs` hold the same values in the same order.
    ///
    /// - Parameters:
    ///   - lhs: An array.
    ///   - rhs: A snapshot.
    /// - Returns: `true` if they are equal.
    public static func == (lhs: [Value], rhs: RecordedValues) -> Bool {
        lhs == rhs.elements
    }

    /// Whether `lhs` and `rhs` hold different values, or the same in a different order.
    ///
    /// - Parameters:
    ///   - lhs: A snapshot.
    ///   - rhs: An array.
    /// - Returns: `true` if they differ.
    public static func != (lhs: RecordedValues, rhs: [Value]) -> Bool {
        lhs.elements != rhs
    }

    /// Whether `lhs` and `rhs` hold different values, or the same in a different order.
    ///
    /// - Parameters:
    ///   - lhs: An array.
    ///   - rhs: A snapshot.
    /// - Returns: `true` if they differ.
    public static func != (lhs: [Value], rhs: RecordedValues) -> Bool {
        lhs != rhs.elements
    }
}

extension RecordedValues: Hashable where Value: Hashable {}

extension RecordedValues: Sendable where Value: Sendable {}

extension RecordedValues: CustomStringConvertible, CustomDebugStringConvertible {
    /// The values as an array prints them: `["a", "b"]`.
    public var description: String { elements.description }

    /// The values as an array prints them in a debugger.
    public var debugDescription: String { elements.debugDescription }
}
