import Foundation
import WorkoutModel

/// Joins a Garmin Connect account export's `…summarizedActivities.json` onto the activity files
/// read from its `UploadedFiles_*.zip` parts (`../shared/notes/exports.md`, "Garmin Connect
/// account export"). Pure: files and JSON in, files out.
///
/// Matching, per file:
/// 1. By activity id in the file's name (its last path component without `.fit`, `.gpx`,
///    `.tcx` and `.gz`): `<id>_ACTIVITY` (Garmin's "Export Original"), digits after the last
///    `_` (`someone@example.com_123456789`, `activity_123456789`), or a name that is all digits.
///    Every workout of the file takes the summary's name; the type only when the file holds
///    one workout (a multisport file's legs keep their own sports).
/// 2. Otherwise each workout on its own, by start: the summary whose start lies within
///    ``startTolerance`` of the workout's (the nearest one).
///
/// What is taken: the name and the type key (``Workout/applyServiceMetadata(name:typeRaw:)``:
/// a Garmin Connect key such as `trail_running`, `activity_source` `file`, a user correction
/// still wins). Distances and durations stay the file's own. A JSON document that cannot be
/// read comes back as one more ``ParsedFile`` (the JSON's source, no format) with its
/// `malformed` error, and nothing is joined; one that gave warnings
/// (``GarminActivitySummary/read(_:source:times:)``: elements skipped, values dropped, texts
/// cut) comes back as one more ``ParsedFile`` with those warnings and no workouts.
public enum GarminExport {
  /// Largest difference between a workout's start and a summary's start that still matches,
  /// seconds (the duplicate rule's 2 s).
  public static let startTolerance: TimeInterval = 2

  /// `files` with the summaries' names and types joined on, in the same order (plus the JSON's
  /// ``ParsedFile`` when it could not be read).
  public static func join(files: [ParsedFile], summaries: ExportSideFile) -> [ParsedFile] {
    let activities: [GarminActivitySummary]
    var jsonFile = ParsedFile(source: summaries.source)
    jsonFile.contentHash = summaries.bytes.withUnsafeBytes { ContentHash(of: $0) }
    do {
      (activities, jsonFile.warnings) = try GarminActivitySummary.read(
        summaries.bytes, source: summaries.source)
    } catch {
      jsonFile.error = error
      return files + [jsonFile]
    }
    var byID: [String: GarminActivitySummary] = [:]
    for activity in activities where byID[activity.id] == nil { byID[activity.id] = activity }
    let byStart = activities.compactMap { activity in activity.start.map { ($0, activity) } }
      .sorted { $0.0 < $1.0 }
    var result = files
    if !jsonFile.warnings.isEmpty { result.append(jsonFile) }
    for index in result.indices where !result[index].workouts.isEmpty {
      if let id = activityID(inFileName: result[index].source), let match = byID[id] {
        let single = result[index].workouts.count == 1
        for workout in result[index].workouts.indices {
          result[index].workouts[workout].applyServiceMetadata(
            name: match.name, typeRaw: single ? match.typeKey : nil)
        }
        result[index].takesExportValues = true
        continue
      }
      for workout in result[index].workouts.indices {
        guard let start = result[index].workouts[workout].summary.startUTC,
          let match = nearest(start, in: byStart)
        else { continue }
        result[index].workouts[workout].applyServiceMetadata(
          name: match.name, typeRaw: match.typeKey)
        result[index].takesExportValues = true
      }
    }
    return result
  }

  /// The Garmin activity id written in a file's name, if any (rules on the type).
  public static func activityID(inFileName source: String) -> String? {
    var name = Substring(source)
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    for suffix in [".gz", ".fit", ".gpx", ".tcx"] where name.lowercased().hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    if name.uppercased().hasSuffix("_ACTIVITY") { name = name.dropLast("_ACTIVITY".count) }
    if let underscore = name.lastIndex(of: "_") { name = name[name.index(after: underscore)...] }
    let isDigits = name.utf8.allSatisfy { (0x30...0x39).contains($0) }
    // Real ids have 8–12 digits; a short number ("_1") is a counter, not an id.
    return isDigits && name.count >= 6 ? String(name) : nil
  }

  /// The summary starting nearest to `start`, within ``startTolerance``; `sorted` is by start.
  static func nearest(
    _ start: Date, in sorted: [(Date, GarminActivitySummary)]
  ) -> GarminActivitySummary? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].0 < start { low = middle + 1 } else { high = middle }
    }
    let candidates = [low - 1, low].filter { sorted.indices.contains($0) }
    guard
      let best = candidates.min(by: {
        abs(sorted[$0].0.timeIntervalSince(start)) < abs(sorted[$1].0.timeIntervalSince(start))
      }), abs(sorted[best].0.timeIntervalSince(start)) <= startTolerance
    else { return nil }
    return sorted[best].1
  }
}
