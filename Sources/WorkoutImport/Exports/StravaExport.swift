import Foundation
import WorkoutModel

/// Joins Strava's bulk export `activities.csv` onto the files it lists (`../shared/notes/
/// exports.md`, "Strava bulk export"). Pure: files and CSV in, files out.
///
/// - The export's root is the directory part of the CSV's source
///   (``ExportSideFile/exportRoot``: `x.zip!` for `x.zip!/activities.csv`, `export` for
///   `export/activities.csv`); a row's `Filename` (`activities/123.gpx.gz`) names the file
///   whose source is `root/Filename`, else `root/` and the name with `\`, `.` and `..` resolved
///   (``ExportSideFile/fileSources(_:)``), compared by ``MemberPath/key(_:)`` (member names
///   with `./`, `//` or `a/../` are the names they resolve to). Files under `root/routes/`
///   (planned routes) are never matched.
/// - Each workout of a named file takes the row's name, type, gear and commute flag
///   (``Workout/applyServiceMetadata(name:typeRaw:)``: the CSV's name wins over the file's, the
///   type gets `activity_source` `file`, a user's `--activity` correction still wins).
/// - Manual entries (no `Filename`; a date, type and elapsed time) become workouts with
///   ``Workout/isManual``, `segments: []` and the summary the row states (start = `Activity
///   Date`, duration = elapsed time, moving time, distance in metres and elevation gain when
///   the machine block gives them), named `root/activities.csv#<Activity ID>` (the CSV's
///   source, `#`, the ID), format `strava_csv`, all in one ``ParsedFile`` for the CSV (none
///   when the table held them back: ``StravaCSV/heldBackManualEntries``, then the CSV's file is
///   ``ParsedFile/heldBack``). Their
///   date is UTC only: their zone is the resolver's home zone (`home_setting`) when a
///   resolver is given, else `UTC` (`utc_fallback`) for the caller to resolve.
/// - Rows whose `Filename` is `#error#` give one `strava_file_error` warning, rows naming a
///   file not among `files` one `strava_file_missing` warning, both on the CSV's
///   ``ParsedFile`` with the count and the first row's line; rows naming a file an earlier row
///   named are ignored with one `strava_file_repeated` warning likewise.
/// - The CSV's ``ParsedFile`` (source = the CSV's, format `strava_csv`, its content hash) is
///   appended to the result, with the CSV's error when it could not be read (then nothing is
///   joined).
public enum StravaExport {
  /// `files` with the CSV's names, types, gear and commute flags joined on, plus the CSV's own
  /// ``ParsedFile`` (manual workouts, warnings) at the end. Files not named by the CSV are
  /// returned unchanged, in the same order.
  public static func join(
    files: [ParsedFile], csv: ExportSideFile, resolver: TimeZoneResolver? = nil,
    table parsed: StravaCSV? = nil
  ) -> [ParsedFile] {
    var result = files
    var csvFile = ParsedFile(source: csv.source, format: .stravaCSV)
    csvFile.contentHash = csv.bytes.withUnsafeBytes { ContentHash(of: $0) }
    let table = parsed ?? StravaCSV(csv)
    csvFile.warnings = table.warnings
    if let error = table.error {
      csvFile.error = error
      return result + [csvFile]
    }
    if table.heldBackManualEntries > 0 {
      // Too many to hold: the workout library reads them again (``HeldBackExport``).
      var held = HeldBackExport()
      held.workoutCount = table.heldBackManualEntries
      csvFile.heldBack = held
    }
    // Files by their key (``MemberPath/key(_:)``: `./activities/1.gpx` is `activities/1.gpx`).
    let routes = csv.routesKey
    var byKey: [String: Int] = [:]
    for (index, file) in files.enumerated() {
      let key = MemberPath.key(file.source)
      guard !key.hasPrefix(routes) else { continue }
      byKey[key] = byKey[key] ?? index
    }
    var errorRows: [Int] = []
    var missingRows: [(line: Int, name: String)] = []
    var joined: Set<Int> = []
    var repeatedRows: [Int] = []
    for activity in table.activities {
      guard let filename = activity.filename else {
        csvFile.workouts.append(manualWorkout(activity, csv: csv, resolver: resolver))
        continue
      }
      if filename == StravaActivity.errorFilename {
        errorRows.append(activity.line)
        continue
      }
      guard
        let index = csv.fileSources(filename).lazy.compactMap({ byKey[MemberPath.key($0)] }).first
      else {
        missingRows.append((activity.line, filename))
        continue
      }
      guard joined.insert(index).inserted else {
        repeatedRows.append(activity.line)  // a second row for one file
        continue
      }
      for workout in result[index].workouts.indices {
        annotate(&result[index].workouts[workout], with: activity)
      }
      result[index].takesExportValues = !result[index].workouts.isEmpty
    }
    if let first = errorRows.first {
      csvFile.warnings.append(
        ImportWarning(
          .stravaFileError, count: errorRows.count,
          "\(errorRows.count) activit\(errorRows.count == 1 ? "y has" : "ies have") no file: "
            + "Strava wrote '#error#' as the Filename", line: first))
    }
    if let first = missingRows.first {
      csvFile.warnings.append(
        ImportWarning(
          .stravaFileMissing, count: missingRows.count,
          "\(missingRows.count) activit\(missingRows.count == 1 ? "y names a file" : "ies name files")"
            + " not found in the export (first: '\(TextCap.capped(first.name).text)')",
          line: first.line))
    }
    if let first = repeatedRows.first {
      let count = repeatedRows.count
      csvFile.warnings.append(
        ImportWarning(
          .stravaFileRepeated, count: count,
          "\(count == 1 ? "1 row names a file" : "\(count) rows name files") an earlier row "
            + "already named; ignored (the earlier row's name and type are kept)", line: first))
    }
    return result + [csvFile]
  }

  /// Puts `activity`'s name, type, gear and commute flag on `workout` (the rules on
  /// ``Workout/applyServiceMetadata(name:typeRaw:)``); gear is set when the row has one.
  public static func annotate(_ workout: inout Workout, with activity: StravaActivity) {
    workout.applyServiceMetadata(name: activity.name, typeRaw: activity.type)
    if let gear = activity.gear { workout.gear = gear }
    workout.isCommute = activity.isCommute
  }

  /// The source name of a manual entry: `<csv source>#<Activity ID>`.
  public static func manualSource(csv: ExportSideFile, id: String) -> String {
    csv.source + "#" + id
  }

  /// A manual entry as a workout (see the type's rules); `activity` must be a manual entry
  /// (``StravaActivity/isManualEntry``).
  static func manualWorkout(
    _ activity: StravaActivity, csv: ExportSideFile, resolver: TimeZoneResolver?
  ) -> Workout {
    let start = activity.date ?? Date(timeIntervalSince1970: 0)
    let elapsed = activity.elapsedSeconds ?? 0
    let summary = WorkoutSummary(
      startUTC: start, endUTC: start.addingTimeInterval(elapsed), durationSeconds: elapsed,
      movingTimeSeconds: min(activity.movingSeconds ?? elapsed, elapsed),
      distanceMeters: activity.distanceMeters,
      distanceSource: activity.distanceMeters == nil ? nil : .device,
      elevationGainMeters: activity.elevationGainMeters)
    var workout = Workout(
      source: manualSource(csv: csv, id: activity.id), format: .stravaCSV, creator: "Strava",
      summary: summary)
    workout.isManual = true
    annotate(&workout, with: activity)
    resolver?.resolve(&workout)
    return workout
  }
}
