/// A row that ``KeyedRowTable`` made: the element it was made from, the row,
/// its key's tag and the change that last showed it.
@usableFromInline
struct KeyedRowEntry<Element, Row> {
    @usableFromInline var element: Element
    @usableFromInline var row: Row
    @usableFromInline let tag: UInt64
    /// The number of the last change whose elements had this row's key.
    @usableFromInline var shown: UInt64

    @inlinable
    init(element: Element, row: Row, tag: UInt64, shown: UInt64) {
        self.element = element
        self.row = row
        self.tag = tag
        self.shown = shown
    }
}

/// The rows that ``PropertyProtocol/map(keyedBy:_:)`` made, kept
/// from one change to the next and looked up by key: an array of entries
/// and an open-addressing table (linear probing, at most two thirds full) of
/// their indices, updated in place on each change.
///
/// A key's tag is its bits for an 8-byte integer key (compared without `==`,
/// placed by ``KeyTable/mix(_:seed:)``, seeded per process) and its
/// `hashValue` otherwise (confirmed with `==`). The table is rebuilt only
/// when it grows, and when rows are released (``rows(for:key:makeRow:)``
/// compacts the entries then). Lookups cost O(1) expected; keys whose hashes
/// collide cost what they cost a `Dictionary`.
@usableFromInline
struct KeyedRowTable<Element: Equatable, Key: Hashable, Row> {
    @usableFromInline var entries: [KeyedRowEntry<Element, Row>] = []
    /// A key's tag and its entry's index plus one; 0 for an empty slot.
    @usableFromInline var slots: [KeyTableSlot]
    @usableFromInline var mask: Int
    @usableFromInline var shift: UInt64
    /// The number of the current change.
    @usableFromInline var change: UInt64 = 0

    @inlinable
    init() {
        slots = []
        mask = 0
        shift = 0
        allocateSlots(rows: 0)
    }

    /// Replaces the slots with an empty table sized for `rows` entries.
    @inlinable
    mutating func allocateSlots(rows: Int) {
        let capacity = KeyTable.capacity(rows: rows)
        slots = Array(repeating: KeyTableSlot(tag: 0, entry: 0), count: capacity)
        mask = capacity &- 1
        shift = UInt64(64 &- capacity.trailingZeroBitCount)
    }

    /// A key's tag: its bits for an integer key, else its hash value.
    @inlinable @inline(__always)
    static func tag(of key: Key) -> UInt64 {
        if KeyTable.isInteger(Key.self) { return unsafeBitCast(key, to: UInt64.self) }
        return UInt64(bitPattern: Int64(key.hashValue))
    }

    /// The slot where a tag's probe starts.
    @inlinable @inline(__always)
    func start(_ tag: UInt64) -> Int {
        Int(truncatingIfNeeded: KeyTable.mix(tag, seed: keyTableSeed) &>> shift)
    }

    /// Puts every entry back into an empty table sized for them.
    @inlinable
    mutating func rebuildSlots() {
        allocateSlots(rows: entries.count)
        for index in entries.indices {
            var slot = start(entries[index].tag)
            while slots[slot].entry != 0 { slot = (slot &+ 1) & mask }
            slots[slot] = KeyTableSlot(tag: entries[index].tag, entry: index &+ 1)
        }
    }

    /// The rows of `elements`: a kept row for each element whose key has one
    /// made from an equal element, a new row from `makeRow` otherwise. Then
    /// releases the rows of elements that left.
    @inlinable
    mutating func rows(for elements: [Element], key: (Element) -> Key, makeRow: (Element) -> Row) -> [Row] {
        change &+= 1
        var shownCount = 0
        let rows = [Row](unsafeUninitializedCapacity: elements.count) { rows, count in
            var next = 0
            while next < elements.count {
                // Kept rows, read in place, up to the next element without one.
                let (reached, missedSlot) = lookUpKeptRows(elements, from: next, into: rows, key: key, shownCount: &shownCount)
                next = reached
                guard next < elements.count else { break }
                let element = elements[next]
                let row = makeRow(element)
                (rows.baseAddress! + next).initialize(to: row)
                if let missedSlot {
                    insert(KeyedRowEntry(element: element, row: row, tag: Self.tag(of: key(element)), shown: change), at: missedSlot)
                    shownCount &+= 1
                } else {
                    // The key has a row, made from another element: replace it.
                    let index = entryIndex(of: key(element), key: key)
                    entries[index].element = element
                    entries[index].row = row
                    if entries[index].shown != change {
                        shownCount &+= 1
                        entries[index].shown = change
                    }
                }
                next &+= 1
                count = next
            }
            count = elements.count
        }
        if entries.count > shownCount { releaseRowsNotShown() }
        return rows
    }

    /// Puts the kept rows of `elements`, from `start`, into `rows` and marks
    /// them shown, up to the first element whose key has no row made from an
    /// equal element.
    ///
    /// - Returns: That element's index (or `elements.count`), and the empty
    ///   slot its key's probe reached when its key has no row at all.
    @inlinable @inline(__always)
    mutating func lookUpKeptRows(
        _ elements: [Element],
        from start: Int,
        into rows: UnsafeMutableBufferPointer<Row>,
        key: (Element) -> Key,
        shownCount: inout Int
    ) -> (Int, Int?) {
        let (change, mask, shift) = (change, mask, shift)
        let seed = keyTableSeed
        let slots = slots
        return entries.withUnsafeMutableBufferPointer { entries in
            slots.withUnsafeBufferPointer { slots in
                var next = start
                while next < elements.count {
                    let element = elements[next]
                    let elementKey = key(element)
                    let tag = Self.tag(of: elementKey)
                    var slot = Int(truncatingIfNeeded: KeyTable.mix(tag, seed: seed) &>> shift)
                    while true {
                        let entry = slots[slot].entry
                        if entry == 0 { return (next, slot) }
                        let index = entry &- 1
                        if slots[slot].tag == tag, KeyTable.isInteger(Key.self) || key(entries[index].element) == elementKey {
                            guard entries[index].element == element else { return (next, nil) }
                            if entries[index].shown != change {
                                shownCount &+= 1
                                entries[index].shown = change
                            }
                            (rows.baseAddress! + next).initialize(to: entries[index].row)
                            break
                        }
                        slot = (slot &+ 1) & mask
                    }
                    next &+= 1
                }
                return (next, nil)
            }
        }
    }

    /// The index of the entry of a key that has one.
    @inlinable
    func entryIndex(of entryKey: Key, key: (Element) -> Key) -> Int {
        let tag = Self.tag(of: entryKey)
        var slot = start(tag)
        while slots[slot].tag != tag || !(KeyTable.isInteger(Key.self) || key(entries[slots[slot].entry &- 1].element) == entryKey) {
            slot = (slot &+ 1) & mask
        }
        return slots[slot].entry &- 1
    }

    /// Adds an entry whose key is in no slot, at `slot` (the empty slot its
    /// probe reached), growing the table past two thirds full.
    @inlinable
    mutating func insert(_ entry: KeyedRowEntry<Element, Row>, at slot: Int) {
        entries.append(entry)
        if entries.count &* 3 > (mask &+ 1) &* 2 {
            rebuildSlots()
        } else {
            slots[slot] = KeyTableSlot(tag: entry.tag, entry: entries.count)
        }
    }

    /// Releases the rows not shown in this change, and rebuilds the table
    /// for the rows kept.
    @inlinable
    mutating func releaseRowsNotShown() {
        let change = change
        entries.removeAll { $0.shown != change }
        rebuildSlots()
    }
}
