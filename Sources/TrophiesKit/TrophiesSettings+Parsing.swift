import Foundation
import TrophyReports
import WorkoutModel

extension TrophiesSettings {
  /// The keys a settings file may hold, in the order the documentation lists them.
  public static let keys = [
    "home_timezone", "units", "activity_corrections", "privacy_zones", "gear", "goals",
  ]
  /// The keys of one privacy zone.
  public static let zoneKeys = ["name", "latitude", "longitude", "radius_m"]

  /// Reads the settings in `bytes`, the content of `file` (named in errors only).
  ///
  /// Rules: UTF-8 JSON (RFC 8259) holding one object, or nothing but white space (no
  /// settings); a key written twice in one object is an error (``duplicateKey(in:)``). Every key is optional and `null` is the same as leaving it out. An unknown key
  /// is an error, not a warning: a mistyped `privacy_zones` must not quietly draw the home.
  /// - `home_timezone`: a string, an IANA zone Foundation knows.
  /// - `units`: `"metric"` or `"imperial"`.
  /// - `activity_corrections`: an object, each key a file (non-empty) and each value an
  ///   activity type (``activityType(named:)``).
  /// - `privacy_zones`: a list of objects with `latitude` (−90 … 90) and `longitude`
  ///   (−180 … 180) in degrees and `radius_m` (above 0, at most
  ///   ``WorkoutModel/PrivacyZone/maximumRadiusMeters``), numbers; `name`, a string, optional.
  /// - `gear`: gear name → `retire_at_km`, `retired` (``gearSettings(_:file:)``).
  /// - Throws: ``SettingsError`` naming `file`, the key (`privacy_zones[0].latitude`) and the
  ///   cause.
  /// - `goals`: a list of goals (``goals(_:file:)``).
  public static func parse(_ bytes: [UInt8], file: String) throws(SettingsError)
    -> TrophiesSettings
  {
    var settings = TrophiesSettings(file: file)
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard bytes.contains(where: { !blank.contains($0) }) else { return settings }
    if let comma = trailingComma(in: bytes) {
      throw SettingsError(file: file, cause: "is not valid JSON (\(comma))")
    }
    let document: SettingsValue
    do {
      document = try JSONDecoder().decode(SettingsValue.self, from: Data(bytes))
    } catch {
      throw SettingsError(file: file, cause: "is not valid JSON (\(Self.reason(error, bytes)))")
    }
    if let twice = duplicateKey(in: bytes) {
      throw SettingsError(
        file: file, key: twice.key,
        cause: "is written twice in one object (again at line \(twice.line), column "
          + "\(twice.column)); keep one")
    }
    guard case .object(let object) = document else {
      throw SettingsError(
        file: file, cause: "must hold one JSON object ({…}), not \(document.kind)")
    }
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      switch (key, value) {
      case (_, .null):
        guard keys.contains(key) else { throw unknown(key, in: file, known: keys) }
      case ("home_timezone", _):
        let name = try string(value, key: key, file: file)
        guard TimeZone(identifier: name) != nil else {
          let match = TimeZone.knownTimeZoneIdentifiers.first {
            $0.caseInsensitiveCompare(name) == .orderedSame
          }
          throw SettingsError(
            file: file, key: key,
            cause: "unknown time zone '\(name)'; use an IANA name such as Europe/Berlin"
              + (match.map { " (did you mean \($0)?)" } ?? ""))
        }
        settings.homeTimeZone = name
      case ("units", _):
        let word = try string(value, key: key, file: file)
        guard let units = UnitSystem(rawValue: word) else {
          throw SettingsError(
            file: file, key: key, cause: "unknown units '\(word)'; use metric or imperial")
        }
        settings.units = units
      case ("activity_corrections", _):
        settings.activityCorrections = try corrections(value, file: file)
      case ("privacy_zones", _):
        settings.privacyZones = try zones(value, file: file)
      case ("gear", _):
        settings.gear = try gearSettings(value, file: file)
      case ("goals", _):
        settings.goals = try goals(value, file: file)
      default:
        throw unknown(key, in: file, known: keys)
      }
    }
    return settings
  }

  /// `activity_corrections`: file → type.
  private static func corrections(_ value: SettingsValue, file: String) throws(SettingsError)
    -> [String: ActivityType]
  {
    let key = "activity_corrections"
    guard case .object(let object) = value else {
      throw SettingsError(
        file: file, key: key,
        cause: "must be an object of file → activity type, not \(value.kind)")
    }
    var corrections: [String: ActivityType] = [:]
    for (name, word) in object.sorted(by: { $0.key < $1.key }) {
      let path = "\(key)[\"\(name)\"]"
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else {
        throw SettingsError(file: file, key: path, cause: "a file name must not be empty")
      }
      let text = try string(word, key: path, file: file)
      guard let type = activityType(named: text.trimmingCharacters(in: .whitespaces)) else {
        throw SettingsError(
          file: file, key: path,
          cause: "unknown activity type '\(text)'; use running, cycling, walking, hiking, "
            + "swimming, … (docs/CONTRACT.md, \"Activity vocabulary\")")
      }
      corrections[trimmed] = type
    }
    return corrections
  }

  /// `privacy_zones`: the zones, each checked (``WorkoutModel/PrivacyZone/problem``).
  private static func zones(_ value: SettingsValue, file: String) throws(SettingsError)
    -> [PrivacyZone]
  {
    guard case .array(let list) = value else {
      throw SettingsError(
        file: file, key: "privacy_zones",
        cause: "must be a list of zones ([{\"latitude\": …, \"longitude\": …, \"radius_m\": …}]),"
          + " not \(value.kind)")
    }
    var zones: [PrivacyZone] = []
    for (index, element) in list.enumerated() {
      let path = "privacy_zones[\(index)]"
      let object = try fields(
        element, known: zoneKeys, path: path, file: file,
        expecting: "an object with latitude, longitude and radius_m")
      func number(_ name: String) throws(SettingsError) -> Double {
        guard let value = object[name], value != .null else {
          throw SettingsError(file: file, key: "\(path).\(name)", cause: "is missing")
        }
        guard case .number(let number) = value else {
          throw SettingsError(
            file: file, key: "\(path).\(name)", cause: "must be a number, not \(value.kind)")
        }
        return number
      }
      var zone = PrivacyZone(
        latitude: try number("latitude"), longitude: try number("longitude"),
        radiusMeters: try number("radius_m"))
      if let name = object["name"], name != .null {
        zone.name = try string(name, key: "\(path).name", file: file)
      }
      if let problem = zone.problem {
        let field =
          problem.hasPrefix("latitude")
          ? "latitude" : problem.hasPrefix("longitude") ? "longitude" : "radius_m"
        throw SettingsError(file: file, key: "\(path).\(field)", cause: problem)
      }
      zones.append(zone)
    }
    return zones
  }

  /// The members of the object `value` at `path`, every key one of `known`; an error naming
  /// `path` when `value` is not an object (`must be <expecting>, not …`) or a key is unknown.
  static func fields(
    _ value: SettingsValue, known: [String], path: String, file: String, expecting: String
  ) throws(SettingsError) -> [String: SettingsValue] {
    guard case .object(let object) = value else {
      throw SettingsError(file: file, key: path, cause: "must be \(expecting), not \(value.kind)")
    }
    for name in object.keys.sorted() where !known.contains(name) {
      throw unknown(name, in: file, known: known, parent: path)
    }
    return object
  }

  /// The string `value`, or an error naming `key`.
  static func string(_ value: SettingsValue, key: String, file: String)
    throws(SettingsError) -> String
  {
    guard case .string(let text) = value else {
      throw SettingsError(file: file, key: key, cause: "must be a string, not \(value.kind)")
    }
    return text
  }

  /// The error for an unknown `key`, with the known key closest in spelling when there is one.
  static func unknown(
    _ key: String, in file: String, known: [String], parent: String? = nil
  ) -> SettingsError {
    func plain(_ text: String) -> String {
      String(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
    let given = plain(key)
    // A key sharing its first six letters (or all of a short one, 4 or more) with a known one.
    let near =
      given.count < 4
      ? nil
      : known.first { candidate in
        let plainCandidate = plain(candidate)
        return plainCandidate.hasPrefix(given.prefix(6))
          || given.hasPrefix(plainCandidate.prefix(6))
      }
    return SettingsError(
      file: file, key: parent.map { "\($0).\(key)" } ?? key,
      cause: "unknown key"
        + (near.map { "; did you mean '\($0)'?" } ?? "; known keys: "
          + known.joined(separator: ", ")))
  }

  /// Why `bytes` is not JSON, in Foundation's words: `JSONSerialization` says where
  /// ("Invalid value around character 12", given here as a line and column too), which
  /// `JSONDecoder` does not on Linux; a value the decoder alone refuses is named by its key.
  private static func reason(_ error: any Error, _ bytes: [UInt8]) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      let text =
        ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
        ?? error.localizedDescription
      return located(text, in: bytes)
    }
    guard case .dataCorrupted(let context) = error as? DecodingError else {
      return String(describing: error)
    }
    let key = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    return key.isEmpty ? context.debugDescription : "a value at \(key) cannot be read"
  }

  /// `text` with "around character N" followed by the line and column (1-based) of byte N.
  private static func located(_ text: String, in bytes: [UInt8]) -> String {
    var text = text
    if text.hasSuffix(".") { text.removeLast() }
    guard let range = text.range(of: "character "),
      let offset = Int(text[range.upperBound...].prefix { $0.isNumber }), offset <= bytes.count
    else { return text }
    let before = bytes.prefix(offset)
    let line = before.filter { $0 == 0x0A }.count + 1
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
    return text + ", line \(line), column \(column)"
  }
}
