#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a decimal number from UTF-8 bytes (XML Schema `decimal`/`double` lexical form, as GPX
/// and TCX write them) without building a `String`; the result is always the correctly rounded
/// `Double`, bit for bit what C's `strtod` gives for the same text.
///
/// Accepted: optional `+`/`-`, digits with at most one `.` (at least one digit), an optional
/// exponent `e`/`E` with optional sign and at least one digit; surrounding XML whitespace is
/// ignored; at most ``maximumLength`` bytes. Not accepted: `nan`, `inf`, hexadecimal, anything
/// whose value is not finite. Values below the smallest subnormal read as ±0, as `strtod` does.
///
/// Three steps, each used only when the previous one cannot decide:
/// 1. Clinger's fast path (W. D. Clinger, "How to Read Floating Point Numbers Accurately",
///    PLDI 1990): a mantissa of at most 2^53 and a decimal exponent within ±22 are both exact
///    doubles, so one multiplication or division rounds correctly (`40.4`, `142`).
/// 2. The Eisel–Lemire algorithm (D. Lemire, "Number Parsing at a Gigabyte per Second",
///    Software: Practice and Experience 51(8), 2021; as in fast_float and Go's `strconv`) on the
///    first 19 significant digits and a 128-bit power of ten
///    (``DecimalDigits/powersOfTen128``): exact for up to 19 digits. When digits were cut off
///    (Garmin's 30-digit coordinates), the result is kept only if the next larger 19-digit
///    mantissa rounds to the same double, so the cut digits cannot matter.
/// 3. `strtod` in the C locale (`uselocale`, this thread only) on a copy of the bytes on the
///    stack: cut-off digits near a halfway point, subnormals, overflow, and exponents beyond
///    ``DecimalDigits/powerRange``.
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

  /// Longest text accepted, in bytes after trimming.
  static let maximumLength = 64

  /// Parses the bytes, ignoring surrounding XML whitespace.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> Result {
    let bounds = TextBytes.trimmed(bytes)
    if bounds.isEmpty { return .empty }
    guard bounds.count <= maximumLength, let decimal = DecimalDigits(bytes, bounds) else {
      return .invalid
    }
    if let value = decimal.exactValue() ?? decimal.eiselLemireValue() {
      return .value(value)
    }
    return strtodValue(UnsafeRawBufferPointer(rebasing: bytes[bounds]))
  }

  /// `strtod` in the C locale on a NUL-terminated copy (at most ``maximumLength`` bytes); the
  /// syntax was checked by ``DecimalDigits``.
  private static func strtodValue(_ bytes: UnsafeRawBufferPointer) -> Result {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: maximumLength + 1) { buffer in
      guard let start = buffer.baseAddress else { return .invalid }
      for index in 0..<bytes.count { buffer[index] = CChar(bitPattern: bytes[index]) }
      buffer[bytes.count] = 0
      var end: UnsafeMutablePointer<CChar>?
      let previous = uselocale(CNumericLocale.shared.locale)
      let value = strtod(start, &end)
      uselocale(previous)
      guard end == start + bytes.count, value.isFinite else { return .invalid }
      return .value(value)
    }
  }
}

/// The C locale's number format for `strtod`, created on first use (only when a value needs the
/// exact path), so a process-wide `setlocale` with a decimal comma cannot change what is read.
private final class CNumericLocale: Sendable {
  /// The shared instance.
  static let shared = CNumericLocale()
  /// The locale handle (`nil` if it could not be created: then the process's own is used),
  /// never freed (lives as long as the process).
  nonisolated(unsafe) let locale: locale_t?

  private init() {
    locale = newlocale(1 << LC_NUMERIC, "C", nil)
  }
}
