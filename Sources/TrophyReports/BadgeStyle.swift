/// How one badge looks: its two colours and the short text on its face. Reports get it from a
/// ``BadgeStyleBook`` (the catalog's art is ``BadgeStyleBook/standard``); the achievement
/// catalog itself carries no presentation.
public struct BadgeStyle: Sendable, Hashable {
  /// Main colour, `#rrggbb` (badge fill, card accent `--tint`); anything else is drawn grey.
  public var primary: String
  /// Accent colour, `#rrggbb` (the badge's inner face); anything else is drawn light grey.
  public var secondary: String
  /// Badge text, plain, at most 4 characters shown (e.g. "7d", "M10", "5K"); hour and holiday
  /// badges draw a pictogram (``BadgeArt``) instead.
  public var glyph: String

  /// Creates a style from two `#rrggbb` colours and a glyph.
  public init(primary: String, secondary: String, glyph: String) {
    self.primary = primary
    self.secondary = secondary
    self.glyph = glyph
  }

  /// Slate grey without text: what an entry without art is drawn with (a test keeps every
  /// catalog entry out of it).
  public static let fallback = BadgeStyle(primary: "#64748b", secondary: "#e2e8f0", glyph: "")
}
