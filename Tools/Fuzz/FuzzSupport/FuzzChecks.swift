import Achievements
import Foundation
import TrophiesCLI
import TrophyReports
import WorkoutImport
import WorkoutModel

/// What the fuzz targets (`Tools/Fuzz/`, run by `make fuzz`) do with one input, and the
/// properties every result must have. A broken property aborts the process, so libFuzzer saves
/// the input as a finding (`scripts/fuzz/README.md` says how to turn it into a test).
public enum FuzzChecks {
  /// Limits small enough that the point limit, depth limit and text cap are reached by inputs
  /// of a few KiB (the standard limits need megabytes).
  public static let limits: WorkoutFileReader.Limits = {
    var limits = WorkoutFileReader.Limits(
      maximumFileBytes: 1 << 20, maximumDepth: 24, maximumPoints: 40)
    limits.maximumExpansionRatio = 50
    return limits
  }()

  /// Reads `data` as one file (the readers: GPX or TCX, as sniffed) and checks the result.
  @discardableResult
  public static func read(_ data: Data) -> ParsedFile {
    let file = WorkoutFileReader.read(data: data, source: "fuzz", limits: limits)
    check(file.error == nil || file.workouts.isEmpty, "an error and workouts at once")
    check(file.error != nil || !file.workouts.isEmpty, "neither an error nor a workout")
    for workout in file.workouts { check(workout) }
    checkJSON(InspectJSON.object(for: file).text)
    return file
  }

  /// The GPX reader: a whole document when the input names `<gpx` early, else the input as the
  /// inside of a `trkseg`, so that short inputs reach point-level code.
  public static func readGPX(_ data: Data) {
    read(wrapped(data, root: "<gpx", head: gpxHead, tail: "</trkseg></trk></gpx>"))
  }

  /// The TCX reader: a whole document when the input names `<TrainingCenterDatabase` early,
  /// else the input as the inside of a lap's `Track`.
  public static func readTCX(_ data: Data) {
    read(wrapped(data, root: "<TrainingCenterDatabase", head: tcxHead, tail: tcxTail))
  }

  static let gpxHead =
    "<gpx version=\"1.1\" creator=\"fuzz\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
    + "<trk><name>fuzz</name><type>running</type><trkseg>"
  static let tcxHead =
    "<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\">"
    + "<Activities><Activity Sport=\"Running\"><Id>2024-05-01T06:00:00Z</Id>"
    + "<Lap StartTime=\"2024-05-01T06:00:00Z\"><TotalTimeSeconds>60</TotalTimeSeconds><Track>"
  static let tcxTail = "</Track></Lap></Activity></Activities></TrainingCenterDatabase>"

  /// `data` itself when `root` occurs in its first 512 bytes, else `head + data + tail`.
  static func wrapped(_ data: Data, root: String, head: String, tail: String) -> Data {
    if data.prefix(512).range(of: Data(root.utf8)) != nil { return data }
    return Data(head.utf8) + data + Data(tail.utf8)
  }

  /// The whole path: bytes → workouts → achievements → Markdown and HTML reports.
  public static func pipeline(_ data: Data) {
    var file = read(data)
    let resolver = TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin")
    for index in file.workouts.indices { resolver.resolve(&file.workouts[index]) }
    let statuses = AchievementEngine(catalog: AchievementCatalog.standard).evaluate(file.workouts)
    check(statuses.count == AchievementCatalog.standard.count, "a status per catalog entry")
    let skipped = file.error.map {
      [SkippedFile(file: "fuzz", category: $0.category.rawValue, message: $0.message)]
    }
    let cabinet = TrophyCabinet(
      generatedAt: Date(timeIntervalSince1970: 1_700_000_000), statuses: statuses,
      workouts: file.workouts, filesRead: 1, skipped: skipped ?? [],
      warningCount: file.warnings.count,
      warnings: file.warnings.map {
        FileWarning(file: "fuzz", code: $0.code.rawValue, count: $0.count, message: $0.message)
      })
    let markdown = MarkdownReport.render(cabinet)
    let html = HTMLReport.render(cabinet)
    check(!markdown.isEmpty && html.hasSuffix("</html>\n"), "a report without its end")
    check(!html.contains("<script"), "a script element in the HTML report")
  }

  /// Properties of one workout: finite SI values, plausible times, bounded text.
  static func check(_ workout: Workout) {
    let summary = workout.summary
    let values = [
      summary.durationSeconds, summary.movingTimeSeconds, summary.distanceMeters ?? 0,
      summary.elevationGainMeters ?? 0, summary.averageHeartRate ?? 0, summary.averageCadence ?? 0,
      summary.averagePower ?? 0, summary.calories ?? 0,
    ]
    check(values.allSatisfy { $0.isFinite && $0 >= 0 }, "a negative or non-finite metric")
    check(summary.movingTimeSeconds <= summary.durationSeconds, "moving time over duration")
    check(summary.trackpointCount <= limits.maximumPoints, "more points than the limit")
    for instant in [summary.startUTC, summary.endUTC].compactMap({ $0 }) {
      check(limits.plausibleTimes.contains(instant), "a time outside the plausible range")
    }
    for text in [workout.name, workout.activityRaw, workout.creator].compactMap({ $0 }) {
      check(text.utf8.count <= 1024 + 3, "a text over the cap")
    }
  }

  /// `inspect --json` text must be one valid JSON object (no `inf`, no `nan`) on one line for
  /// every line-splitting reader: no raw U+0085, U+2028 or U+2029.
  static func checkJSON(_ text: String) {
    let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    check(!text.unicodeScalars.contains(where: lineBreaks.contains), "a line break in JSON Lines")
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    check(parsed is [String: Any], "inspect --json is not a JSON object")
  }

  /// Aborts (a libFuzzer finding) when `condition` is false.
  static func check(_ condition: Bool, _ property: String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("fuzz property broken: \(property)\n".utf8))
    abort()
  }

  /// Runs `body` on each file named in `arguments` (the reproducer a plain build makes of each
  /// fuzz target: `trophies-fuzz gpx crash-1234`); returns the exit status.
  public static func replay(_ arguments: [String], _ body: (Data) -> Void) -> Int32 {
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data("usage: FUZZ-TARGET FILE...\n".utf8))
      return 2
    }
    for path in arguments {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        return 1
      }
      body(data)
      print("ok \(path)")
    }
    return 0
  }
}
