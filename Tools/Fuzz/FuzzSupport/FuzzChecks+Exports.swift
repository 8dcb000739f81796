import Foundation
import TrophiesCLI
import WorkoutImport
import WorkoutModel

/// The account-export side files: Strava's `activities.csv` and Garmin's
/// `summarizedActivities.json` (issue 17). Every value read must be finite and within
/// ``Plausibility``, every time within 1980 … tomorrow, every text within ``TextCap``.
extension FuzzChecks {
  /// Longest text a reader may keep: the cap plus the `…` mark.
  static let textBytes = TextCap.maximumBytes + TextCap.mark.utf8.count

  /// `data` as `export/activities.csv`: the table, then the join (manual entries become
  /// workouts, zoned by a home zone) and its `inspect --json` object.
  public static func strava(_ data: Data) {
    let side = ExportSideFile(source: "export/activities.csv", bytes: Array(data))
    let table = StravaCSV(side)
    check(table.error == nil || table.activities.isEmpty, "a CSV error and rows at once")
    for activity in table.activities {
      checkValue(activity.elapsedSeconds, Plausibility.workoutSeconds, "elapsed time")
      checkValue(activity.movingSeconds, Plausibility.workoutSeconds, "moving time")
      checkValue(activity.distanceMeters, Plausibility.workoutDistance, "distance")
      checkValue(activity.elevationGainMeters, Plausibility.climb, "elevation gain")
      checkValue(activity.displayDistance, 0...Double.greatestFiniteMagnitude, "display distance")
      let texts = [activity.name, activity.type, activity.description, activity.gear]
      check(texts.allSatisfy { ($0?.utf8.count ?? 0) <= textBytes }, "a Strava text over the cap")
      check(activity.id.utf8.count <= StravaCSV.maximumIDBytes, "an Activity ID over its cap")
    }
    let resolver = TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin")
    let joined = StravaExport.join(files: [], csv: side, resolver: resolver, table: table)
    for file in joined {
      for workout in file.workouts {
        check(workout)
        checkValue(workout.summary.durationSeconds, Plausibility.workoutSeconds, "duration")
        checkValue(workout.summary.distanceMeters, Plausibility.workoutDistance, "distance")
        check((workout.gear?.utf8.count ?? 0) <= textBytes, "gear over the cap")
      }
      checkJSON(InspectJSON.object(for: file).text)
    }
  }

  /// `data` as `export/u_summarizedActivities.json`: the summaries, then the join onto nothing
  /// (the JSON's own entry, with its warnings or its error).
  public static func garmin(_ data: Data) {
    let bytes = Array(data)
    let times = limits.plausibleTimes
    if let result = try? GarminActivitySummary.read(bytes, source: "fuzz.json") {
      for summary in result.activities {
        checkValue(summary.durationSeconds, Plausibility.workoutSeconds, "duration")
        checkValue(summary.distanceMeters, Plausibility.workoutDistance, "distance")
        if let start = summary.start { check(times.contains(start), "a start out of range") }
        let texts = [summary.name, summary.typeKey]
        check(texts.allSatisfy { ($0?.utf8.count ?? 0) <= textBytes }, "a Garmin text over the cap")
        check(summary.id.utf8.count <= GarminActivitySummary.maximumIDDigits, "an id over its cap")
        check(
          summary.localOffsetSeconds.map { abs($0) <= 18 * 3600 } ?? true, "an offset over 18 h")
      }
      for warning in result.warnings { check(warning.count > 0, "a warning counting nothing") }
    }
    let side = ExportSideFile(source: "export/u_summarizedActivities.json", bytes: bytes)
    for file in GarminExport.join(files: [], summaries: side) {
      checkJSON(InspectJSON.object(for: file).text)
    }
  }

  /// `value` (when present) must lie in `range`.
  static func checkValue(_ value: Double?, _ range: ClosedRange<Double>, _ what: String) {
    guard let value else { return }
    check(range.contains(value), "\(what) \(value) outside \(range)")
  }
}
