import Foundation
import WorkoutModel

/// What was imported, as both reports show it: totals, local date range and per-activity rows.
///
/// Distances are metres and times are elapsed seconds (`WorkoutSummary.durationSeconds`);
/// workouts without a distance add nothing to the distance totals.
public struct ImportSummary: Sendable, Hashable {
  /// Totals for one activity type.
  public struct ActivityRow: Sendable, Hashable {
    /// The activity type.
    public var activity: ActivityType
    /// Number of workouts of that type.
    public var workouts: Int
    /// Summed distance in metres.
    public var distanceMeters: Double
    /// Summed elapsed time in seconds.
    public var durationSeconds: Double
  }

  /// Number of workouts.
  public var workoutCount: Int
  /// Summed distance in metres.
  public var distanceMeters: Double
  /// Summed elapsed time in seconds.
  public var durationSeconds: Double
  /// Local date (in its own zone) of the earliest-starting workout, `YYYY-MM-DD`.
  public var firstLocalDate: String?
  /// Local date (in its own zone) of the latest-starting workout, `YYYY-MM-DD`.
  public var lastLocalDate: String?
  /// One row per activity type present: most workouts first, ties by type name.
  public var activities: [ActivityRow]

  /// Summarises `workouts`; the result does not depend on their order.
  public init(workouts: [Workout]) {
    var rows: [ActivityType: ActivityRow] = [:]
    var distance = 0.0
    var duration = 0.0
    var first: (start: Date, workout: Workout)?
    var last: (start: Date, workout: Workout)?
    for workout in workouts {
      let metres = Self.finiteNonNegative(workout.summary.distanceMeters)
      let seconds = Self.finiteNonNegative(workout.summary.durationSeconds)
      distance += metres
      duration += seconds
      var row =
        rows[workout.activity]
        ?? ActivityRow(
          activity: workout.activity, workouts: 0, distanceMeters: 0, durationSeconds: 0)
      row.workouts += 1
      row.distanceMeters += metres
      row.durationSeconds += seconds
      rows[workout.activity] = row
      if let start = workout.summary.startUTC {
        let key = (start, workout.source)
        if first.map({ key < ($0.start, $0.workout.source) }) ?? true { first = (start, workout) }
        if last.map({ key > ($0.start, $0.workout.source) }) ?? true { last = (start, workout) }
      }
    }
    workoutCount = workouts.count
    distanceMeters = distance
    durationSeconds = duration
    firstLocalDate = first.map {
      CivilDateTime(instant: $0.start, timeZoneIdentifier: $0.workout.timeZoneIdentifier)
        .dateString
    }
    lastLocalDate = last.map {
      CivilDateTime(instant: $0.start, timeZoneIdentifier: $0.workout.timeZoneIdentifier)
        .dateString
    }
    activities = rows.values.sorted {
      $0.workouts != $1.workouts ? $0.workouts > $1.workouts : $0.activity < $1.activity
    }
  }

  /// `"2025-03-14 – 2025-03-30"`, a single date when both ends agree, `nil` without dates.
  public var dateRange: String? {
    guard let firstLocalDate, let lastLocalDate else { return nil }
    return firstLocalDate == lastLocalDate ? firstLocalDate : "\(firstLocalDate) – \(lastLocalDate)"
  }

  private static func finiteNonNegative(_ value: Double?) -> Double {
    guard let value, value.isFinite, value > 0 else { return 0 }
    return value
  }
}
