/// A decimal number split into what the fast conversions need: up to 19 significant digits as
/// an integer, a power-of-ten exponent, the sign, and whether nonzero digits were cut off.
///
/// The value is `(negative ? -1 : 1) × mantissa × 10^exponent`, exactly when `truncated` is
/// false, and below `(mantissa + 1) × 10^exponent` otherwise. The scan follows Go's
/// `strconv.readFloat` (leading zeros skipped, 19 digits kept, exponent capped at 10 000 so it
/// cannot overflow); bounds were checked by the caller, so it reads through a raw pointer. See ``ByteNumber`` for the accepted syntax.
struct DecimalDigits {
  /// The first 19 significant digits (fewer when the text has fewer).
  var mantissa: UInt64 = 0
  /// Decimal exponent applied to ``mantissa``.
  var exponent = 0
  /// A leading `-`.
  var negative = false
  /// Nonzero digits after the 19th were dropped.
  var truncated = false

  /// Most significant digits an `UInt64` mantissa keeps (10^19 < 2^64).
  static let keptDigits = 19

  /// Scans `bytes[bounds]` (not empty); `nil` when it is not entirely a decimal number.
  init?(_ bytes: UnsafeRawBufferPointer, _ bounds: Range<Int>) {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
    var index = bounds.lowerBound
    let end = bounds.upperBound
    if base[index] == 0x2D || base[index] == 0x2B {  // '-' or '+'
      negative = base[index] == 0x2D
      index += 1
    }
    let digitsStart = index
    while index < end, base[index] == 0x30 { index += 1 }  // leading zeros
    var kept = 0  // digits in `mantissa`
    // Significant digits before the point, then the point's position relative to the first
    // significant digit (negative after leading fraction zeros: 0.001 → −2).
    var pointPosition = 0
    scanDigits(base, &index, end, &kept, counting: &pointPosition)
    var sawDigits = index > digitsStart
    if index < end, base[index] == 0x2E {  // '.'
      index += 1
      let fractionStart = index
      if kept == 0 {
        while index < end, base[index] == 0x30 { index += 1 }
        pointPosition -= index - fractionStart
      }
      var fractionDigits = 0
      scanDigits(base, &index, end, &kept, counting: &fractionDigits)
      sawDigits = sawDigits || index > fractionStart
    }
    guard sawDigits else { return nil }
    if index < end, base[index] == 0x65 || base[index] == 0x45 {  // 'e' or 'E'
      index += 1
      var exponentSign = 1
      if index < end, base[index] == 0x2D || base[index] == 0x2B {
        exponentSign = base[index] == 0x2D ? -1 : 1
        index += 1
      }
      guard index < end, base[index] &- 0x30 < 10 else { return nil }
      var written = 0
      while index < end, base[index] &- 0x30 < 10 {
        if written < 10_000 { written = written * 10 + Int(base[index] &- 0x30) }
        index += 1
      }
      pointPosition += exponentSign * written
    }
    guard index == end else { return nil }
    if mantissa != 0 { exponent = pointPosition - kept }
  }

  /// Reads digits from `index` on: the first 19 significant ones into ``mantissa``, the rest
  /// only noted in ``truncated`` when nonzero; `count` grows by the digits read.
  private mutating func scanDigits(
    _ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, _ kept: inout Int,
    counting count: inout Int
  ) {
    let start = index
    while index < end, kept < Self.keptDigits {
      let digit = base[index] &- 0x30
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      kept += 1
      index += 1
    }
    while index < end {
      let digit = base[index] &- 0x30
      guard digit < 10 else { break }
      if digit != 0 { truncated = true }
      index += 1
    }
    count += index - start
  }

  /// Exact powers of ten 10^0…10^22 (every one is a `Double` exactly: 5^22 < 2^53).
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Clinger's fast path: the correctly rounded value when the mantissa (≤ 2^53) and the power
  /// of ten (|exponent| ≤ 22) are both exact doubles and nothing was cut off; else `nil`.
  func exactValue() -> Double? {
    guard !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    var value = Double(mantissa)
    if exponent < 0 {
      value /= Self.exactPowersOfTen[-exponent]
    } else {
      value *= Self.exactPowersOfTen[exponent]
    }
    return negative ? -value : value
  }

  /// The Eisel–Lemire result, confirmed for cut-off digits by the next larger mantissa; `nil`
  /// when it cannot decide (then the exact fallback decides).
  func eiselLemireValue() -> Double? {
    if mantissa == 0 { return negative ? -0.0 : 0.0 }
    guard let value = Self.eiselLemire(mantissa, exponent, negative: negative) else { return nil }
    if !truncated { return value }
    guard let upper = Self.eiselLemire(mantissa + 1, exponent, negative: negative),
      upper.bitPattern == value.bitPattern
    else { return nil }
    return value
  }
}
