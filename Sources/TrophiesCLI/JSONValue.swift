import WorkoutModel

/// A JSON value whose objects keep their keys in insertion order, so output follows the
/// documented contract (`docs/CONTRACT.md`, "`inspect --json`") field by field. RFC 8259 text.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` / `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A number, printed in the shortest form that round-trips after rounding to `decimals`
  /// (WorkoutModel's `NumberText.json`); `null` when not finite.
  case number(Double, decimals: Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object with ordered keys.
  case object([(String, JSONValue)])

  /// `.string(s)` or `.null`.
  static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// `.number(v, decimals:)` or `.null`; non-finite values become `null`.
  static func optional(_ value: Double?, decimals: Int) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .number(value, decimals: decimals)
  }

  /// Compact JSON text (no spaces, no newline).
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .number(let value, let decimals):
      out += NumberText.json(value, decimals: decimals) ?? "null"
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let pairs):
      out += "{"
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out += "," }
        Self.writeString(pair.0, to: &out)
        out += ":"
        pair.1.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        // C0 controls (RFC 8259), plus DEL and the C1 controls: U+0085 (NEL), like U+2028 and
        // U+2029, ends a line for some line-splitting readers of JSON Lines.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Equality by rendered text (tuples are not `Equatable`).
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

  /// Hash of the rendered text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
