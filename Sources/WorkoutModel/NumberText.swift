/// The project's one number formatter: locale-independent text for numbers in reports, catalog
/// names, warnings, SVG coordinates and JSON.
///
/// Every function is pure and ignores the process locale (no `NumberFormatter`, no
/// `.formatted()`, whose separators follow `Locale.current`): `.` is the decimal point and `,`
/// the thousands separator ("1,234.5"), a minus sign is `-`, and `-0.0` or a value that rounds
/// to zero prints without a sign.
public enum NumberText {
  /// Largest magnitude ``fixed(_:decimals:grouping:)`` prints (1e15): beyond it a `Double` has
  /// no fractional digits left to show and the text would be noise.
  public static let fixedLimit = 1e15

  /// `value` with exactly `decimals` fractional digits (clamped to 0…9), rounded half away
  /// from zero, with `,` between groups of three integer digits when `grouping` is `true`:
  /// `fixed(1234.56, decimals: 1)` is `"1,234.6"`, `fixed(-0.04, decimals: 1)` is `"0.0"`,
  /// `fixed(1234.5, decimals: 1, grouping: false)` is `"1234.5"`.
  ///
  /// Non-finite values and magnitudes ≥ ``fixedLimit`` print as `"–"` (U+2013 EN DASH, the
  /// reports' mark for "no value").
  public static func fixed(_ value: Double, decimals: Int, grouping: Bool = true) -> String {
    let places = min(max(decimals, 0), 9)
    var scale: Double = 1
    for _ in 0..<places { scale *= 10 }
    guard value.isFinite, abs(value) < fixedLimit else { return "–" }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else { return "–" }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    let whole = grouping ? grouped(units / divisor) : String(units / divisor)
    let sign = (value < 0 && units != 0) ? "-" : ""
    guard places > 0 else { return sign + whole }
    var fraction = String(units % divisor)
    while fraction.count < places { fraction = "0" + fraction }
    return sign + whole + "." + fraction
  }

  /// An integer with `,` between groups of three digits: `grouped(1234567)` is `"1,234,567"`,
  /// `grouped(-1234)` is `"-1,234"`.
  public static func grouped(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// An integer with `,` grouping, like the `Int64` overload: `1000` → `"1,000"`.
  public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }

  /// `value` rounded to `decimals` fractional digits (half away from zero), as RFC 8259 JSON
  /// number text in the shortest form that reads back as the rounded value: whole numbers
  /// below 9e15 without a fraction (`2.0` → `"2"`, `-0.0` → `"0"`), others as Swift's
  /// shortest round-trip text (`5012.3`, `1.7976931348623157e+308`). A value so large that
  /// scaling overflows is already whole and prints as it is. No grouping.
  ///
  /// - Returns: `nil` for NaN and infinities, which JSON cannot carry (callers print `null`).
  public static func json(_ value: Double, decimals: Int) -> String? {
    guard value.isFinite else { return nil }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let scaled = (value * scale).rounded() / scale
    let rounded = scaled.isFinite ? scaled : value
    if rounded == rounded.rounded(), abs(rounded) < 9e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
