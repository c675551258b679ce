import Testing

@testable import FractalTesting

/// The array a recording presenter keeps its records in grows segment by
/// segment: whatever its size, it must read, write and iterate like an
/// `Array` built the same way, and never move what it already stores.
@Suite("A segmented array grows without moving its elements")
struct SegmentedArrayTests {
    private final class Box {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    private static func filled(_ count: Int) -> SegmentedArray<Int> {
        var array = SegmentedArray<Int>()
        for value in 0..<count { array.append(value) }
        return array
    }

    /// The address of the first element of each segment.
    private static func segmentAddresses<Element>(_ array: SegmentedArray<Element>) -> [UnsafeRawPointer?] {
        array.segments.map { segment in segment.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
    }

    @Test(arguments: [0, 1, 1_023, 1_024, 1_025, 5_000])
    func appendingAcrossSegmentBoundariesKeepsOrderAndCount(count: Int) {
        let array = Self.filled(count)
        #expect(array.count == count)
        #expect(array.isEmpty == (count == 0))
        #expect(Array(array) == Array(0..<count))
        #expect(array.indices == 0..<count)
        // Every segment is full but the last, and none is empty.
        let segmentSize = SegmentedArray<Int>.segmentSize
        #expect(segmentSize == 1_024)
        #expect(array.segments.count == (count + segmentSize - 1) / segmentSize)
        #expect(array.segments.dropLast().allSatisfy { $0.count == segmentSize })
        #expect(array.segments.allSatisfy { !$0.isEmpty })
        if count > 0 {
            #expect(array[count - 1] == count - 1)
            #expect(array.last == count - 1)
        }
    }

    @Test func mutatingAtSegmentBoundariesWritesInPlace() {
        var array = Self.filled(3_000)
        let addresses = Self.segmentAddresses(array)
        let boundaries = [0, 1, 1_023, 1_024, 1_025, 2_047, 2_048, 2_999]
        for index in boundaries {
            array[index] = -index
            array[index] -= 1_000_000
        }
        var expected = Array(0..<3_000)
        for index in boundaries { expected[index] = -index - 1_000_000 }
        #expect(Array(array) == expected)
        // The only owner of its segments writes them in place.
        #expect(Self.segmentAddresses(array) == addresses)
    }

    @Test func aCopyIsNotChangedByWritesOrAppendsToTheOriginal() {
        var array = Self.filled(2_000)
        let copy = array
        array[1_500] = -1
        array[0] = -2
        for value in 0..<1_000 { array.append(value) }
        #expect(Array(copy) == Array(0..<2_000))
        #expect(array[1_500] == -1 && array[0] == -2 && array.count == 3_000)
    }

    @Test func appendingNeverMovesTheElementsStored() {
        var array = SegmentedArray<Box>()
        var boxes: [Box] = []
        // Where each segment's storage starts: the first once it is full (it
        // grows like an array until then), every other one from its first element.
        var addresses: [UnsafeRawPointer?] = []
        for id in 0..<12_000 {
            let box = Box(id)
            boxes.append(box)
            array.append(box)
            if id == 1_023 || (id > 1_023 && id % 1_024 == 0) {
                addresses.append(Self.segmentAddresses(array).last!)
            }
            if id == 1_500 { array[1_500] = Box(-1) }
        }
        #expect(Self.segmentAddresses(array) == addresses)
        #expect(array.segments.dropFirst().allSatisfy { $0.capacity >= SegmentedArray<Box>.segmentSize })
        // A value set at 1,500 survives the 10,499 appends after it; every other
        // element is the same instance, in order.
        #expect(array[1_500].id == -1)
        boxes[1_500] = array[1_500]
        #expect(array.count == boxes.count)
        #expect(zip(array, boxes).allSatisfy { $0 === $1 })
    }

    @Test(arguments: [1, 15, 10_000] as [UInt64])
    func randomAppendsAndWritesAgreeWithAnArray(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var array = SegmentedArray<Int>()
        var expected: [Int] = []
        for step in 0..<20_000 {
            if expected.isEmpty || Int.random(in: 0..<4, using: &random) != 0 {
                array.append(step)
                expected.append(step)
            } else {
                let index = Int.random(in: 0..<expected.count, using: &random)
                array[index] &+= step
                expected[index] &+= step
            }
        }
        #expect(array.count == expected.count, "seed \(seed)")
        #expect(array.indices == expected.indices, "seed \(seed)")
        #expect(array.map { $0 * 2 } == expected.map { $0 * 2 }, "seed \(seed)")
        let odd: (Int) -> Int? = { $0 % 2 == 1 ? $0 : nil }
        #expect(array.compactMap(odd) == expected.compactMap(odd), "seed \(seed)")
        #expect(array.indices.allSatisfy { array[$0] == expected[$0] }, "seed \(seed)")
        #expect(Array(array.reversed()) == Array(expected.reversed()), "seed \(seed)")
    }
}
