import Foundation
import Fractal

extension UUID {
    /// The id whose last twelve hexadecimal digits are `number`, as
    /// ``incrementing()`` makes them: `UUID(0)` is
    /// `00000000-0000-0000-0000-000000000000`, `UUID(26)` is
    /// `00000000-0000-0000-0000-00000000001A`.
    ///
    /// A test writes the ids it expects this way:
    ///
    /// ```swift
    /// #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    /// ```
    ///
    /// - Parameter number: The id's number, from 0 to 2⁴⁸ − 1; the program
    ///   stops for a number outside that range.
    public init(_ number: Int) {
        precondition((0..<(1 << 48)).contains(number), "UUID(_:): \(number) is not between 0 and 2⁴⁸ − 1")
        let bytes = (0..<6).map { UInt8(truncatingIfNeeded: number >> (8 * (5 - $0))) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]))
    }

    /// Makes a generator of ids that counts from `UUID(0)`, for a test to
    /// give the view model in place of `UUID.init`: the ids it makes are the
    /// same in every run, and the test writes them as ``init(_:)`` does.
    ///
    /// ```swift
    /// let uuid = UUID.incrementing()
    /// #expect(uuid() == UUID(0))
    /// #expect(uuid() == UUID(1))
    /// ```
    ///
    /// Each generator counts on its own, and may be called from any thread:
    /// every call returns the next id once.
    ///
    /// - Returns: A function returning `UUID(0)`, then `UUID(1)`, and so on.
    /// - Complexity: Each call takes a lock: O(1).
    public static func incrementing() -> @Sendable () -> UUID {
        let issued = Locked<Int>.make(0)
        return {
            UUID(
                issued.withLock { count in
                    defer { count += 1 }
                    return count
                })
        }
    }
}
