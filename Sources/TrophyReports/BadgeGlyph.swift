import Achievements

/// How a badge's text is made for a catalog entry: written out, or derived from the entry's
/// target or id (the spellings the catalog used when it carried glyphs itself, kept exactly;
/// `Tests/TrophyReportsTests/Fixtures/badge-art-bf6f034.tsv` holds them).
public enum BadgeGlyph: Sendable, Hashable {
  /// This text as it is ("XMAS", "LONG").
  case text(String)
  /// `prefix` + the target + `suffix` ("M" 10 "" → "M10", "" 7 "d" → "7d"). Targets of 10,000
  /// and more are written in thousands: "Mm" (megametres) when the unit is `km` (25,000 km →
  /// "25Mm"), else "k" (50,000 m → "50k"). The suffix is left off when the text would be longer
  /// than 4 characters (1,000 hours → "1000").
  case target(prefix: String, suffix: String)
  /// The last part of the id, shortened: `5k` → "5K", `half_marathon` → "HM", `marathon` →
  /// "MAR", `half_mile` → "880Y", `400m` → "400", `12min` → "12'", `1h` → "1H", `10mi` →
  /// "10MI", `100mi` → "100M", `05` → "05".
  case idSuffix

  /// Longest glyph a badge shows.
  public static let maximumLength = 4

  /// The glyph for `definition`.
  public func text(for definition: AchievementDefinition) -> String {
    switch self {
    case .text(let text):
      return text
    case .target(let prefix, let suffix):
      let target = definition.target
      let number =
        target < 10_000 ? "\(target)" : "\(target / 1_000)" + (definition.unit == "km" ? "Mm" : "k")
      let full = prefix + number + suffix
      return full.count <= Self.maximumLength ? full : prefix + number
    case .idSuffix:
      return Self.shortened(definition.id.split(separator: ".").last.map(String.init) ?? "")
    }
  }

  /// A best-effort target's short form (see ``idSuffix``).
  static func shortened(_ last: String) -> String {
    switch last {
    case "half_marathon": return "HM"
    case "marathon": return "MAR"
    case "half_mile": return "880Y"
    default: break
    }
    if last.hasSuffix("min") { return String(last.dropLast(3)) + "'" }
    if last.hasSuffix("mi") {
      let number = last.dropLast(2)
      return number + (number.count <= 2 ? "MI" : "M")
    }
    if last.hasSuffix("m") { return String(last.dropLast()) }
    return last.uppercased()
  }
}
