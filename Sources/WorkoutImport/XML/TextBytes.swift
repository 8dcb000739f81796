/// Helpers for text bytes collected from the document (XML 1.0 whitespace rules).
enum TextBytes {
  /// UTF-8 decoded with surrounding XML whitespace removed; `nil` when nothing is left.
  static func trimmedString(_ bytes: UnsafeRawBufferPointer) -> String? {
    let bounds = trimmed(bytes)
    guard !bounds.isEmpty else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[bounds]), as: UTF8.self)
  }

  /// The indices of `bytes` without surrounding XML whitespace (empty when all blank).
  @inline(__always)
  static func trimmed(_ bytes: UnsafeRawBufferPointer) -> Range<Int> {
    var lower = 0
    var upper = bytes.count
    while lower < upper, isSpace(bytes[lower]) { lower += 1 }
    while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// XML whitespace (space, tab, LF, CR).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
