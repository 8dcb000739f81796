import Achievements
import WorkoutModel

/// One local year of the cabinet document's year in review, its figures printed once for both
/// renderings (``YearInReview/Year``, from the engine; time is active time, ``WorkoutTotals``).
public struct DocumentYear: Sendable, Hashable {
  /// The local calendar year.
  public var year: Int
  /// Workouts started in the year: "215", "215 workouts".
  public var workouts: DocumentFigure
  /// Distance: "2,448.9 km".
  public var distance: String
  /// Active time: "202.2 h".
  public var activeTime: String
  /// Distinct local dates with a workout: "211".
  public var activeDays: String
  /// Longest run of consecutive active days inside the year: "16", "16 days".
  public var longestStreak: DocumentFigure
  /// Best efforts set in the year: "84".
  public var bestEffortsSet: String
  /// One row per sport, most workouts first: name, workouts, distance ("–" when none of its
  /// workouts has one), active time.
  public var sports: [[DocumentTable.Cell]]
  /// Active minutes per local date (day number since 1970-01-01), for the heat grid.
  public var minutesByDay: [Int: Double]

  /// The figures of `year` in `units`.
  public init(_ year: YearInReview.Year, units: UnitSystem) {
    self.year = year.year
    workouts = .count(year.workouts, "workout")
    distance = units.distance(metres: year.distanceMeters)
    activeTime = ReportFormatting.hours(seconds: year.activeSeconds)
    activeDays = NumberText.grouped(year.activeDays)
    longestStreak = .count(year.longestStreakDays, "day")
    bestEffortsSet = NumberText.grouped(year.recordsSet)
    sports = year.sports.map {
      [
        .init(ReportFormatting.activityName($0.activity)),
        .init(NumberText.grouped($0.workouts), .number),
        // A sport none of whose workouts has a distance (yoga) shows "–", as in By activity.
        .init($0.distanceMeters > 0 ? units.distance(metres: $0.distanceMeters) : "–", .number),
        .init(ReportFormatting.hours(seconds: $0.activeSeconds), .number),
      ]
    }
    minutesByDay = year.minutesByDay
  }
}
