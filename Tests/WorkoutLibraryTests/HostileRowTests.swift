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
  /// trapped on overflow.
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
    let facts = try library.facts()
    // (2^63 − 1 − (−2^63)) ms = (2^64 − 1) / 1000 s ≈ 1.8446744e16 s.
    #expect(abs(facts.historySeconds - 18_446_744_073_709_551.615) < 1e3)
  }
}
