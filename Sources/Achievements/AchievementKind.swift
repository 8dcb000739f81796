/// The kinds of achievement (DESIGN.md, "Achievements"); the first five come from the reference
/// app.
public enum AchievementKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Things done with the tool itself, recorded once (arrives with the workout library).
  case personalBest = "personal_best"
  /// Most workouts in one local day/month/year; consecutive local days/ISO weeks.
  case streak
  /// Local hours a workout covers and local dates (holidays).
  case dateAndTime = "date_and_time"
  /// Number of distinct activity types done.
  case totalTypesOfWorkout = "total_types_of_workout"
  /// Workouts of one activity type.
  case workoutType = "workout_type"
  /// Personal records: best efforts inside workouts (fastest 5 km, longest hour), per-sport
  /// records (longest distance and duration, biggest climb) and period records (most distance and
  /// active days in a week, month, year). See ``PersonalRecords``.
  case record
  /// Lifetime totals in tiers (distance, hours, elevation, workouts, active days, years) and
  /// Eddington numbers. See ``MilestoneEvaluator``.
  case milestone
  /// Where: countries collected, continents, border crossings (issue 15). See
  /// ``PlacesEvaluator``.
  case places
  /// The sun at the workout's place: sunrise, sunset, golden hour, midnight sun, solstice and
  /// equinox dates (outdoor workouts with a position). See ``SunFacts``.
  case sun
  /// Explorer tiles at zoom 14: tiles ever, max square, max cluster, most new tiles in one
  /// workout. See ``ExplorerArea``.
  case explorer
  /// Distance milestones per piece of gear (a shoe, a bike), one ladder per gear name; not
  /// catalog entries (the gear differs per history): see ``GearUse``.
  case gear
  /// Targets the user set in the settings file: an amount per local year or month, one badge
  /// per period reached. Not catalog entries: they follow the settings (``GoalBoard``).
  case goal
}
