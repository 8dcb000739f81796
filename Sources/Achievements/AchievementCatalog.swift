/// The built-in achievement catalog: data in Swift tables, in display order.
///
/// Ids are stable and dotted, `group.target` for ladders (`streak.days.7`, `type.running.10`,
/// `types.5`, `time.clock.24`) and the group itself for single badges (`time.hour.05`,
/// `date.christmas_day`). Groups are the ladders reports show together and name the metric
/// (see ``AchievementMetric``). Entries carry no presentation: badge colours and glyphs are
/// the reports' (`BadgeStyleBook.standard` in TrophyReports).
///
/// `personal_best` (tool usage, with the workout library) and `records` / `milestones` (later)
/// have no entries yet; they join as new sections here plus an evaluator or recorded statuses.
public enum AchievementCatalog {
  /// Every built-in entry in display order: records, milestones, streaks, date and time, the
  /// sun, total types, workout types, places, explorer tiles.
  public static let standard: [AchievementDefinition] =
    records + milestones + streaks + dateAndTime + sun + totalTypes + workoutTypes + places
    + explorer

  /// Builds one entry; the unit comes from the group's metric (`workouts` when unknown).
  static func entry(
    _ id: String, _ kind: AchievementKind, _ group: String, _ name: String,
    _ description: String, target: Int
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: id, kind: kind, group: group, name: name, description: description, target: target,
      unit: AchievementMetric(group: group)?.unit ?? "workouts")
  }

  /// A ladder: one entry per `(target, name, description)` tier, ids `group.target`.
  static func ladder(
    _ kind: AchievementKind, _ group: String,
    _ tiers: [(target: Int, name: String, description: String)]
  ) -> [AchievementDefinition] {
    tiers.map {
      entry("\(group).\($0.target)", kind, group, $0.name, $0.description, target: $0.target)
    }
  }
}
