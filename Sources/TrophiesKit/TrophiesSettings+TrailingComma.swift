import Foundation

extension TrophiesSettings {
  /// The first comma of `bytes` followed, after white space, by `}` or `]` outside a string,
  /// as "a comma before '}' at line L, column C" (1-based, of the comma); `nil` when there is
  /// none. RFC 8259 §4 and §5 allow no trailing comma, but Foundation's `JSONDecoder` on Linux
  /// accepts one (break-it M4: `{"units":"metric",}` was read as settings).
  static func trailingComma(in bytes: [UInt8]) -> String? {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var inString = false
    var escaped = false
    var line = 1
    var lineStart = 0
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
        }
        continue
      }
      if byte == 0x22 {
        inString = true
      } else if byte == 0x2C,
        let next = bytes[(index + 1)...].first(where: { !blank.contains($0) }),
        next == 0x7D || next == 0x5D
      {
        let closer = next == 0x7D ? "}" : "]"
        return "a comma before '\(closer)' at line \(line), column \(index - lineStart + 1)"
      }
    }
    return nil
  }
}
