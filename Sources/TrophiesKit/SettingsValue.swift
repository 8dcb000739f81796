/// One JSON value of a settings file, as Foundation's `JSONDecoder` reads it (RFC 8259: no
/// comments, no trailing commas, no `NaN`), kept whole so that ``TrophiesSettings`` can name the
/// key and the cause of anything it refuses. `true` is never a number, nor `1` a Boolean.
enum SettingsValue: Decodable, Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SettingsValue])
  case object([String: SettingsValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([SettingsValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: SettingsValue].self))
    }
  }

  /// What the value is, for messages: "a number", "a string", "an object" …
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
