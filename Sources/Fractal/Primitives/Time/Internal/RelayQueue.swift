/// A first-in, first-out queue of values: what a ``TimedRelay`` holds between
/// receiving a value and delivering it.
///
/// Values are appended at the end and taken from a head index, so taking is
/// O(1); the storage is compacted once the taken values outnumber the rest,
/// which keeps appending amortised O(1) and the memory bounded by what is
/// still queued.
@usableFromInline
struct RelayQueue<Element> {
    /// The values, oldest first from ``head``; taken ones are `nil`.
    @usableFromInline var elements: ContiguousArray<Element?> = []
    /// The index of the oldest value not yet taken.
    @usableFromInline var head = 0

    @inlinable
    init() {}

    /// Whether no value is queued.
    @inlinable
    var isEmpty: Bool { head == elements.count }

    /// Adds `element` at the end.
    ///
    /// - Complexity: Amortised O(1).
    @inlinable
    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Removes and returns the oldest value, or `nil` if the queue is empty.
    ///
    /// - Complexity: Amortised O(1).
    @inlinable
    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let first = elements[head].take()
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: elements.capacity <= 64)
            head = 0
        } else if head >= 16, head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return first
    }
}

extension RelayQueue: Sendable where Element: Sendable {}
