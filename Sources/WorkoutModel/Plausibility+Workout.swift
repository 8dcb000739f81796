import Foundation

/// The limits on what a file or an export states about a whole workout (FIT session totals,
/// Strava `activities.csv` rows, Garmin `summarizedActivities.json`), beside the per-point and
/// per-lap table above: one place for every reader. A stated value outside is dropped
/// (unknown) and counted (`value_implausible`); a start outside ``times(now:)`` refuses the
/// workout, like the XML readers' timestamps (`timestamp_implausible`, `no_timestamps`).
extension Plausibility {
  /// A workout's stated elapsed, timer or moving time, seconds: 0 … 7 days (one plausible lap;
  /// FIT's largest 32-bit millisecond value, 0xFFFFFFFE = 49.7 days, is a sentinel, not a
  /// recording). A file's own timestamps may span longer; only stated totals are held to this.
  public static let workoutSeconds = 0.0...604_800.0
  /// Any duration, seconds: 0 … 50 years, longer than every span of plausible times (a bound
  /// for durations computed from timestamps and read back from a library).
  public static let spanSeconds = 0.0...1_577_880_000.0
  /// A workout's stated total distance, metres: 0 … 10,000 km (a week's non-stop ride stays
  /// under 5,000 km; FIT's 0xFFFFFFFE cm is 42,950 km, Strava's 1e22 m a unit bug).
  public static let workoutDistance = 0.0...10_000_000.0
  /// A workout's stated total ascent or descent, metres: 0 … 50,000 m (a triple Everesting is
  /// 26,547 m; FIT's 16-bit 0xFFFE is 65,534 m).
  public static let climb = 0.0...50_000.0

  /// Calories a workout lasting `hours` can have burnt, kcal: 0 … 100 kcal + 2,000 kcal per
  /// hour (the lap-calorie rule; 100 kcal so short sessions keep their device's figure). A
  /// non-finite or negative `hours` counts as 0.
  public static func calories(hours: Double) -> ClosedRange<Double> {
    let safeHours = hours.isFinite ? max(hours, 0) : 0
    return 0...(caloriesAllowance + caloriesPerHour * safeHours)
  }
  /// Kilocalories per hour of a workout accepted (``calories(hours:)``).
  public static let caloriesPerHour = 2_000.0
  /// Kilocalories accepted whatever the duration (``calories(hours:)``).
  public static let caloriesAllowance = 100.0

  /// The first instant a workout may name: 1980-01-01T00:00:00Z, 315,532,800 s after 1970
  /// (python3: `datetime(1980,1,1,tzinfo=utc).timestamp()`); no consumer GPS logger is older.
  public static let earliestTime = Date(timeIntervalSince1970: 315_532_800)

  /// Instants a workout may name: ``earliestTime`` to one day after `now` (a year-9999
  /// sentinel, a clock never set, a date typed wrong on a website are outside).
  public static func times(now: Date = Date()) -> ClosedRange<Date> {
    earliestTime...max(now.addingTimeInterval(86_400), earliestTime)
  }
}
