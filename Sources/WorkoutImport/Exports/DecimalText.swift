/// Numbers written in decimal notation only, for the text fields of the account exports
/// (Strava's `activities.csv`, Apple Health metadata quantities) and the command line's number
/// options (`--min-duration`, `--min-distance`), so that every reader of numbers in text agrees.
///
/// Swift's `Double(String)` also reads hexadecimal (`0x10` is 16, `0x1p4` too) and `nan`, `inf`
/// and `infinity` spellings; no export writes those, so they are not numbers here (issue 17).
public enum DecimalText {
  /// `text` as a number when it is an optional sign, digits with at most one `.`, and an
  /// optional exponent (`e`/`E`, optional sign, digits); `nil` otherwise. The value may be
  /// infinite (`1e400`) or `-0.0`, for the caller's range check.
  public static func number<Text: StringProtocol>(_ text: Text) -> Double? {
    var digits = 0
    var sawPoint = false
    var sawExponent = false
    var exponentDigits = 0
    var previous: UInt8?
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if sawExponent { exponentDigits += 1 } else { digits += 1 }
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard previous == nil || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
        else { return nil }
      case UInt8(ascii: "."):
        guard !sawPoint, !sawExponent else { return nil }
        sawPoint = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard digits > 0, !sawExponent else { return nil }
        sawExponent = true
      default: return nil
      }
      previous = byte
    }
    guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
    return Double(String(text))
  }
}
