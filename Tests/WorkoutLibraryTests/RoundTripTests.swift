import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

@Suite("library round trips")
struct RoundTripTests {
  /// Every field set to a non-default value, including the ones only exports set (manual,
  /// gear, commute) and optional ones that readers rarely fill.
  static var everyField: Workout {
    let start = may1()
    var summary = WorkoutSummary(
      startUTC: start, endUTC: start + 3_723.5, durationSeconds: 3_723.5, movingTimeSeconds: 3_600,
      distanceMeters: 10_012.25, distanceSource: .device, elevationGainMeters: 123.5,
      elevationLossMeters: 120.25, averageHeartRate: 151.5, maximumHeartRate: 181,
      averageCadence: 86.5, averagePower: 250.125, calories: 712, trackpointCount: 3_724,
      segmentCount: 2, lapCount: 3, impossibleStepCount: 4)
    summary.elevationSpikeCount = 5
    summary.replacedLapDistanceCount = 6
    summary.ignoredLapStartCount = 7
    summary.implausibleValueCount = 8
    var workout = Workout(
      source: "export.zip!/activities/1 Lauf – ümlaut.gpx", format: .stravaCSV,
      creator: "Garmin Forerunner 965", name: "Morgenlauf 🏃", activity: .running,
      activityRaw: "Run", isIndoor: true, isVirtual: true,
      laps: [
        Lap(
          startTime: start, totalTimeSeconds: 1_800, distanceMeters: 5_000, calories: 350,
          averageHeartRate: 150, maximumHeartRate: 170),
        Lap(),
      ], writtenUTCOffsetSeconds: -16_200, timeZoneIdentifier: "America/Caracas",
      timeZoneSource: .deviceZone, coordinatesTimeZoneIdentifier: "Europe/Berlin",
      statedCalories: 700, summary: summary)
    workout.activitySource = .user
    workout.isTransport = true
    workout.isManual = true
    workout.gear = "Shoe \"Pegasus\""
    workout.isCommute = true
    workout.bestEfforts = [
      BestEffort(
        target: BestEffortTarget.running[5], elapsedSeconds: 1_500.5, distanceMeters: 5_000,
        startUTC: start + 60, startOffsetSeconds: 60, check: .verified),
      BestEffort(
        target: BestEffortTarget.running[15], elapsedSeconds: 3_600, distanceMeters: 10_001,
        startUTC: start, startOffsetSeconds: 0, check: .sampleGap),
      // A target outside the built-in tables is stored in full, not by id.
      BestEffort(
        target: BestEffortTarget(
          id: "running.3k", name: "3 km", measure: .distance(meters: 3_000), bound: 440),
        elapsedSeconds: 900, distanceMeters: 3_000, startUTC: start, startOffsetSeconds: 0,
        check: .fasterThanWorldRecord),
    ]
    workout.routeSketch = RouteSketch(
      latitudes: [52.5, 52.51, -33.9], longitudes: [13.4, 13.41, 151.2])
    workout.countries = CountryVisits(
      start: nil, visits: [.init(code: "CH", meters: 6_482.5), .init(code: "DE", meters: 0)])
    workout.startPosition = StartPosition(rounding: 52.504, 13.396)
    return workout
  }

  @Test("a workout with every field set is read back equal, blob and library alike")
  func everyFieldSurvives() throws {
    let workout = Self.everyField
    #expect(try WorkoutCodec.decode(WorkoutCodec.encode(workout), location: "t") == workout)
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    var file = ParsedFile(source: workout.source, format: .stravaCSV, creator: "Strava")
    file.workouts = [workout]
    file.contentHash = ContentHash(high: 1, low: 2)
    file.warnings = [ImportWarning(.timestampRepeated, count: 3, "3 repeated", line: 4, column: 5)]
    _ = try library.store([file], stamps: [:])
    let loaded = try temporary.open().files()
    #expect(loaded.count == 1)
    #expect(loaded.first?.workouts == [workout])
    #expect(loaded.first?.warnings == file.warnings)
    #expect(loaded.first?.contentHash == file.contentHash)
    #expect(loaded.first?.creator == "Strava")
    #expect(loaded.first?.format == .stravaCSV)
  }

  @Test(
    "workouts read from real GPX and TCX files come back equal in every stored field",
    arguments: ["activity_17908681101.gpx", "activity_17925836743.tcx"])
  func realFiles(name: String) throws {
    let importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC", coordinateLookup: nil),
      keepsTrackpoints: false)
    let files = importer.read(files: [fixture(name)])
    let workouts = try #require(files.first?.workouts)
    #expect(!workouts.isEmpty)
    // The GPX run has best efforts and a route sketch (SampleData/garmin, an outdoor run);
    // the TCX has laps.
    #expect(workouts.allSatisfy { !$0.bestEfforts.isEmpty || !$0.laps.isEmpty })
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store(files, stamps: [:])
    #expect(try temporary.open().files().first?.workouts == workouts)
  }

  @Test("a file that gave no workout keeps its error category, message and position")
  func errorsSurvive() throws {
    var file = ParsedFile(source: "bad.gpx", format: .gpx)
    file.error = ImportError(.malformed, "tag mismatch", file: "bad.gpx", line: 12, column: 5)
    let temporary = try TemporaryLibrary()
    _ = try temporary.open().store([file], stamps: [:])
    #expect(try temporary.open().files().first?.error == file.error)
  }

  @Test("a damaged blob is a LibraryError naming the place, never a crash")
  func damagedBlob() throws {
    let bytes = WorkoutCodec.encode(Self.everyField)
    for cut in [0, 1, 10, bytes.count / 2, bytes.count - 1] {
      #expect(throws: LibraryError.self) {
        try WorkoutCodec.decode(Array(bytes.prefix(cut)), location: "w 1")
      }
    }
    #expect(throws: LibraryError.self) { try WorkoutCodec.decode(bytes + [0], location: "w 1") }
  }
}

/// Gear names as the exports give them come back from the library byte for byte.
@Suite("gear names in the library")
struct GearRoundTripTests {
  @Test(
    "quotes, markup, an empty name, other scripts and 5 MiB survive a store and a load",
    arguments: [
      "Canyon \"Blaues Wunder\"", "<script>alert(1)</script> & \"'", "", "跑鞋 👟",
      String(repeating: "Pegasus 41 ", count: 5 * 1_048_576 / 11),
    ])
  func names(gear: String) throws {
    var workout = RoundTripTests.everyField
    workout.gear = gear
    #expect(try WorkoutCodec.decode(WorkoutCodec.encode(workout), location: "t").gear == gear)
    let temporary = try TemporaryLibrary()
    var file = ParsedFile(source: workout.source, format: .stravaCSV, creator: "Strava")
    file.workouts = [workout]
    file.contentHash = ContentHash(high: 1, low: 2)
    _ = try temporary.open().store([file], stamps: [:])
    #expect(try temporary.open().files().first?.workouts.first?.gear == gear)
  }
}
