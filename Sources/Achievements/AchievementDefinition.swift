/// One entry of the achievement catalog: one tier of a ladder (e.g. `streak.days.7`). What a
/// badge looks like (colours, glyph) is the reports' business (TrophyReports'
/// `BadgeStyleBook`), not the catalog's.
public struct AchievementDefinition: Sendable, Hashable, Codable {
  /// Stable identifier, dotted (`kind-family.subject.threshold`), e.g. `streak.days.7`.
  public var id: String
  /// The kind.
  public var kind: AchievementKind
  /// The ladder this tier belongs to (e.g. `streak.days`); reports group tiers by it.
  public var group: String { didSet { metric = .of(group: group) } }
  /// What the ladder measures, parsed from ``group`` once (``AchievementMetric/of(group:)``):
  /// evaluators and reports switch on it instead of reading the group's spelling.
  public private(set) var metric: AchievementMetric
  /// Display name, e.g. "Week Warrior".
  public var name: String
  /// One sentence saying what earns it.
  public var description: String
  /// Threshold to reach, in ``unit``.
  public var target: Int
  /// Unit of ``target`` and of progress (`workouts`, `days`, `weeks`, `types`, `hours`, `dates`).
  public var unit: String

  /// Creates a catalog entry.
  public init(
    id: String, kind: AchievementKind, group: String, name: String, description: String,
    target: Int, unit: String
  ) {
    self.id = id
    self.kind = kind
    self.group = group
    self.metric = .of(group: group)
    self.name = name
    self.description = description
    self.target = target
    self.unit = unit
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, group, name, description, target, unit
  }

  /// Decodes an entry (the catalog's JSON form); ``metric`` is parsed from the group.
  /// - Throws: `DecodingError` when a field is missing or of the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      kind: try container.decode(AchievementKind.self, forKey: .kind),
      group: try container.decode(String.self, forKey: .group),
      name: try container.decode(String.self, forKey: .name),
      description: try container.decode(String.self, forKey: .description),
      target: try container.decode(Int.self, forKey: .target),
      unit: try container.decode(String.self, forKey: .unit))
  }
}
