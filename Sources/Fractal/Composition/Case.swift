/// One case of an enum with an associated value: how to make the enum from
/// the value (`embed`, the case itself) and how to get the value back
/// (`extract`, `nil` for any other case).
///
/// Composition uses cases to route a parent's events to a child and to
/// reach a child's state inside an enum, such as a screen that is one of
/// several destinations:
///
/// ```swift
/// let edit = Case(Destination.edit) { if case .edit(let form) = $0 { form } else { nil } }
/// ```
public struct Case<Root, Value>: Sendable {
    /// Makes the enum from a value: the case itself.
    public let embed: @Sendable (Value) -> Root
    /// Gets the value back, or `nil` when the enum is another case.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a case from the enum case and its extraction.
    ///
    /// - Parameters:
    ///   - embed: The case (`Parent.child`).
    ///   - extract: The value of that case, or `nil` for any other case.
    @inlinable
    public init(_ embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }

    /// Creates a case whose associated value has two parts (an id and an
    /// event, say), from the enum case and its extraction.
    ///
    /// ```swift
    /// let itemEvents = Case(ChecklistEvent.item) { if case .item(let id, let event) = $0 { (id, event) } else { nil } }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: The case (`Parent.item`).
    ///   - extract: The two parts of that case, or `nil` for any other case.
    @inlinable
    public init<First, Second>(
        _ embed: @escaping @Sendable (First, Second) -> Root,
        extract: @escaping @Sendable (Root) -> (First, Second)?
    ) where Value == (First, Second) {
        self.embed = { embed($0.0, $0.1) }
        self.extract = extract
    }
}
