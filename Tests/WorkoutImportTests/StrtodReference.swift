import Foundation

@testable import WorkoutImport

/// What `ByteNumber.parse` must answer, computed by C's `strtod` (glibc's exact big-number
/// conversion; this test process never changes its `C` locale): the same trimming, length
/// limit and character set, the whole text consumed, a finite value. Results are compared as bit
/// patterns, so `-0` and `0` differ.
enum StrtodReference {
  /// The expected result for `text`.
  static func result(_ text: String) -> ByteNumber.Result {
    let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r"))
    if trimmed.isEmpty { return .empty }
    let allowed = Set("0123456789.+-eE")
    guard trimmed.utf8.count <= ByteNumber.maximumLength, trimmed.allSatisfy(allowed.contains)
    else { return .invalid }
    return trimmed.withCString { start in
      var end: UnsafeMutablePointer<CChar>?
      let value = strtod(start, &end)
      guard end == UnsafeMutablePointer(mutating: start) + trimmed.utf8.count, value.isFinite
      else { return .invalid }
      return .value(value)
    }
  }

  /// `ByteNumber.parse` on the UTF-8 bytes of `text`.
  static func parse(_ text: String) -> ByteNumber.Result {
    var copy = text
    return copy.withUTF8 { ByteNumber.parse(UnsafeRawBufferPointer($0)) }
  }

  /// `nil` when `parse` and `strtod` agree bit for bit, else a line describing the difference.
  static func mismatch(_ text: String) -> String? {
    let (actual, expected) = (parse(text), result(text))
    switch (actual, expected) {
    case (.value(let a), .value(let e)) where a.bitPattern == e.bitPattern: return nil
    case (.empty, .empty), (.invalid, .invalid): return nil
    default: return "\(text): parse \(actual), strtod \(expected)"
    }
  }
}
