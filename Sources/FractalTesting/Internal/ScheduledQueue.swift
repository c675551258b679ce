/// A priority queue of scheduled work: a min-heap keyed by due time, then by
/// order of insertion, so work due at the same time comes out first in,
/// first out.
///
/// The heap is a complete 4-ary tree stored breadth-first in one contiguous
/// array: the children of the entry at index `i` are at `4i + 1` … `4i + 4`,
/// and every entry precedes all of its children. The smallest entry is
/// therefore always at index 0. Insertion adds at the end and moves the new
/// entry up past the parents it precedes; removal of the minimum moves the last
/// entry into the root's place and down past the children that precede it.
/// Both move a "hole" rather than swapping, so each level costs one move and
/// a few comparisons of plain integers.
///
/// Four children rather than two halve the tree's depth, and a node's
/// children sit next to each other in the array, so each level of a removal
/// compares one contiguous run of entries: a removal visits half as many
/// levels as in a binary heap.
///
/// The order of insertion is a counter kept by the queue, so two entries never
/// compare equal and the output order is fully determined.
///
/// - Complexity: ``insert(_:due:)`` and ``popMin()`` are O(log *n*) (insertion
///   amortised, for the array's growth); ``min``, ``count`` and ``isEmpty`` are
///   O(1); ``removeAll(where:)`` is O(*n*). Memory is one array of *n* entries.
struct ScheduledQueue<Payload> {
    /// What orders the queue: due time, then order of insertion. Plain
    /// integers, so comparing two keys is inlined integer comparison and
    /// reading one from the heap retains nothing.
    struct Key {
        /// When the entry falls due.
        let due: VirtualTime
        /// The order of insertion: ties on ``due`` go to the smaller.
        let order: UInt64

        @inline(__always)
        static func < (lhs: Key, rhs: Key) -> Bool {
            lhs.due < rhs.due || (lhs.due == rhs.due && lhs.order < rhs.order)
        }
    }

    /// One queued item: its key and what it carries.
    struct Entry {
        let key: Key
        let payload: Payload
    }

    /// How many children each node has.
    private static var arity: Int { 4 }

    private var storage: ContiguousArray<Entry> = []
    private var nextOrder: UInt64 = 0

    /// How many entries are queued.
    ///
    /// - Complexity: O(1).
    var count: Int { storage.count }

    /// Whether nothing is queued.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { storage.isEmpty }

    /// The key of the entry that comes out next, if any.
    ///
    /// - Complexity: O(1).
    var minKey: Key? { storage.first?.key }

    /// Queues `payload`, due at `due`, after every entry already queued with
    /// the same due time.
    ///
    /// - Parameters:
    ///   - payload: What the entry carries.
    ///   - due: When it falls due.
    /// - Complexity: O(log *n*), amortised over the array's growth.
    mutating func insert(_ payload: Payload, due: VirtualTime) {
        let entry = Entry(key: Key(due: due, order: nextOrder), payload: payload)
        nextOrder &+= 1
        storage.append(entry)
        storage.withUnsafeMutableBufferPointer { heap in
            let base = heap.baseAddress!
            var hole = heap.count - 1
            let moving = (base + hole).move()
            while hole > 0 {
                let parent = (hole - 1) / Self.arity
                guard moving.key < base[parent].key else { break }
                (base + hole).moveInitialize(from: base + parent, count: 1)
                hole = parent
            }
            (base + hole).initialize(to: moving)
        }
    }

    /// Removes and returns the entry that comes out next: the earliest due,
    /// and among those the first inserted.
    ///
    /// - Returns: The entry, or `nil` if the queue is empty.
    /// - Complexity: O(log *n*).
    mutating func popMin() -> Entry? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        return storage.withUnsafeMutableBufferPointer { heap in
            let base = heap.baseAddress!
            let minimum = base.move()
            Self.siftDown(last, from: 0, in: base, count: heap.count)
            return minimum
        }
    }

    /// Removes every entry whose payload satisfies `shouldBeRemoved`, keeping
    /// the order of the rest.
    ///
    /// - Parameter shouldBeRemoved: Whether an entry's payload goes.
    /// - Complexity: O(*n*): one pass to filter, then Floyd's bottom-up
    ///   heap construction.
    mutating func removeAll(where shouldBeRemoved: (Payload) -> Bool) {
        storage.removeAll { shouldBeRemoved($0.payload) }
        guard storage.count > 1 else { return }
        storage.withUnsafeMutableBufferPointer { heap in
            let base = heap.baseAddress!
            for index in stride(from: (heap.count - 2) / Self.arity, through: 0, by: -1) {
                Self.siftDown((base + index).move(), from: index, in: base, count: heap.count)
            }
        }
    }

    /// Every entry, in no particular order.
    ///
    /// - Complexity: O(1); O(*n*) to iterate.
    var entries: ContiguousArray<Entry> { storage }

    /// Removes every entry and returns them, in no particular order.
    ///
    /// - Returns: The entries that were queued.
    /// - Complexity: O(1).
    mutating func takeAll() -> ContiguousArray<Entry> {
        defer { storage = [] }
        return storage
    }

    /// Places `moving` into the hole at `start`, moving it down past every
    /// child that precedes it.
    ///
    /// The hole at `start` is uninitialised on entry; every slot of `base`
    /// up to `count` is initialised on return.
    ///
    /// - Complexity: O(log *n*).
    private static func siftDown(_ moving: Entry, from start: Int, in base: UnsafeMutablePointer<Entry>, count: Int) {
        var hole = start
        while true {
            let first = arity * hole + 1
            guard first < count else { break }
            var child = first
            for sibling in (first + 1)..<min(first + arity, count) where base[sibling].key < base[child].key {
                child = sibling
            }
            guard base[child].key < moving.key else { break }
            (base + hole).moveInitialize(from: base + child, count: 1)
            hole = child
        }
        (base + hole).initialize(to: moving)
    }
}
