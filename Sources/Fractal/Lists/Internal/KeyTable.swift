/// Per-process random values mixed into ``KeyTable``'s hash, so which keys
/// collide cannot be known outside the process (hash flooding).
@usableFromInline
let keyTableSeed: (multiplier: UInt64, salt: UInt64) = {
    var generator = SystemRandomNumberGenerator()
    return (generator.next() | 1, generator.next())
}()

/// One slot of ``KeyTable``: a key's tag and the old row it came from.
@usableFromInline
struct KeyTableSlot {
    /// The key's bits (an integer key), a hash of its bytes (an ASCII string)
    /// or its `hashValue`.
    @usableFromInline var tag: UInt64
    /// The old row's index plus one; 0 when the slot is empty.
    @usableFromInline var entry: Int

    @inlinable
    init(tag: UInt64, entry: Int) {
        self.tag = tag
        self.entry = entry
    }
}

/// Matches the middle rows of a keyed difference by key: an open-addressing
/// table (linear probing) of the old rows, looked up once per new row.
///
/// An 8-byte integer key is its own tag, placed by a mix of its bits with a
/// random odd multiplier and salt chosen per process (``mix(_:seed:)``). A
/// string key is tagged with a cheap hash of its bytes, seeded the same way,
/// while it is ASCII (where `==` compares bytes); any other key with its
/// `hashValue` (seeded per process too). Tags are computed once per row; a
/// tag that is not the key itself is confirmed with `==`, so the table stores
/// no keys. If probing exceeds a budget linear in the rows (keys that
/// collide, by chance, flooding, repetition or a poor `hash(into:)`), or a
/// string key is not ASCII, ``match(old:new:key:isUnchanged:into:)`` gives up
/// and the caller matches with a `Dictionary` instead, so the table never
/// costs more than O(*n*) before that.
@usableFromInline
struct KeyTable {
    /// The slots, a power of two of them.
    @usableFromInline let slots: UnsafeMutablePointer<KeyTableSlot>
    /// The slot count minus one.
    @usableFromInline let mask: Int
    /// 64 minus the bits of a slot index: a hash's top bits pick its slot.
    @usableFromInline let shift: UInt64
    /// The process's odd multiplier and salt (``keyTableSeed``).
    @usableFromInline let seed: (multiplier: UInt64, salt: UInt64)

    /// How many slots a table of `rows` old rows takes: a power of two at
    /// least 1.5 times the rows (at most two thirds full).
    @inlinable
    static func capacity(rows: Int) -> Int {
        var capacity = 16
        while capacity < rows + rows / 2 { capacity &<<= 1 }
        return capacity
    }

    /// An empty table in `memory`, which holds `capacity` (from
    /// ``capacity(rows:)``) slots.
    @inlinable
    init(_ memory: UnsafeMutableRawPointer, capacity: Int) {
        slots = memory.bindMemory(to: KeyTableSlot.self, capacity: capacity)
        slots.initialize(repeating: KeyTableSlot(tag: 0, entry: 0), count: capacity)
        mask = capacity &- 1
        shift = UInt64(64 &- capacity.trailingZeroBitCount)
        seed = keyTableSeed
    }

    /// Whether `Key` is an 8-byte integer, hashed and compared by its bits.
    @inlinable
    static func isInteger<Key>(_: Key.Type) -> Bool {
        Key.self == Int.self || Key.self == UInt.self || Key.self == Int64.self || Key.self == UInt64.self
    }

    /// A key's tag: its bits when it is an integer, a hash of its bytes when
    /// it is an ASCII string, else its hash value; nil for a string that is
    /// not ASCII or not contiguous (its `==` is Unicode's, not its bytes').
    @inlinable @inline(__always)
    func tag<Key: Hashable>(of key: Key) -> UInt64? {
        if Self.isInteger(Key.self) { return unsafeBitCast(key, to: UInt64.self) }
        if Key.self == String.self { return asciiTag(unsafeBitCast(key, to: String.self)) }
        return UInt64(bitPattern: Int64(key.hashValue))
    }

    /// A hash of an ASCII string's bytes, eight at a time, with the process's
    /// seed; nil when it is not ASCII or its bytes are not contiguous.
    @inlinable
    func asciiTag(_ string: String) -> UInt64? {
        let hash = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let (count, raw) = (bytes.count, UnsafeRawBufferPointer(bytes))
            var (hash, seen) = (seed.salt ^ UInt64(truncatingIfNeeded: count), UInt64(0))
            var offset = 0
            while offset &+ 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                hash = (hash ^ word) &* seed.multiplier
                hash ^= hash &>> 29
                offset &+= 8
            }
            if offset < count {
                var word: UInt64 = 0
                while offset < count {
                    word = word &<< 8 | UInt64(raw[offset])
                    offset &+= 1
                }
                seen |= word
                hash = (hash ^ word) &* seed.multiplier
                hash ^= hash &>> 29
            }
            return seen & 0x8080_8080_8080_8080 == 0 ? hash : nil
        }
        return hash ?? nil
    }

    /// The slot where a tag's probe starts.
    @inlinable @inline(__always)
    func slot(_ tag: UInt64) -> Int {
        Int(truncatingIfNeeded: Self.mix(tag, seed: seed) &>> shift)
    }

    /// A tag's bits mixed with the process's seed, so that every bit of the
    /// tag moves the top bits (which pick a slot): a finaliser in the manner
    /// of MurmurHash3's, with the seed's random multiplier as one of its
    /// factors. A multiply-shift alone maps runs of consecutive integer keys
    /// into clusters for some multipliers (those close to a fraction with a
    /// small denominator), which linear probing turns into long probes.
    @inlinable @inline(__always)
    static func mix(_ tag: UInt64, seed: (multiplier: UInt64, salt: UInt64)) -> UInt64 {
        var bits = tag ^ seed.salt
        bits ^= bits &>> 33
        bits &*= seed.multiplier
        bits ^= bits &>> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits &>> 33
        return bits
    }

    /// Matches each new row to the old row with its key, recording into
    /// `match`. Inlined into the caller, so `key` and `isUnchanged` are too.
    ///
    /// - Returns: False when probing exceeded its budget; `match` then holds
    ///   part of the matches (``ListMatch/reset()`` it).
    @inlinable @inline(__always)
    func match<Row, Key: Hashable>(
        old: ArraySlice<Row>,
        new: ArraySlice<Row>,
        key: (Row) -> Key,
        isUnchanged: (Row, Row) -> Bool,
        into match: inout ListMatch
    ) -> Bool {
        let (oldStart, newStart) = (old.startIndex, new.startIndex)
        // At most two thirds full, a lookup takes a constant number of probes on
        // average: only keys that collide exhaust a budget linear in the rows.
        var budget = 8 &* (old.count &+ new.count) &+ 64
        for index in 0..<old.count {
            guard let tag = tag(of: key(old[oldStart &+ index])) else { return false }
            var slot = slot(tag)
            while slots[slot].entry != 0 {
                slot = (slot &+ 1) & mask
                budget &-= 1
            }
            slots[slot] = KeyTableSlot(tag: tag, entry: index &+ 1)
            if budget < 0 { return false }
        }
        for index in 0..<new.count {
            let row = new[newStart &+ index]
            let rowKey = key(row)
            guard let tag = tag(of: rowKey) else { return false }
            var slot = slot(tag)
            var source = -1
            while true {
                let entry = slots[slot].entry
                if entry == 0 { break }
                // The first slot with the key holds its first old row (no slot is ever emptied).
                if slots[slot].tag == tag, Self.isInteger(Key.self) || key(old[oldStart &+ entry &- 1]) == rowKey {
                    source = entry &- 1
                    break
                }
                slot = (slot &+ 1) & mask
                budget &-= 1
            }
            if budget < 0 { return false }
            match.record(source, at: index) { isUnchanged(old[oldStart &+ source], row) }
        }
        return true
    }

    /// Matches each new row to the old row with its key through a
    /// `Dictionary`, recording into `match`: what ``match(old:new:key:isUnchanged:into:)``
    /// does, for keys that collide in its table.
    @inlinable
    static func matchByDictionary<Row, Key: Hashable>(
        old: ArraySlice<Row>,
        new: ArraySlice<Row>,
        key: (Row) -> Key,
        isUnchanged: (Row, Row) -> Bool,
        into match: inout ListMatch
    ) {
        let (oldStart, newStart) = (old.startIndex, new.startIndex)
        var oldIndexByKey = [Key: Int](minimumCapacity: old.count)
        // Backwards, so a repeated key keeps its first row, as in the table.
        for index in (0..<old.count).reversed() { oldIndexByKey[key(old[oldStart + index])] = index }
        for index in 0..<new.count {
            let row = new[newStart + index]
            let source = oldIndexByKey[key(row)] ?? -1
            match.record(source, at: index) { isUnchanged(old[oldStart + source], row) }
        }
    }
}
