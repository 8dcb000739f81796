/// The Eisel–Lemire conversion of a 64-bit decimal mantissa and a power of ten to the nearest
/// double: D. Lemire, "Number Parsing at a Gigabyte per Second", Software: Practice and
/// Experience 51(8), 2021, in the form of fast_float's `compute_float` (Apache-2.0/MIT), whose
/// 128-bit product needs no fallback for an exact mantissa (N. Mushtak, D. Lemire, "Fast Number
/// Parsing Without Fallback", Software: Practice and Experience 53(6), 2023).
extension DecimalDigits {
  /// `mantissa × 10^exponent` correctly rounded (ties to even), or `nil` for subnormal and
  /// infinite results and for exponents outside ``powerRange`` (the caller's exact fallback
  /// decides those). `mantissa` must not be 0.
  static func eiselLemire(_ mantissa: UInt64, _ exponent: Int, negative: Bool) -> Double? {
    guard powerRange.contains(exponent) else { return nil }
    let row = 2 * (exponent - powerRange.lowerBound)
    // The mantissa's top bit set; the binary exponent from ⌊q·log2(10)⌋ (217706 / 2^16 ≈
    // log2 10, exact for |q| ≤ 1500), biased by 1023.
    let zeros = mantissa.leadingZeroBitCount
    let normalized = mantissa << UInt64(zeros)

    // The product with the power's upper 64 bits, refined by its lower 64 bits when the 9 bits
    // below the 55 that matter are all ones (a carry from below could reach them).
    var (high, low) = normalized.multipliedFullWidth(by: powersOfTen128[row])
    if high & 0x1FF == 0x1FF {
      let crossHigh = normalized.multipliedFullWidth(by: powersOfTen128[row + 1]).high
      low &+= crossHigh
      if crossHigh > low { high &+= 1 }
    }

    // The top 55 bits (implicit bit, 52 bits, a rounding bit, one spare for a product < 2^127).
    let topBit = Int(high >> 63)
    let shift = UInt64(topBit + 9)
    var bits = high >> shift
    var binaryExponent = ((217_706 * exponent) >> 16) + 63 + topBit - zeros + 1_023
    guard binaryExponent > 0 else { return nil }  // subnormal

    // An exact tie is possible only where 5^q fits in 64 bits (−4 ≤ q ≤ 23) and the product
    // dropped only zeros: then round down to even instead of up.
    if low <= 1, exponent >= -4, exponent <= 23, bits & 3 == 1, bits << shift == high {
      bits &= ~1
    }
    bits += bits & 1
    bits >>= 1
    if bits >= 1 << 53 {
      bits = 1 << 52
      binaryExponent += 1
    }
    guard binaryExponent < 0x7FF else { return nil }  // infinite
    var pattern = UInt64(binaryExponent) << 52 | bits & 0x000F_FFFF_FFFF_FFFF
    if negative { pattern |= 1 << 63 }
    return Double(bitPattern: pattern)
  }
}
