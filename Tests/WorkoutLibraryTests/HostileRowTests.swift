import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Issue 17: a damaged or hostile library row gives a ``LibraryError``, never a trap. Blobs are
/// written by the encoder (which checks nothing) from a workout with one field set to a value
/// no reader produces; decoding must refuse each, naming the row.
@Suite("hostile library rows")
struct HostileRowTests {
  /// One change each to ``RoundTripTests/everyField``.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case durationNaN, duration1e22, movingInfinite, startFarFuture, endBefore1900, countNegative,
      offsetHuge, lapStartHuge, effortInfinite, sketchOffGlobe, startOffGlobe, startNaN
    var testDescription: String { rawValue }

    var workout: Workout {
      var workout = RoundTripTests.everyField
      switch self {
      case .duration1e22: workout.summary.durationSeconds = 1e22
      case .durationNaN: workout.summary.durationSeconds = .nan
      case .movingInfinite: workout.summary.movingTimeSeconds = .infinity
      case .startFarFuture: workout.summary.startUTC = Date(timeIntervalSince1970: 1e300)
      case .endBefore1900: workout.summary.endUTC = Date(timeIntervalSince1970: -2_208_988_801)
      case .countNegative: workout.summary.trackpointCount = -1
      case .offsetHuge: workout.writtenUTCOffsetSeconds = Int.max
      case .lapStartHuge:
        workout = Workout(
          source: "x.tcx", format: .tcx, activity: .running,
          laps: [Lap(startTime: Date(timeIntervalSinceReferenceDate: 1e19))],
          summary: workout.summary)
      case .effortInfinite: workout.bestEfforts[0].elapsedSeconds = .infinity
      case .sketchOffGlobe:
        workout.routeSketch = RouteSketch(latitudes: [52.5, 1_000], longitudes: [13.4, 13.4])
      case .startOffGlobe: workout.startPosition?.latitude = 1_000
      case .startNaN: workout.startPosition?.longitude = .nan
      }
      return workout
    }
  }

  @Test("a value no reader writes is refused as damaged data", arguments: Damage.allCases)
  func refused(damage: Damage) {
    let blob = WorkoutCodec.encode(damage.workout)
    #expect {
      try WorkoutCodec.decode(blob, location: "library.sqlite: workout 7")
    } throws: { error in
      guard let error = error as? LibraryError else { return false }
      return error.code == LibraryError.libraryCode
        && error.location == "library.sqlite: workout 7"
        && error.message.hasPrefix("stored workout data is damaged (")
    }
  }

  /// Optional figures beyond the bounds are unknown, as readers drop impossible values: a row
  /// an earlier version stored from a Strava CSV of 10^22 m stays readable.
  @Test("an impossible optional figure reads back as unknown, the rest of the workout kept")
  func figuresUnknown() throws {
    var workout = RoundTripTests.everyField
    workout.summary.distanceMeters = 1e22
    workout.summary.elevationGainMeters = .infinity
    workout.summary.calories = -1e13
    workout.statedCalories = .nan
    let decoded = try WorkoutCodec.decode(WorkoutCodec.encode(workout), location: "t")
    var expected = workout
    expected.summary.distanceMeters = nil
    expected.summary.elevationGainMeters = nil
    expected.summary.calories = nil
    expected.statedCalories = nil
    #expect(decoded == expected)
  }

  @Test("the limits themselves still read back: 10^12, 1900-01-01, 2200-01-01, ±1 day")
  func limitsAccepted() throws {
    var workout = RoundTripTests.everyField
    workout.summary.distanceMeters = 1e12
    workout.summary.startUTC = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
    workout.summary.endUTC = Date(timeIntervalSince1970: 7_258_118_400)  // 2200-01-01
    workout.writtenUTCOffsetSeconds = -86_400
    #expect(try WorkoutCodec.decode(WorkoutCodec.encode(workout), location: "t") == workout)
  }

  @Test("negative warning counts and positions are refused")
  func warningCounts() {
    for warning in [
      ImportWarning(.timestampRepeated, count: -1, "x"),
      ImportWarning(.timestampRepeated, count: 1, "x", line: -5),
    ] {
      #expect(throws: LibraryError.self) {
        try WorkoutCodec.decodeWarnings(WorkoutCodec.encode([warning]), location: "t")
      }
    }
  }

  /// `start_ms` of Int64.min and Int64.max: the history span was `Int64` arithmetic, which
  /// trapped on overflow. Neither agrees with its own stored workout, so both are set aside:
  /// no span, no trap.
  @Test("extreme start_ms values in rows do not trap the library's facts")
  func extremeStartColumns() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    let blob = WorkoutCodec.encode(RoundTripTests.everyField)
    try library.database.execute("INSERT INTO batches VALUES (1, 0, 'x')")
    let insert = try library.database.prepare(
      "INSERT INTO workouts VALUES (?, ?, 0, 's', ?, 60, 'running', NULL, ?, 1)")
    try insert.run([1, "a", Int64.min, blob])
    try insert.run([2, "b", Int64.max, blob])
    #expect(try library.facts().historySeconds == 0)
  }

  /// Issue 17 (break-it 3): a `start_ms` edited to −99,999,999,999,999 (3,200 years before
  /// 1970) earned the five- and ten-year badges. The span now comes from rows whose stored
  /// workout agrees with the column: three rows of 2020-01-01, 2021-01-01 and 2022-01-01
  /// (00:00 UTC), the middle one's column edited, give 2022 − 2020 = 731 days (2020 is a leap
  /// year) = 63,158,400 s; the edited row's file loses its stamp (size −1) so the next import
  /// stores it again.
  @Test("an edited start_ms column is set aside and its file marked for repair")
  func editedStartColumn() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    try library.database.execute("INSERT INTO batches VALUES (1, 0, 'x')")
    let insertFile = try library.database.prepare(
      "INSERT INTO files (path, size, mtime_ns, content_key, warnings, batch) "
        + "VALUES (?, 10, 0, ?, ?, 1)")
    let insert = try library.database.prepare(
      "INSERT INTO workouts VALUES (?, ?, 0, 's', ?, 60, 'running', NULL, ?, 1)")
    let starts: [Int64] = [1_577_836_800_000, 1_609_459_200_000, 1_640_995_200_000]
    for (index, start) in starts.enumerated() {
      var workout = RoundTripTests.everyField
      workout.summary.startUTC = Date(timeIntervalSince1970: Double(start) / 1000)
      workout.summary.endUTC = workout.summary.startUTC?.addingTimeInterval(60)
      let key = "key\(index)"
      try insertFile.run(["/f\(index).gpx", key, WorkoutCodec.encode([ImportWarning]())])
      let column = index == 1 ? -99_999_999_999_999 : start
      try insert.run([Int64(index + 1), key, column, WorkoutCodec.encode(workout)])
    }
    #expect(try library.facts().historySeconds == 63_158_400)
    let sizes = try library.database.prepare("SELECT path, size FROM files ORDER BY path")
    var stamped: [String: Int64] = [:]
    while try sizes.step() { stamped[sizes.text(0) ?? ""] = sizes.integer(1) }
    #expect(stamped == ["/f0.gpx": 10, "/f1.gpx": -1, "/f2.gpx": 10])
  }
}
