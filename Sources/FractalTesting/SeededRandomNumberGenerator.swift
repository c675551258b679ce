/// A random number generator that gives the same numbers for the same seed
/// (SplitMix64), so a randomized test that fails can print its seed and be
/// replayed exactly.
///
/// ```swift
/// let seed = UInt64.random(in: 0...UInt64.max)
/// var generator = SeededRandomNumberGenerator(seed: seed)
/// let steps = (0..<1_000).map { _ in Int.random(in: 0..<4, using: &generator) }
/// #expect(model.run(steps) == app.run(steps), "seed \(seed)")
/// ```
///
/// It is fast and well mixed, not cryptographically secure.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose numbers are fixed by `seed`.
    ///
    /// - Parameter seed: Any value; the same seed gives the same numbers.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    ///
    /// - Returns: 64 random bits.
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
