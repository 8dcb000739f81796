/// Where the bytes of a JSON text fall, read one at a time: inside a string (its quotes and
/// escapes included) or not (RFC 8259 §7: a string runs from `"` to the next `"` not escaped by
/// `\\`). The Garmin reader's scans count and cut values outside strings only.
struct JSONTextState {
  private var inString = false
  private var escaped = false

  /// Moves past `byte`; `true` when it lies outside every string and is no quote.
  mutating func isStructural(_ byte: UInt8) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return false
    }
    if byte == UInt8(ascii: "\"") {
      inString = true
      return false
    }
    return true
  }
}
