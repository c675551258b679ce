extension IdentifiedList {
    /// The position of the element with `id`, if present.
    ///
    /// - Parameter id: The element's id.
    /// - Returns: Its offset from the start, or `nil`.
    /// - Complexity: O(*n*).
    @inlinable
    public func index(id: Element.ID) -> Int? {
        ids.firstIndex(of: id)
    }

    /// Removes and returns the element at `index`.
    ///
    /// - Parameter index: A valid position; the program stops otherwise, as
    ///   `Array.remove(at:)` does.
    /// - Returns: The removed element.
    /// - Complexity: O(*n*).
    @inlinable
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        precondition(ids.indices.contains(index), "IdentifiedList.remove(at:): index \(index) is out of bounds")
        let id = ids.remove(at: index)
        return elements.removeValue(forKey: id)!
    }

    /// Removes the elements at `offsets`, as a list view's swipe-to-delete
    /// reports them (SwiftUI's `onDelete` gives an `IndexSet`, a sequence of
    /// offsets). Offsets outside the list, and repeated ones, are ignored.
    ///
    /// ```swift
    /// attendees.remove(atOffsets: [0, 2])
    /// ```
    ///
    /// - Parameter offsets: Positions in the list before the removal.
    /// - Complexity: O(*n* + *k*) for *k* offsets.
    @inlinable
    public mutating func remove(atOffsets offsets: some Sequence<Int>) {
        var removing = Set<Int>()
        for offset in offsets where ids.indices.contains(offset) { removing.insert(offset) }
        guard !removing.isEmpty else { return }
        var kept: [Element.ID] = []
        kept.reserveCapacity(ids.count - removing.count)
        for (offset, id) in ids.enumerated() {
            if removing.contains(offset) {
                elements[id] = nil
            } else {
                kept.append(id)
            }
        }
        ids = kept
    }

    /// Moves the elements at `offsets` so that they sit, in their order,
    /// before the element that was at `destination` (at the end for
    /// `destination == count`): the meaning of SwiftUI's `onMove`.
    ///
    /// ```swift
    /// attendees.move(fromOffsets: [0], toOffset: 3)  // the first becomes the third
    /// ```
    ///
    /// Offsets outside the list, and repeated ones, are ignored; `destination`
    /// is clamped to `0...count`. A move that leaves the order as it was
    /// records no change.
    ///
    /// - Parameters:
    ///   - offsets: Positions of the elements to move, before the move.
    ///   - destination: A position before the move, `0...count`.
    /// - Complexity: O(*n* + *k* log *k*) for *k* offsets.
    @inlinable
    public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
        let moving = Set(offsets.filter { ids.indices.contains($0) })
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(destination, 0), ids.count)
        let removedBefore = moving.lazy.filter { $0 < destination }.count
        var reordered = ids.enumerated().filter { !moving.contains($0.offset) }.map(\.element)
        reordered.insert(contentsOf: moving.sorted().map { ids[$0] }, at: destination - removedBefore)
        ids = reordered
    }
}
