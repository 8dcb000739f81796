/// Exact decimal text of `significand × 2^binaryExponent`, by schoolbook arithmetic on base-10^9
/// limbs: an independent way to write the exact value of a double (or of the midpoint between two
/// neighbouring doubles) for the number-parser tests.
enum DecimalExpansion {
  /// All digits of the exact value, no exponent, no trailing fraction zeros (`"0.5"`, `"12"`).
  static func text(significand: UInt64, binaryExponent: Int) -> String {
    var limbs: [UInt64] = [
      significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
      significand / 1_000_000_000_000_000_000,
    ]
    // value = significand × 2^e = significand × 5^(−e) / 10^(−e) when e < 0.
    let factor: UInt64 = binaryExponent >= 0 ? 2 : 5
    for _ in 0..<abs(binaryExponent) { multiply(&limbs, by: factor) }
    var digits = limbs.reversed().drop { $0 == 0 }.enumerated().map { index, limb in
      index == 0
        ? String(limb) : String(repeating: "0", count: 9 - String(limb).count) + String(limb)
    }.joined()
    if digits.isEmpty { digits = "0" }
    guard binaryExponent < 0 else { return digits }
    let fraction = -binaryExponent
    if digits.count <= fraction {
      digits = String(repeating: "0", count: fraction - digits.count + 1) + digits
    }
    var text = digits
    text.insert(".", at: text.index(text.endIndex, offsetBy: -fraction))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func multiply(_ limbs: inout [UInt64], by factor: UInt64) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = limbs[index] * factor + carry
      limbs[index] = product % 1_000_000_000
      carry = product / 1_000_000_000
    }
    if carry > 0 { limbs.append(carry) }
  }
}
