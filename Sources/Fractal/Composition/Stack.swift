/// A navigation stack as a value in a store's state: the screens pushed
/// over a root screen, bottom first, each a typed value with a ``StackID``.
///
/// Elements are usually an enum of the screens that can be pushed, so a
/// flat path such as `[.detail(standup), .record(meeting)]` is one stack,
/// and each screen is made from the state below it by the reducer that
/// pushes it:
///
/// ```swift
/// var path = Stack<Page>()
/// path.append(.detail(title: "Design"))
/// path.append(.record(RecordPage(title: "Design")))
/// path.pop(from: path.ids[1])
/// ```
///
/// A reducer composed with ``Reducer/forEach(_:event:output:child:)-(_,_,(StackID,ElementOutput)->Event,_)``
/// runs each element's reducer, pops an element that returns
/// ``Effect/dismiss`` and cancels the effects of every popped element.
/// Equality compares the elements and their ids.
public struct Stack<Element: Sendable>: Sendable {
    /// One pushed element and its id.
    public struct Entry: Sendable {
        /// The element's id.
        public let id: StackID
        /// The element.
        public var element: Element
        /// Tells this push from every other, in every stack: two entries with
        /// the same id in copies of a stack that diverged are different pushes.
        @usableFromInline let push: Int

        @inlinable
        init(id: StackID, element: Element, push: Int) {
            self.id = id
            self.element = element
            self.push = push
        }
    }

    /// The pushed elements with their ids, bottom first.
    @inlinable
    public var entries: [Entry] { storage }
    @usableFromInline var storage: [Entry]
    /// The id the next push is given.
    @usableFromInline var nextID: Int
    /// Changes with every push and pop, to a number no other stack or copy
    /// ever had, so a composition notices that elements may have left: after
    /// a pop, and when the whole stack was replaced, even by a copy that
    /// diverged from this one by as many pushes and pops.
    @usableFromInline var structure: Int

    /// Creates an empty stack.
    @inlinable
    public init() {
        storage = []
        nextID = 0
        structure = Self.nextStructure()
    }

    /// A number no stack was given before.
    @inlinable
    static func nextStructure() -> Int {
        stackStructures.withLock { count in
            count += 1
            return count
        }
    }

    /// Creates a stack of `elements`, bottom first, with ids from 0.
    ///
    /// - Parameter elements: The elements.
    @inlinable
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// The ids, bottom first.
    @inlinable
    public var ids: [StackID] { entries.map(\.id) }

    /// Pushes `element` on top.
    ///
    /// - Parameter element: The element.
    /// - Returns: Its id.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> StackID {
        let id = StackID(nextID)
        nextID += 1
        structure = Self.nextStructure()
        storage.append(Entry(id: id, element: element, push: structure))
        return id
    }

    /// The element with `id`, if it is pushed; setting replaces it (setting
    /// `nil` pops it and everything above it; an id not pushed is ignored).
    ///
    /// - Parameter id: The element's id.
    /// - Complexity: O(*n*) to find the element.
    @inlinable
    public subscript(id id: StackID) -> Element? {
        get { index(of: id).map { storage[$0].element } }
        set {
            guard let index = index(of: id) else { return }
            if let newValue { storage[index].element = newValue } else { pop(from: id) }
        }
    }

    /// The position of the element with `id`, if it is pushed.
    ///
    /// - Parameter id: The element's id.
    /// - Returns: Its position, from the bottom.
    /// - Complexity: O(*n*).
    @inlinable
    public func index(of id: StackID) -> Int? {
        storage.firstIndex { $0.id == id }
    }

    /// Pops the element with `id` and every element above it; does nothing
    /// when `id` is not pushed.
    ///
    /// - Parameter id: The lowest element to pop.
    /// - Returns: Whether anything was popped.
    @inlinable
    @discardableResult
    public mutating func pop(from id: StackID) -> Bool {
        guard let index = index(of: id) else { return false }
        removeEntries(from: index)
        return true
    }

    /// Pops every element above the one with `id`; does nothing when `id`
    /// is not pushed.
    ///
    /// - Parameter id: The element to show.
    @inlinable
    public mutating func pop(to id: StackID) {
        guard let index = index(of: id), index + 1 < entries.count else { return }
        removeEntries(from: index + 1)
    }

    /// Pops the top element.
    ///
    /// - Returns: It, or `nil` when the stack is empty.
    @inlinable
    @discardableResult
    public mutating func popLast() -> Element? {
        guard let last = storage.popLast() else { return nil }
        structure = Self.nextStructure()
        return last.element
    }

    /// Pops every element.
    @inlinable
    public mutating func removeAll() {
        guard !entries.isEmpty else { return }
        storage.removeAll()
        structure = Self.nextStructure()
    }

    /// Removes the element of push number `push` and every element above
    /// it; nothing when no element has it (it left already).
    @inlinable
    mutating func pop(fromPush push: Int) {
        guard let index = storage.firstIndex(where: { $0.push == push }) else { return }
        removeEntries(from: index)
    }

    /// Removes the entries from `index` on, a change of structure.
    @inlinable
    mutating func removeEntries(from index: Int) {
        storage.removeSubrange(index...)
        structure = Self.nextStructure()
    }

    /// Runs `body` on the element with `id` in place, returning the
    /// element's push number (what its effects are namespaced by) with what
    /// `body` returned; `nil` when no element has `id`.
    @inlinable
    mutating func modify<Result>(_ id: StackID, _ body: (inout Element) -> Result) -> (push: Int, result: Result)? {
        guard let index = index(of: id) else { return nil }
        return (storage[index].push, body(&storage[index].element))
    }
}

extension Stack: RandomAccessCollection {
    /// The position of the bottom element.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position after the top element.
    @inlinable
    public var endIndex: Int { entries.count }

    /// The element at `position`, from the bottom.
    ///
    /// - Parameter position: The position.
    @inlinable
    public subscript(position: Int) -> Element { storage[position].element }
}

extension Stack: Equatable where Element: Equatable {
    /// Whether both stacks hold equal elements with the same ids.
    @inlinable
    public static func == (lhs: Stack, rhs: Stack) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.id == $1.id && $0.element == $1.element }
    }
}

extension Stack: ExpressibleByArrayLiteral {
    /// Creates a stack of the elements, bottom first, with ids from 0.
    ///
    /// - Parameter elements: The elements.
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

/// The structure numbers given to stacks so far.
@usableFromInline
let stackStructures = Locked<Int>.make(0)
