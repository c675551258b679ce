/// An ordered collection of identifiable elements with O(1) access by id,
/// for store state, that remembers which elements changed.
///
/// Keep a store's rows in one, and ``Store/scope(forEach:event:)`` gives each
/// row a store of its own whose subscriptions fire only when that row
/// changed; the scope learns which rows changed from the list itself instead
/// of comparing every row, so the cost of a send that changes one row does
/// not grow with the number of rows.
///
/// ```swift
/// var todos = IdentifiedList([Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")])
/// todos[id: 2]?.isDone = true  // recorded as a change of row 2
/// todos.append(Todo(id: 3, title: "Rest"))
/// ```
///
/// Ids are unique: creating a list from elements with a repeated id keeps
/// the first, and appending or inserting an element whose id is present
/// replaces that element in place.
public struct IdentifiedList<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    @usableFromInline var ids: [Element.ID]
    @usableFromInline var elements: [Element.ID: Element]
    @usableFromInline var changes = ChangeLog<Element.ID>()

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

    /// The element with `id`, if present. Setting it replaces the element
    /// (recorded as a change of that element), appends it if `id` is new,
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
                changes.recordStructure()
            } else {
                changes.record(id)
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
        changes.recordStructure()
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
        changes.recordStructure()
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
        changes.recordStructure()
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
        let sorted = try ids.sorted { try areInIncreasingOrder(elements[$0]!, elements[$1]!) }
        guard sorted != ids else { return }
        ids = sorted
        changes.recordStructure()
    }

    /// Where this list is in its history of changes: ids changed since a
    /// revision are what ``changedIDs(since:)`` reports.
    @inlinable
    public var revision: IdentifiedListRevision { IdentifiedListRevision(number: changes.revision) }

    /// The ids of the elements replaced since `revision`, oldest first, or
    /// `nil` when that cannot be told cheaply: elements were added, removed
    /// or reordered since, too many changes happened since, or `revision` is
    /// another list's (a list replaced by a new one).
    ///
    /// - Parameter revision: An earlier ``revision``.
    /// - Returns: The changed ids, or `nil`.
    /// - Complexity: O(*k*) for the *k* changes since `revision` (at most 64).
    @inlinable
    public func changedIDs(since revision: IdentifiedListRevision) -> [Element.ID]? {
        changes.ids(since: revision.number)
    }

    /// Calls `body` with each id replaced since `revision`, oldest first,
    /// without allocating; returns false (calling nothing) when
    /// ``changedIDs(since:)`` would return `nil`.
    @inlinable
    func forEachChangedID(since revision: IdentifiedListRevision, _ body: (Element.ID) -> Void) -> Bool {
        changes.forEachID(since: revision.number, body)
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
    /// value of the same element (recorded as a change of it), as a screen
    /// that edits its rows in place does: `list[0].title = "Design"`.
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
            changes.record(id)
        }
    }
}

extension IdentifiedList: Equatable where Element: Equatable {
    /// Whether both lists hold equal elements in the same order (their change
    /// histories are not compared).
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

/// A point in the history of changes of an ``IdentifiedList`` (see
/// ``IdentifiedList/changedIDs(since:)``).
///
/// Every change of every list takes a new number from one process-wide
/// counter, so equal revisions mean the same change, even across copies of
/// a list that were changed apart.
public struct IdentifiedListRevision: Hashable, Sendable {
    @usableFromInline let number: Int

    @inlinable
    init(number: Int) {
        self.number = number
    }
}

/// The process-wide counter of list changes.
@usableFromInline
let identifiedListRevisions = Locked<Int>.make(0)

/// The recent changes of an ``IdentifiedList``: the ids replaced, and when
/// the structure (membership or order) last changed.
@usableFromInline
struct ChangeLog<ID: Hashable & Sendable>: Sendable {
    /// The revision of the last change (0: none since creation, which is a
    /// structural change of its own).
    @usableFromInline var revision: Int
    @usableFromInline var structureRevision: Int
    /// The ids replaced after `structureRevision`, with the revision each made; at most 64.
    @usableFromInline var entries: [(revision: Int, id: ID)] = []
    /// Whether `entries` still holds every change since `structureRevision`.
    @usableFromInline var isComplete = true

    @inlinable init() {
        revision = Self.next()
        structureRevision = revision
    }

    @inlinable
    static func next() -> Int {
        identifiedListRevisions.withLock { count in
            count += 1
            return count
        }
    }

    @inlinable
    mutating func record(_ id: ID) {
        revision = Self.next()
        if entries.count == 64 {
            entries.removeFirst(32)
            isComplete = false
        }
        entries.append((revision, id))
    }

    @inlinable
    mutating func recordStructure() {
        revision = Self.next()
        structureRevision = revision
        entries.removeAll(keepingCapacity: true)
        isComplete = true
    }

    /// Calls `body` with each id changed after `earlier`; false if the log
    /// cannot tell (see `ids(since:)`).
    @inlinable
    func forEachID(since earlier: Int, _ body: (ID) -> Void) -> Bool {
        if earlier == revision { return true }
        let start: Int
        if earlier == structureRevision {
            guard isComplete else { return false }
            start = 0
        } else {
            guard let index = entries.firstIndex(where: { $0.revision == earlier }) else { return false }
            start = index + 1
        }
        for index in start..<entries.count { body(entries[index].id) }
        return true
    }

    /// The ids changed after `earlier`, if `earlier` is a point of this
    /// list's own history that the log still covers.
    @inlinable
    func ids(since earlier: Int) -> [ID]? {
        var ids: [ID] = []
        return forEachID(since: earlier) { ids.append($0) } ? ids : nil
    }
}
