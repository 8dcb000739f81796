import Achievements
import Foundation
import TrophiesCLI
import TrophyReports
import WorkoutLibrary
import WorkoutModel

extension FuzzChecks {
  /// The library codec and a library's rows (issue 17: a damaged or hostile library row must
  /// give a ``LibraryError``, never a trap). `data` is read three ways:
  /// 1. as a workout blob (``WorkoutCodec/decode(_:location:)``): a workout decoded from it
  ///    has values a reader could have written, survives encoding again unchanged, and goes
  ///    through achievements and both reports;
  /// 2. as a warnings blob (``WorkoutCodec/decodeWarnings(_:location:)``), likewise;
  /// 3. as the rows of a library file: byte 0 holds flags (1: `duplicate_of` set, 2: the file
  ///    failed, 4: a second file with the same content, 8: the warnings column is the blob
  ///    too), bytes 1–8 `start_ms` and 9–16 `duplicate_of` / `error_line` (little-endian), the
  ///    rest the `data` column; then `trophies achievements --json --library FILE` runs on it,
  ///    exiting 0 with one JSON array or 1 with an error, never trapping.
  public static func libraryRow(_ data: Data) {
    let bytes = [UInt8](data)
    if let workout = try? WorkoutCodec.decode(bytes, location: "fuzz") {
      checkStored(workout)
      let again = try? WorkoutCodec.decode(WorkoutCodec.encode(workout), location: "fuzz")
      check(again == workout, "a decoded workout changes when encoded and decoded again")
      evaluate([workout])
    }
    if let warnings = try? WorkoutCodec.decodeWarnings(bytes, location: "fuzz") {
      check(warnings.allSatisfy { $0.count >= 0 }, "a negative warning count")
      let again = try? WorkoutCodec.decodeWarnings(
        WorkoutCodec.encode(warnings), location: "fuzz")
      check(again == warnings, "decoded warnings change when encoded and decoded again")
    }
    libraryRows(bytes)
  }

  /// A stored workout's values are ones a reader writes: finite, times 1900–2200.
  static func checkStored(_ workout: Workout) {
    let summary = workout.summary
    let values =
      [summary.durationSeconds, summary.movingTimeSeconds]
      + [summary.distanceMeters, summary.calories, summary.averageHeartRate].compactMap { $0 }
    check(values.allSatisfy(\.isFinite), "a non-finite stored value")
    check(summary.trackpointCount >= 0 && summary.lapCount >= 0, "a negative stored count")
    let range =
      Date(
        timeIntervalSince1970: -2_208_988_800)...Date(
        timeIntervalSince1970: 7_258_118_400)
    for instant in [summary.startUTC, summary.endUTC].compactMap({ $0 }) {
      check(range.contains(instant), "a stored time outside 1900–2200")
    }
  }

  /// Achievements and both reports over `workouts`, as `report` builds them.
  static func evaluate(_ workouts: [Workout]) {
    let counted = workouts.filter { $0.summary.startUTC != nil }
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(counted)
    check(statuses.count == AchievementCatalog.standard.count, "a status per catalog entry")
    let cabinet = TrophyCabinet(
      generatedAt: Date(timeIntervalSince1970: 1_700_000_000), statuses: statuses,
      workouts: counted, filesRead: 1, skipped: [], warningCount: 0, warnings: [])
    check(!MarkdownReport.render(cabinet).isEmpty, "an empty Markdown report")
    check(HTMLReport.render(cabinet).hasSuffix("</html>\n"), "an HTML report without its end")
  }

  /// A library file for this process, emptied before each input.
  nonisolated(unsafe) static var libraryPath: String?

  /// Writes the rows `bytes` describe into a fresh library and runs `achievements` on it.
  static func libraryRows(_ bytes: [UInt8]) {
    guard bytes.count >= 17 else { return }
    let path: String
    if let known = libraryPath {
      path = known
    } else {
      let folder = NSTemporaryDirectory() + "trophies-fuzz-library-\(getpid())"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      path = folder + "/library.sqlite"
      libraryPath = path
    }
    func integer(_ offset: Int) -> Int64 {
      var value: UInt64 = 0
      for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
      return Int64(bitPattern: value)
    }
    let flags = bytes[0]
    let blob = Array(bytes[17...])
    do {
      let library = try WorkoutLibrary(path: path)
      let database = library.database
      try database.execute(
        "DELETE FROM workouts; DELETE FROM files; DELETE FROM archives; DELETE FROM achievements; "
          + "DELETE FROM announcements; DELETE FROM batches; "
          + "INSERT INTO batches (id, started_ms, inputs) VALUES (1, 0, 'fuzz')")
      try database.execute("PRAGMA foreign_keys = OFF")
      let warnings = flags & 8 != 0 ? blob : WorkoutCodec.encode([ImportWarning]())
      let file = try database.prepare(
        "INSERT INTO files VALUES (?, 1, 2, 'k', NULL, 'gpx', 'c', ?, ?, ?, 3, ?, 1)")
      let failed = flags & 2 != 0
      try file.run([
        "a.gpx", failed ? "malformed" : nil, failed ? "bad" : nil, failed ? integer(9) : nil,
        warnings,
      ])
      if flags & 4 != 0 {
        try file.run(["b.gpx", nil, nil, nil, warnings])
      }
      try database.prepare(
        "INSERT INTO workouts VALUES (1, 'k', 0, 'a.gpx', ?, 60, 'running', ?, ?, 1)"
      ).run([integer(1), flags & 1 != 0 ? integer(9) : nil, blob])
    } catch {
      check(false, "the fuzz library could not be written: \(error)")
    }
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      ["achievements", "--json", "--library", path, "--quiet"],
      environment: ["TZ": "UTC", "SOURCE_DATE_EPOCH": "1700000000"], console: &console)
    check(code == 0 || code == 1 || code == 3, "achievements exited \(code)")
    if code != 1 {
      let parsed = try? JSONSerialization.jsonObject(with: Data(console.standardOutput.utf8))
      check(parsed is [Any], "achievements --json is not a JSON array")
    }
  }
}
