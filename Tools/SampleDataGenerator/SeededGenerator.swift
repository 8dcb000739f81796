import Foundation

/// A tiny deterministic pseudo-random generator (SplitMix64, Steele/Lea/Flood 2014).
///
/// Every draw is derived from the 64-bit seed only, so the same seed always yields the same
/// sample data on every machine and every run. Helpers avoid the standard library's
/// `random(in:using:)` so that the mapping from bits to values is fixed here, not in the toolchain.
struct SeededGenerator: RandomNumberGenerator {
  /// The SplitMix64 state; advanced by the golden-ratio increment on every draw.
  private var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits (SplitMix64 output function).
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1) built from the top 53 bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform double in [lower, upper).
  mutating func double(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }

  /// A uniform integer in the closed range (modulo reduction; the bias is irrelevant here).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// True with the given probability (0…1).
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A standard normal draw (Box–Muller, one value per call).
  mutating func gaussian() -> Double {
    let u1 = max(unit(), 1e-12)
    let u2 = unit()
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }

  /// An element of a non-empty array, chosen uniformly.
  mutating func pick<T>(_ items: [T]) -> T {
    items[int(0...(items.count - 1))]
  }

  /// A child generator for one workout, so that editing one workout does not shift all others.
  func derived(_ salt: UInt64) -> SeededGenerator {
    var copy = SeededGenerator(seed: state ^ (salt &* 0xD6E8_FEB8_6659_FD93))
    _ = copy.next()
    return copy
  }
}
