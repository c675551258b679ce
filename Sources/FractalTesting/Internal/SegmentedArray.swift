/// An array that grows without ever moving the elements it already stores.
///
/// A ``PresentationLog`` keeps one record per presentation here. An ordinary
/// array growing to *n* elements reallocates about log2(*n*) times, copying
/// every element into fresh memory each time. Here the first segment grows like an ordinary array up to ``segmentSize``
/// elements, and each further segment is allocated at exactly that size, so
/// appending copies nothing and touches each page once.
///
/// Element `i` is `segments[i >> segmentShift][i & segmentMask]`. Indices are
/// `Int`s from `0` to ``count``, like an array's; reading or writing out of
/// bounds traps. It has value semantics: a copy shares the segments until one
/// of the two is written to.
///
/// What appending and subscripting touch is `@inlinable`, so that it is
/// specialised where the element's type is known.
@usableFromInline
struct SegmentedArray<Element> {
    /// The base-2 logarithm of ``segmentSize``.
    @inlinable static var segmentShift: Int { 10 }

    /// How many elements a segment holds when full: 1,024.
    @inlinable static var segmentSize: Int { 1 << segmentShift }

    /// The bits of an index that locate it in its segment.
    @inlinable static var segmentMask: Int { segmentSize - 1 }

    /// The segments, oldest first: every one is full (``segmentSize``
    /// elements) but the last. Written only by this type's methods (the
    /// setter is internal so that they can be inlined); tests read it to see
    /// that elements never move.
    @usableFromInline var segments: ContiguousArray<ContiguousArray<Element>> = []

    /// How many elements the array holds. Written only by ``append(_:)``.
    ///
    /// - Complexity: O(1).
    @usableFromInline var count = 0

    /// Creates an empty array; it allocates nothing until the first append.
    ///
    /// - Complexity: O(1).
    @inlinable
    init() {}

    /// Adds `element` at the end, without moving the elements stored.
    ///
    /// - Parameter element: The element to append.
    /// - Complexity: O(1), amortised over the growth of the first segment
    ///   (which copies at most ``segmentSize`` elements in all); every further
    ///   segment is allocated once, full size.
    @inlinable
    mutating func append(_ element: consuming Element) {
        if count & Self.segmentMask == 0 { appendSegment() }
        segments[segments.count &- 1].append(element)
        count &+= 1
    }

    /// Adds the segment the next element goes in: an empty one that grows
    /// like an ordinary array for the first element, one reserved at
    /// ``segmentSize`` for every later one.
    ///
    /// Not inlined: it runs once every ``segmentSize`` appends.
    ///
    /// - Complexity: O(*s*), where *s* is the number of segments (the outer
    ///   array of segments may grow; it holds only references).
    @inlinable @inline(never)
    mutating func appendSegment() {
        var segment = ContiguousArray<Element>()
        if !segments.isEmpty { segment.reserveCapacity(Self.segmentSize) }
        segments.append(segment)
    }
}

extension SegmentedArray: RandomAccessCollection, MutableCollection {
    /// The position of the first element: always `0`.
    ///
    /// - Complexity: O(1).
    @inlinable var startIndex: Int { 0 }

    /// The position one past the last element: ``count``.
    ///
    /// - Complexity: O(1).
    @inlinable var endIndex: Int { count }

    /// The element at `position`, read or written in place (the segment
    /// holding it is not copied when this array is its only owner).
    ///
    /// - Parameter position: An index from `0` to ``count`` (excluded);
    ///   others trap.
    /// - Complexity: O(1).
    @inlinable
    subscript(position: Int) -> Element {
        get {
            segments[position >> Self.segmentShift][position & Self.segmentMask]
        }
        _modify {
            yield &segments[position >> Self.segmentShift][position & Self.segmentMask]
        }
    }
}

extension SegmentedArray: Sendable where Element: Sendable {}
