import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Other importers' test files (`../shared/peer/files`, listed with their asserted values in
/// `../shared/peer/README.md`) and `../shared/cases`; skipped when absent. Expected values are
/// what those projects' own tests assert, or an independent computation named in the README
/// (haversine with R = 6,371,008.8 m, point counts with an XML parser).
@Suite("Peer test files", .enabled(if: Fixtures.hasPeer))
struct PeerFileTests {
  static func workout(_ relative: String, _ index: Int = 0) throws -> Workout {
    let file = Fixtures.readPeer(relative)
    try #require(file.workouts.count > index, "\(relative): \(String(describing: file.error))")
    return file.workouts[index]
  }

  static func near(_ value: Double?, _ expected: Double, within tolerance: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
  }

  @Test("Runalyze Indoor-Training.tcx: constant 0.0 distance is unknown speed, moving 7204 s")
  func trainer() throws {
    let summary = try Self.workout("Runalyze/Indoor-Training.tcx").summary
    #expect(summary.durationSeconds == 7204)
    #expect(Self.near(summary.movingTimeSeconds, 7204, within: 1))  // before: 0
    #expect(summary.maximumHeartRate == 149)
  }

  @Test("sports-lib 6688025408.tcx: 0 m rest laps are not moving time (≈ 2646 s of 3983 s)")
  func poolRestLaps() throws {
    let summary = try Self.workout("sports-lib/6688025408.tcx").summary
    #expect(Self.near(summary.movingTimeSeconds, 2646, within: 2646 * 0.01))  // before: 3961
    #expect(summary.lapCount == 36)
    #expect(summary.distanceMeters == 2300)
  }

  @Test("Runalyze Dakota.tcx: starts 07:21:53Z and lasts the 1371 s its points span")
  func dakotaLapClock() throws {
    let summary = try Self.workout("Runalyze/Dakota.tcx").summary
    // python3: datetime.fromisoformat("2012-08-19T07:21:53+00:00").timestamp() == 1345360913
    #expect(summary.startUTC?.timeIntervalSince1970 == 1_345_360_913)
    #expect(summary.durationSeconds == 1371)  // before: 23429
  }

  @Test("Runalyze SpoQ.gpx: SportTracks' heart-rate track gives HR ≈ 112 / 132")
  func sportTracks() throws {
    let summary = try Self.workout("Runalyze/SpoQ.gpx").summary
    #expect(Self.near(summary.averageHeartRate, 112, within: 1.5))  // before: none
    #expect(summary.maximumHeartRate == 132)
  }

  @Test("dreeve activity-sparse.tcx: a placeholder 0 m altitude adds no climb (gain 20 m)")
  func sparseAltitude() throws {
    #expect(try Self.workout("dreeve/activity-sparse.tcx").summary.elevationGainMeters == 20)
  }

  @Test("Runalyze Power-ns2-extension.tcx: 547,469 kcal is unknown, ≈ 550 kcal from power")
  func calories() throws {
    let summary = try Self.workout("Runalyze/Power-ns2-extension.tcx").summary
    #expect(Self.near(summary.calories, 550, within: 550 * 0.05))
  }

  @Test("FitTrackee cadence all zero: no cadence")
  func cadenceZero() throws {
    let summary = try Self.workout("FitTrackee-inline/gpx_file_with_cadence_zero_values.gpx")
      .summary
    #expect(summary.averageCadence == nil)  // before: 0
  }

  @Test("FitTrackee two activities: the second covered 132.5 → 316.8 m = 184.3 m")
  func counterSpan() throws {
    let summary = try Self.workout("FitTrackee-inline/tcx_with_two_activities.tcx", 1).summary
    #expect(Self.near(summary.distanceMeters, 184.3, within: 0.1))  // before: 316.8
  }

  @Test("phpGPX endomondo.gpx: frozen fixes; 2D distance ≈ 7530 m, moving ≈ 6650 s")
  func frozenFixes() throws {
    let summary = try Self.workout("phpGPX/endomondo.gpx").summary
    #expect(Self.near(summary.distanceMeters, 7530, within: 7530 * 0.01))  // before: 7288.5
    #expect(Self.near(summary.movingTimeSeconds, 6650, within: 6650 * 0.02))  // before: 1306
  }

  @Test(
    "placeholder, planned and mostly untimed clocks are refused",
    arguments: [
      "gpxpy/Mojstrovka.gpx", "Runalyze/Route-only.gpx",
      "android-gpx-parser/garminBaseCampExport.gpx",
    ])
  func refusedClocks(relative: String) {
    let file = Fixtures.readPeer(relative)
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .noTimestamps)
  }

  @Test("gpxpy single_digits.gpx: 2014-2-2T2:23:18-02:00 is a readable time")
  func singleDigits() throws {
    let summary = try Self.workout("gpxpy-inline/single_digits.gpx").summary
    #expect(summary.durationSeconds == 60)
  }

  @Test("cases tcx-lap-distance-zero-and-missing.tcx: 688.8 m from the trackpoints")
  func lapDistanceClaims() throws {
    let file = WorkoutFileReader.read(
      path: Fixtures.cases.appendingPathComponent("tcx-lap-distance-zero-and-missing.tcx").path)
    let workout = try #require(file.workouts.first)
    #expect(file.workouts.count == 1)
    #expect(Self.near(workout.summary.distanceMeters, 688.8, within: 6.888))  // before: 209.6
    #expect(workout.summary.trackpointCount == 24)
    #expect(workout.summary.lapCount == 3)
    // python3: datetime.fromisoformat("2025-03-09T07:30:00+00:00").timestamp() == 1741505400
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == 1_741_505_400)
    #expect(workout.summary.durationSeconds == 230)
    #expect(file.warningCodes.contains("lap_distance_replaced×2"))
  }

  /// Files whose values agreed before issue 8 and must keep agreeing (peer README, "Files that
  /// agree"): (file, workout index, elapsed s, distance m, tolerance m).
  @Test(
    "files that agreed keep agreeing",
    arguments: [
      ("Runalyze/Standard.tcx", 0, 6699.0, 22224.0, 5.0),
      ("Runalyze/Multisport.tcx", 1, nil, 11460.0, 5.0),
      ("Runalyze/standard.gpx", 0, 2306.0, 5993.0, 15.0),
      ("Runalyze/Runtastic.tcx", 0, 61.0, 113.0, 1.0),
      ("Runalyze/Polar-one-lap-indoor-with-distance.tcx", 0, 13.0, 94.0, 1.0),
      ("Runalyze/First-point-empty.tcx", 0, 142.0, 601.0, 1.0),
      ("dblock-tcx/multiple_running_activities.tcx", 0, nil, 14332.28, 0.5),
      ("sports-lib/1681613317.gpx", 0, 1958.0, 4593.0, 5.0),
      ("gpxgo/file.gpx", 0, 64.0, 56.776, 0.1),
      ("sport-activities-features/riderx3.gpx", 0, nil, 5774.7, 6.0),
      ("sport-activities-features/walking_activity_1.tcx", 0, nil, 3988.82, 0.5),
      ("dreeve/activity.tcx", 0, 10.0, 50.0, 0.5),
      ("dreeve/activity-with-recording-gap.gpx", 0, 310.0, nil, 0),
      ("FitTrackee-inline/gpx_file_with_3_segments.gpx", 0, 150.0, 55.0, 1.0),
    ] as [(String, Int, Double?, Double?, Double)])
  func agreeing(
    relative: String, index: Int, elapsed: Double?, distance: Double?, tolerance: Double
  ) throws {
    let summary = try Self.workout(relative, index).summary
    if let elapsed { #expect(Self.near(summary.durationSeconds, elapsed, within: 1)) }
    if let distance {
      #expect(Self.near(summary.distanceMeters, distance, within: tolerance), "\(relative)")
    }
  }

  @Test("moving times that agreed keep agreeing")
  func agreeingMovingTimes() throws {
    // gpxgo 39 s; dreeve recording gap 20 s; FitTrackee 3 segments 30 s, microseconds 235 s.
    #expect(try Self.workout("gpxgo/file.gpx").summary.movingTimeSeconds == 39)
    #expect(
      try Self.workout("dreeve/activity-with-recording-gap.gpx").summary.movingTimeSeconds == 20)
    #expect(
      try Self.workout("FitTrackee-inline/gpx_file_with_3_segments.gpx").summary
        .movingTimeSeconds == 30)
    let micro = try Self.workout("FitTrackee-inline/gpx_file_with_microseconds.gpx").summary
    #expect(Self.near(micro.movingTimeSeconds, 235, within: 1))
    #expect(Self.near(micro.durationSeconds, 250, within: 1))
  }
}
