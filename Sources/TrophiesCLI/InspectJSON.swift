import Foundation
import WorkoutImport
import WorkoutModel

/// The `inspect --json` object of one file, keys in the order of `docs/CONTRACT.md`.
///
/// Numbers: durations in seconds (0.001 s), distances and elevations in metres (0.1 m), heart
/// rate, cadence and power to 0.1, calories to 1 kcal. Timestamps carry milliseconds when the
/// workout's start or end has a sub-second part. Warnings are objects with a stable code and a
/// count; duplicates are listed apart from warnings.
public enum InspectJSON {
  /// The JSON object for one parsed file.
  public static func object(for file: ParsedFile, minimum: MinimumWorkout = .standard)
    -> JSONValue
  {
    var error: JSONValue = .null
    if let failure = file.error {
      error = .object([
        ("category", .string(failure.category.rawValue)),
        ("message", .string(failure.message)),
        ("line", failure.line.map { .int($0) } ?? .null),
        ("column", failure.column.map { .int($0) } ?? .null),
      ])
    }
    return .object([
      ("file", .string(file.source)),
      ("format", .optional(file.format?.rawValue)),
      ("creator", .optional(file.creator)),
      ("error", error),
      ("warnings", .array(file.warnings.map(warning))),
      (
        "workouts",
        .array(
          file.workouts.map {
            workout($0, notCounted: notCountedReason($0, in: file, minimum: minimum))
          })
      ),
      (
        "duplicates",
        .array(
          file.duplicates.map {
            .object([
              ("start_utc", .string(ISO8601Format.utc($0.startUTC))),
              ("counted_in", .string($0.countedIn)),
            ])
          })
      ),
    ])
  }

  /// The JSON object for one warning: `code`, `count`, `message`, and `line`/`column`/
  /// `byte_offset` when known (`null` otherwise).
  public static func warning(_ warning: ImportWarning) -> JSONValue {
    .object([
      ("code", .string(warning.code.rawValue)),
      ("count", .int(warning.count)),
      ("message", .string(warning.message)),
      ("line", warning.line.map { .int($0) } ?? .null),
      ("column", warning.column.map { .int($0) } ?? .null),
      ("byte_offset", warning.byteOffset.map { .int($0) } ?? .null),
    ])
  }

  /// Why `workout` of `file` is not counted: `duplicate`, `transport`, `too_short`, or `nil`.
  public static func notCountedReason(
    _ workout: Workout, in file: ParsedFile, minimum: MinimumWorkout
  ) -> String? {
    if let start = workout.summary.startUTC,
      file.duplicates.contains(where: { $0.startUTC == start })
    {
      return "duplicate"
    }
    return minimum.exclusion(workout)?.rawValue
  }

  /// The JSON object for one workout; `notCounted` is the reason it counts toward no
  /// achievement or total, if any.
  public static func workout(_ workout: Workout, notCounted: String? = nil) -> JSONValue {
    let summary = workout.summary
    let zone = workout.localTimeZone
    let millis = [summary.startUTC, summary.endUTC].contains {
      $0.map(ISO8601Format.hasSubsecond) ?? false
    }
    func utc(_ date: Date?) -> JSONValue {
      .optional(date.map { ISO8601Format.utc($0, milliseconds: millis) })
    }
    func local(_ date: Date?) -> JSONValue {
      .optional(date.map { ISO8601Format.local($0, in: zone, milliseconds: millis) })
    }
    return .object([
      ("name", .optional(workout.name)),
      ("activity", .string(workout.activity.rawValue)),
      ("activity_raw", .optional(workout.activityRaw)),
      ("start_utc", utc(summary.startUTC)),
      ("end_utc", utc(summary.endUTC)),
      ("duration_s", .number(summary.durationSeconds, decimals: 3)),
      ("moving_time_s", .number(summary.movingTimeSeconds, decimals: 3)),
      ("distance_m", .optional(summary.distanceMeters, decimals: 1)),
      ("distance_source", .optional(summary.distanceSource?.rawValue)),
      ("elevation_gain_m", .optional(summary.elevationGainMeters, decimals: 1)),
      ("elevation_loss_m", .optional(summary.elevationLossMeters, decimals: 1)),
      ("time_zone", .string(workout.timeZoneIdentifier)),
      ("time_zone_source", .string(workout.timeZoneSource.rawValue)),
      ("local_start", local(summary.startUTC)),
      ("local_end", local(summary.endUTC)),
      ("local_date", .optional(summary.startUTC.map { ISO8601Format.localDate($0, in: zone) })),
      ("trackpoints", .int(summary.trackpointCount)),
      ("segments", .int(summary.segmentCount)),
      ("laps", .int(summary.lapCount)),
      ("avg_hr_bpm", .optional(summary.averageHeartRate, decimals: 1)),
      ("max_hr_bpm", .optional(summary.maximumHeartRate, decimals: 1)),
      ("avg_cadence", .optional(summary.averageCadence, decimals: 1)),
      ("avg_power_w", .optional(summary.averagePower, decimals: 1)),
      ("calories_kcal", .optional(summary.calories, decimals: 0)),
      ("coordinates_time_zone", .optional(workout.coordinatesTimeZoneIdentifier)),
      ("written_offset", .optional(workout.writtenUTCOffsetSeconds.map(ISO8601Format.offsetText))),
      ("activity_source", .optional(workout.activitySource?.rawValue)),
      ("counted", .bool(notCounted == nil)),
      ("not_counted_reason", .optional(notCounted)),
      ("manual", .bool(workout.isManual)),
      ("gear", .optional(workout.gear)),
      ("commute", .bool(workout.isCommute)),
    ])
  }
}
