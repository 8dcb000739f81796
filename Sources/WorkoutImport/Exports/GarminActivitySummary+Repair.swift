extension GarminActivitySummary {
  /// `bytes` with what Foundation's `JSONDecoder` refuses inside a string made readable, and how
  /// many such places there were: each maximal invalid UTF-8 sequence becomes U+FFFD (as
  /// `String(decoding:as:)` and archive member names show it), and each escaped lone surrogate
  /// (`\ud800` without its low half, or a low half alone) becomes `\ufffd`. The decoder would
  /// otherwise drop the whole string (a name with one bad byte lost without a word, issue 17).
  static func repairedText(_ bytes: [UInt8]) -> (bytes: [UInt8], count: Int) {
    var count = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decoding
      case .error: count += 1
      }
    }
    var result = count > 0 ? Array(String(decoding: bytes, as: UTF8.self).utf8) : bytes
    var index = 0
    var inString = false
    while index < result.count {
      let byte = result[index]
      if !inString {
        if byte == UInt8(ascii: "\"") { inString = true }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = false
        index += 1
      } else if byte != UInt8(ascii: "\\") {
        index += 1
      } else if index + 1 < result.count, result[index + 1] == UInt8(ascii: "u"),
        let unit = escapedUnit(result, at: index)
      {
        if (0xD800...0xDBFF).contains(unit), let low = escapedUnit(result, at: index + 6),
          (0xDC00...0xDFFF).contains(low)
        {
          index += 12
        } else if (0xD800...0xDFFF).contains(unit) {
          result.replaceSubrange(index + 2..<index + 6, with: Array("fffd".utf8))
          count += 1
          index += 6
        } else {
          index += 6
        }
      } else {
        index += 2  // another escape: the decoder judges it
      }
    }
    return (result, count)
  }

  /// The UTF-16 unit of a `\uXXXX` escape starting at `index`, `nil` when there is none.
  private static func escapedUnit(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { return nil }
    var unit = 0
    for byte in bytes[index + 2..<index + 6] {
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
      unit = unit * 16 + digit
    }
    return unit
  }
}
