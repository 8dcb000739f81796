import Achievements

/// Which colours and glyph each achievement's badge gets: two ordered tables of rules, kept as
/// data (``standard`` is the built-in catalog's art). Reports look a definition up with
/// ``style(for:)``; the achievement domain carries no presentation.
///
/// A rule's `pattern` is a dotted name matched against the definition's ``AchievementDefinition/group``
/// or its ``AchievementDefinition/id``, whole: each part equal, or `*` for any one part
/// (`record.*.longest_distance` matches `record.running.longest_distance`; `tool.*.*` matches
/// `tool.devices.3`). A ladder's tiers share their group, so one rule colours the whole ladder;
/// an id names one tier or single badge. The first matching rule of each table wins, so
/// specific rules come before general ones.
public struct BadgeStyleBook: Sendable {
  /// Colour rules: pattern, primary and secondary colour (`#rrggbb`), first match wins.
  public var tints: [(pattern: String, primary: String, secondary: String)]
  /// Glyph rules: pattern and how the glyph is made, first match wins.
  public var glyphs: [(pattern: String, glyph: BadgeGlyph)]

  /// Creates a book from its two tables.
  public init(
    tints: [(pattern: String, primary: String, secondary: String)],
    glyphs: [(pattern: String, glyph: BadgeGlyph)]
  ) {
    self.tints = tints
    self.glyphs = glyphs
  }

  /// The art of `definition`; `nil` when no colour rule or no glyph rule matches it.
  public func style(for definition: AchievementDefinition) -> BadgeStyle? {
    guard let tint = tints.first(where: { Self.matches($0.pattern, definition) }),
      let glyph = glyphs.first(where: { Self.matches($0.pattern, definition) })
    else { return nil }
    return BadgeStyle(
      primary: tint.primary, secondary: tint.secondary, glyph: glyph.glyph.text(for: definition))
  }

  /// The art of `definition`, or ``BadgeStyle/fallback`` (grey, no text) when it has none.
  public func resolvedStyle(for definition: AchievementDefinition) -> BadgeStyle {
    style(for: definition) ?? .fallback
  }

  /// Whether `pattern` matches the group or the id of `definition`.
  static func matches(_ pattern: String, _ definition: AchievementDefinition) -> Bool {
    matches(pattern, definition.group) || matches(pattern, definition.id)
  }

  /// Whether the dotted `pattern` matches the dotted `name` whole (`*` is any one part).
  static func matches(_ pattern: String, _ name: String) -> Bool {
    let parts = pattern.split(separator: ".", omittingEmptySubsequences: false)
    let names = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == names.count && zip(parts, names).allSatisfy { $0 == "*" || $0 == $1 }
  }
}
