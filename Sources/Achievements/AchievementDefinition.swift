/// One entry of the achievement catalog: one tier of a ladder (e.g. `streak.days.7`).
public struct AchievementDefinition: Sendable, Hashable, Codable {
  /// Stable identifier, dotted (`kind-family.subject.threshold`), e.g. `streak.days.7`.
  public var id: String
  /// The kind.
  public var kind: AchievementKind
  /// The ladder this tier belongs to (e.g. `streak.days`); reports group tiers by it.
  public var group: String
  /// Display name, e.g. "Week Warrior".
  public var name: String
  /// One sentence saying what earns it.
  public var description: String
  /// Short badge text ("7", "5K", "🎃" is not used: plain text only), at most 4 characters.
  public var glyph: String
  /// Badge colours.
  public var tint: BadgeTint
  /// Threshold to reach, in ``unit``.
  public var target: Int
  /// Unit of ``target`` and of progress (`workouts`, `days`, `weeks`, `types`, `hours`, `dates`).
  public var unit: String

  /// Creates a catalog entry.
  public init(
    id: String, kind: AchievementKind, group: String, name: String, description: String,
    glyph: String, tint: BadgeTint, target: Int, unit: String
  ) {
    self.id = id
    self.kind = kind
    self.group = group
    self.name = name
    self.description = description
    self.glyph = glyph
    self.tint = tint
    self.target = target
    self.unit = unit
  }
}
