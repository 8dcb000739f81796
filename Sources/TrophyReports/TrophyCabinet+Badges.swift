import Achievements

extension TrophyCabinet {
  /// Every badge the cabinet counts ("N of M achievements earned") and shows in its badge
  /// grid, one rule (`docs/CONTRACT.md`, "Goals"): the catalog's statuses (``statuses``), then
  /// each goal period's badge (``Achievements/GoalBoard/statuses``: settings-file order, oldest
  /// period first), earned when its target was reached. These are the `achievements --json`
  /// entries but the places list and the gear list, which the cabinet shows in sections of
  /// their own ("Places: countries visited", "Gear").
  public var badges: [AchievementStatus] { statuses + evaluation.goals.statuses }
}
