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
    let duplicates = duplicateIndices(of: file)
    let workouts = file.workouts.enumerated().map { index, workout in
      self.workout(
        workout,
        notCounted: notCountedReason(
          workout, isDuplicate: duplicates.contains(index), minimum: minimum))
    }
    return object(for: file, minimum: minimum, workouts: workouts)
  }

  private static func object(
    for file: ParsedFile, minimum: MinimumWorkout, workouts: [JSONValue]
  ) -> JSONValue {
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
      ("workouts", .array(workouts)),
      ("duplicates", duplicatesArray(file)),
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

  /// Why `workout` is not counted, given whether it is a duplicate (``duplicateIndices(of:)``).
  public static func notCountedReason(
    _ workout: Workout, isDuplicate: Bool, minimum: MinimumWorkout
  ) -> String? {
    isDuplicate ? "duplicate" : minimum.exclusion(workout)?.rawValue
  }

  /// Indices into `file.workouts` of the workouts listed in `file.duplicates`, found in one
  /// pass (O(n); issue 17: a search of the duplicates per workout made `inspect` on a million
  /// workouts quadratic). Entries with ``DuplicateRecording/workout`` name their index; others
  /// (a library's) match every workout with their start.
  public static func duplicateIndices(of file: ParsedFile) -> Set<Int> {
    var indices = Set(file.duplicates.compactMap(\.workout))
    let starts = Set(file.duplicates.filter { $0.workout == nil }.map(\.startUTC))
    guard !starts.isEmpty else { return indices }
    for (index, workout) in file.workouts.enumerated() {
      if let start = workout.summary.startUTC, starts.contains(start) { indices.insert(index) }
    }
    return indices
  }

  /// The text of ``object(for:minimum:)`` followed by a line end, handed to `emit` in pieces
  /// of at most `batch` workouts, so a file of a million workouts (an Apple Health export) is
  /// never held as one value tree or one string (issue 17: 2–3.9 GB before). A held-back
  /// export's workouts (``WorkoutImport/ParsedFile/heldBack``) are read again with `stream`
  /// (``TrophiesKit/ImportSession/streamHeldBack``), `batch` at a time, and never held at once.
  public static func writeLine(
    for file: ParsedFile, minimum: MinimumWorkout = .standard, batch: Int = 1000,
    stream: HeldBackStream? = nil, emit: (String) -> Void
  ) {
    var head = object(for: file, minimum: minimum, workouts: []).text
    // `…,"workouts":[],"duplicates":[…]}`: split at the empty workouts array.
    let tail = duplicatesTail(file)
    head.removeLast(tail.count + 1)  // the tail, then the "]" of the workouts
    let duplicates = duplicateIndices(of: file)
    var text = head
    var index = 0
    forEachBatch(of: file, batch: batch, stream: stream) { workouts in
      for workout in workouts {
        if index > 0 { text += "," }
        let reason = notCountedReason(
          workout, isDuplicate: duplicates.contains(index), minimum: minimum)
        text += self.workout(workout, notCounted: reason).text
        index += 1
        if index % max(1, batch) == 0 {
          emit(text)
          text = ""
        }
      }
    }
    emit(text + "]" + tail + "\n")
  }

  /// How a held-back export is read again: the file, the most workouts a batch holds, and what
  /// takes each batch (`true` to go on); returns the file as read again.
  public typealias HeldBackStream = (ParsedFile, Int, ([Workout]) -> Bool) -> ParsedFile

  /// Hands `body` the workouts of `file`: those it holds, or, for a held-back export read
  /// again with `stream`, each batch of at most `batch` as it is read.
  static func forEachBatch(
    of file: ParsedFile, batch: Int, stream: HeldBackStream?, _ body: ([Workout]) -> Void
  ) {
    guard file.heldBack != nil, let stream else { return body(file.workouts) }
    _ = stream(file, max(1, batch)) { workouts in
      body(workouts)
      return true
    }
  }

  /// How many workouts `file` lists: those it holds, or a held-back export's count.
  public static func workoutCount(of file: ParsedFile) -> Int {
    file.heldBack?.workoutCount ?? file.workouts.count
  }

  /// `,"duplicates":[…]}`: the end of a file's object after its workouts array.
  private static func duplicatesTail(_ file: ParsedFile) -> String {
    let object = JSONValue.object([("duplicates", duplicatesArray(file))]).text
    return "," + object.dropFirst()
  }

  private static func duplicatesArray(_ file: ParsedFile) -> JSONValue {
    .array(
      file.duplicates.map {
        .object([
          ("start_utc", .string(ISO8601Format.utc($0.startUTC))),
          ("counted_in", .string($0.countedIn)),
        ])
      })
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
    let fields: [(String, JSONValue)] = [
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
      ("explorer_tiles", explorerTiles(workout.countedExplorerTiles)),
    ]
    return .object(countryFields(workout.countedCountries, after: fields))
  }

  /// `{"zoom14":N,"zoom17":M}`: how many map tiles the workout ticked at each zoom
  /// (``Workout/countedExplorerTiles``), or `null` when it ticks none by rule (indoor, virtual,
  /// a trip, a multisport transition).
  static func explorerTiles(_ tiles: ExplorerTiles?) -> JSONValue {
    guard let tiles else { return .null }
    return .object([("zoom14", .int(tiles.zoom14.count)), ("zoom17", .int(tiles.zoom17.count))])
  }
}
