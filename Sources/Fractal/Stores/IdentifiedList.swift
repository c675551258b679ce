/// An ordered collection of identifiable elements with O(1) access by id:
/// the rows of a state.
///
/// ```swift
/// var todos = IdentifiedList([Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")])
/// todos[id: 2]?.isDone = true
/// todos.append(Todo(id: 3, title: "Rest"))
/// ```
///
/// Ids are unique: creating a list from elements with a repeated id keeps
/// the first, and appending or inserting an element whose id is present
/// replaces that element in place.
public struct IdentifiedList<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    @usableFromInline var ids: [Element.ID]
    @usableFromInline var elements: [Element.ID: Element]

    /// Creates a list of `elements`, in order; a repeated id keeps its first element.
    ///
    /// - Parameter elements: The elements.
    /// - Complexity: O(*n*).
    @inlinable
    public init(_ elements: some Sequence<Element>) {
        ids = []
        self.elements = [:]
        for element in elements where self.elements[element.id] == nil {
            ids.append(element.id)
            self.elements[element.id] = element
        }
    }

    /// Creates an empty list.
    @inlinable
    public init() {
        ids = []
        elements = [:]
    }

    /// The element with `id`, if present. Setting it replaces the element,
    /// appends it if `id` is new,
    /// and removes it when set to `nil`.
    ///
    /// - Parameter id: The element's id.
    /// - Complexity: O(1) to read and to replace; O(*n*) to remove.
    @inlinable
    public subscript(id id: Element.ID) -> Element? {
        get { elements[id] }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            if elements.updateValue(newValue, forKey: id) == nil {
                ids.append(id)
            }
        }
    }

    /// The ids, in order.
    @inlinable
    public var orderedIDs: [Element.ID] { ids }

    /// Appends `element`, or replaces the element with its id in place.
    ///
    /// - Parameter element: The element.
    /// - Complexity: Amortised O(1).
    @inlinable
    public mutating func append(_ element: Element) {
        self[id: element.id] = element
    }

    /// Inserts `element` at `index`, or replaces the element with its id in place.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - index: Where to insert it (clamped to the list's bounds).
    /// - Complexity: O(*n*).
    @inlinable
    public mutating func insert(_ element: Element, at index: Int) {
        guard elements[element.id] == nil else {
            self[id: element.id] = element
            return
        }
        elements[element.id] = element
        ids.insert(element.id, at: Swift.min(Swift.max(index, 0), ids.count))
    }

    /// Removes the element with `id`.
    ///
    /// - Parameter id: The element's id.
    /// - Returns: The removed element, or `nil` if it was not present.
    /// - Complexity: O(*n*).
    @inlinable
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let removed = elements.removeValue(forKey: id) else { return nil }
        ids.removeAll { $0 == id }
        return removed
    }

    /// Removes the elements for which `shouldBeRemoved` returns true; if it
    /// throws, the list is left as it was.
    ///
    /// - Parameter shouldBeRemoved: Decides for each element.
    /// - Complexity: O(*n*).
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        // Decide first, change after: a predicate that throws changes nothing.
        var removed = Set<Element.ID>()
        for id in ids where try shouldBeRemoved(elements[id]!) { removed.insert(id) }
        guard !removed.isEmpty else { return }
        ids.removeAll { removed.contains($0) }
        for id in removed { elements[id] = nil }
    }

    /// Reorders the elements by `areInIncreasingOrder`; if it throws, the
    /// list is left as it was.
    ///
    /// - Parameter areInIncreasingOrder: The order.
    /// - Complexity: O(*n* log *n*).
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        // Sorted apart, then set: a comparison that throws changes nothing.
        let elements = elements
        ids = try ids.sorted { try areInIncreasingOrder(elements[$0]!, elements[$1]!) }
    }
}

extension IdentifiedList: RandomAccessCollection {
    /// The position of the first element.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position after the last element.
    @inlinable
    public var endIndex: Int { ids.count }

    /// The element at `position`; setting it replaces the element with a new
    /// value of the same element, as a screen that edits its rows in place
    /// does: `list[0].title = "Design"`.
    ///
    /// The new value must have the id of the element it replaces: to put
    /// another element there, remove and insert. A value with another id
    /// stops the program with a message naming both ids.
    ///
    /// - Parameter position: A valid position.
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Element {
        get { elements[ids[position]]! }
        set {
            let id = ids[position]
            precondition(
                newValue.id == id,
                "IdentifiedList: the element at \(position) has id \(id); a value of id \(newValue.id) cannot replace it (remove it and insert the other)"
            )
            elements[id] = newValue
        }
    }
}

extension IdentifiedList: Equatable where Element: Equatable {
    /// Whether both lists hold equal elements in the same order.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public static func == (lhs: IdentifiedList, rhs: IdentifiedList) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension IdentifiedList: ExpressibleByArrayLiteral {
    /// Creates a list of the literal's elements.
    ///
    /// - Parameter elements: The elements.
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}
