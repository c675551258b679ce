/// The rows that ``PropertyProtocol/map(keyedBy:_:)`` made for the last
/// change (a ``KeyedRowTable``).
///
/// The table is taken out of its lock for the length of a change and put
/// back after, so `makeRow` never runs under the lock. A change that finds
/// it taken (another change running at the same time, or one made from
/// inside `makeRow`) makes every row anew, and its rows are not kept.
@usableFromInline
final class KeyedRows<Element: Equatable & Sendable, Key: Hashable & Sendable, Row: Sendable>: Sendable {
    @usableFromInline let table = Locked<KeyedRowTable<Element, Key, Row>?>.make(KeyedRowTable())

    @inlinable
    init() {}

    /// The rows for `elements`: kept ones reused, new or changed ones made;
    /// rows of elements that left released.
    @inlinable
    func rows(for elements: [Element], key: (Element) -> Key, makeRow: (Element) -> Row) -> [Row] {
        guard var made = table.withLock({ $0.take() }) else { return elements.map(makeRow) }
        let rows = made.rows(for: elements, key: key, makeRow: makeRow)
        table.withLock { $0 = made }
        return rows
    }
}
