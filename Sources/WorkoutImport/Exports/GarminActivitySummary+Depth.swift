extension GarminActivitySummary {
  /// Deepest nesting of JSON arrays and objects kept (the document's own array is level 1;
  /// Garmin's activities sit at level 3, their values at 4–6). Foundation's `JSONDecoder`
  /// refuses a whole document holding a value nested 512 levels deep, so one such element lost
  /// every name and type of the file (issue 17 break-it 2).
  public static let maximumDepth = 256

  /// `bytes` with each array or object that would open below ``maximumDepth`` replaced by
  /// `null`, and how many were. An element of the activity list so deep is then an array
  /// holding `null`, not an activity: skipped and counted (`garmin_activity_unreadable`); a
  /// value so deep inside an activity is one no reader uses. Strings are skipped whole (their
  /// brackets are text); an array or object not closed before the end is cut at the end, and
  /// the decoder then finds the document cut short.
  static func flattened(_ bytes: [UInt8], maximumDepth: Int = Self.maximumDepth) -> (
    bytes: [UInt8], count: Int
  ) {
    var result: [UInt8]?  // made on the first cut only
    var count = 0
    var depth = 0
    var text = JSONTextState()
    var index = 0
    var kept = 0  // bytes before `kept` are copied into `result`
    while index < bytes.count {
      let byte = bytes[index]
      guard text.isStructural(byte) else {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        guard depth < maximumDepth else {
          let end = closing(bytes, from: index)
          if result == nil { result = [] }
          result?.append(contentsOf: bytes[kept..<index])
          result?.append(contentsOf: Array("null".utf8))
          count += 1
          index = end
          kept = end
          continue
        }
        depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
      index += 1
    }
    guard var result else { return (bytes, 0) }
    result.append(contentsOf: bytes[kept...])
    return (result, count)
  }

  /// The index after the bracket that closes the array or object opening at `start` (brackets
  /// inside strings skipped), or `bytes.count` when it is not closed.
  private static func closing(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var text = JSONTextState()
    for index in start..<bytes.count where text.isStructural(bytes[index]) {
      switch bytes[index] {
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
    }
    return bytes.count
  }
}
