/// Reads a decimal number from UTF-8 bytes (XML Schema `decimal`/`double` lexical form, as GPX
/// and TCX write them) without building a `String` in the common case.
///
/// Up to 15 significant digits with a small decimal exponent are converted exactly by
/// Clinger's fast path (an exact integer times or divided by an exact power of ten is correctly
/// rounded); anything else (Garmin's ~30-digit coordinates, exponents) goes through the standard
/// library's locale-independent `Double(_:)`, so the result is always the correctly rounded one.
enum ByteNumber {
  /// The outcome of reading a number.
  enum Result: Equatable {
    /// Only whitespace (e.g. `<ele/>`): no value, not an error.
    case empty
    /// Not a finite number.
    case invalid
    /// The value.
    case value(Double)
  }

  /// Longest text accepted.
  static let maximumLength = 64

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Parses the bytes, ignoring surrounding ASCII whitespace.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Result {
    let bounds = TextBytes.trimmed(bytes)
    let (lower, upper) = (bounds.lowerBound, bounds.upperBound)
    if lower == upper { return .empty }
    guard upper - lower <= maximumLength else { return .invalid }

    var index = lower
    var negative = false
    if bytes[index] == 0x2D || bytes[index] == 0x2B {
      negative = bytes[index] == 0x2D
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var significant = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < upper {
      let byte = bytes[index]
      if byte >= 0x30, byte <= 0x39 {
        digits += 1
        if mantissa != 0 || byte != 0x30 { significant += 1 }
        if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - 0x30) }
        if seenPoint { fractionDigits += 1 }
      } else if byte == 0x2E, !seenPoint {
        seenPoint = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0 else { return .invalid }
    if index == upper, significant <= 15, fractionDigits <= 22 {
      let value = Double(mantissa) / powersOfTen[fractionDigits]
      return .value(negative ? -value : value)
    }
    return slowPath(UnsafeRawBufferPointer(rebasing: bytes[lower..<upper]))
  }

  /// Exponents, long mantissas: the standard library's correctly rounded, locale-free parser.
  private static func slowPath(_ bytes: UnsafeRawBufferPointer) -> Result {
    for byte in bytes {
      // Digits, sign, point and exponent only: no "nan", "inf", hex or whitespace.
      let allowed =
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2D || byte == 0x2B
        || byte == 0x65 || byte == 0x45
      guard allowed else { return .invalid }
    }
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      return .invalid
    }
    return .value(value)
  }
}
