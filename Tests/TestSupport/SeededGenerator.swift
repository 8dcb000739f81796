/// SplitMix64 (Steele, Lea, Flood 2014, "Fast splittable pseudorandom number generators"): the
/// one seeded generator of the tests, so generated inputs (numbers, profiles, shuffles, strings)
/// are the same on every run and platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in [0, 1) from the top 53 bits (every value a multiple of 2⁻⁵³).
  public mutating func unit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}
