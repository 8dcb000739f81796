/// A badge's two colours as `#rrggbb` hex strings (primary fill, secondary accent).
public struct BadgeTint: Sendable, Hashable, Codable {
  /// Main colour, `#rrggbb`.
  public var primary: String
  /// Accent colour, `#rrggbb`.
  public var secondary: String

  /// Creates a tint from two `#rrggbb` strings.
  public init(primary: String, secondary: String) {
    self.primary = primary
    self.secondary = secondary
  }
}
