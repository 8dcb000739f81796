/// The built-in achievement catalog: data in Swift tables, in display order.
///
/// Ids are stable and dotted, `group.target` for ladders (`streak.days.7`, `type.running.10`,
/// `types.5`, `time.clock.24`) and the group itself for single badges (`time.hour.05`,
/// `date.christmas_day`). Groups are the ladders reports show together and name the metric
/// (see ``AchievementMetric``). Glyphs are plain text of at most 4 characters; tints are `#rrggbb`
/// pairs: a mid-tone primary that stays legible on light and dark pages, and a dark accent.
///
/// `personal_best` (tool usage, with the workout library) and `records` / `milestones` (later)
/// have no entries yet; they join as new sections here plus an evaluator or recorded statuses.
public enum AchievementCatalog {
  /// Every built-in entry in display order: records, milestones, streaks, date and time, total
  /// types, workout types.
  public static let standard: [AchievementDefinition] =
    records + milestones + streaks + dateAndTime + totalTypes + workoutTypes

  /// Builds one entry; the unit comes from the group's metric (`workouts` when unknown).
  static func entry(
    _ id: String, _ kind: AchievementKind, _ group: String, _ name: String,
    _ description: String, glyph: String, tint: BadgeTint, target: Int
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: id, kind: kind, group: group, name: name, description: description, glyph: glyph,
      tint: tint, target: target, unit: AchievementMetric(group: group)?.unit ?? "workouts")
  }

  /// A ladder: one entry per `(target, name, glyph)` tier, ids `group.target`.
  static func ladder(
    _ kind: AchievementKind, _ group: String, tint: BadgeTint,
    _ tiers: [(target: Int, name: String, glyph: String, description: String)]
  ) -> [AchievementDefinition] {
    tiers.map {
      entry(
        "\(group).\($0.target)", kind, group, $0.name, $0.description, glyph: $0.glyph,
        tint: tint, target: $0.target)
    }
  }

  /// Shorthand for a tint.
  static func tint(_ primary: String, _ secondary: String) -> BadgeTint {
    BadgeTint(primary: primary, secondary: secondary)
  }
}
