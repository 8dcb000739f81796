import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Conformance over the shared real-world corpus (`../shared/corpus`, 80 files); skipped when
/// it is absent. Expected values were derived independently with python3 `xml.etree` one-off
/// scripts (counting `trkpt`/`Trackpoint`/`Lap` elements, first/last `time` texts converted with
/// `datetime.fromisoformat(...).timestamp()`, summing lap `DistanceMeters`).
@Suite("Corpus conformance", .enabled(if: Fixtures.hasCorpus))
struct CorpusConformanceTests {
  /// Files in gpx/ and tcx/ that are not workouts, with the category their MANIFEST note
  /// implies (route, waypoint-only, planned or time-less tracks, TCX course).
  static let notWorkouts: [String: ImportError.Category] = [
    "gpx/mapmyfitness-mapped-route-no-times.gpx": .noTimestamps,
    "gpx/outdooractive-planned-tour-no-times.gpx": .noTimestamps,
    "gpx/strava-route-no-timestamps.gpx": .noTimestamps,
    "gpx/route-only-rtept-no-times.gpx": .noActivity,
    "gpx/runkeeper-waypoint-with-gpxtpx-hr.gpx": .noActivity,
    "tcx/garmin-training-center-course.tcx": .noActivity,
    // One timed point (python3 count): fewer than two distinct instants is no recording.
    "gpx/gpslogger-android-tz-offset-millis.gpx": .noTimestamps,
    "gpx/opentracks-tz-offset-plus-0115.gpx": .noTimestamps,
    "gpx/ultra-gps-logger-gpx10-xml-comments.gpx": .noTimestamps,
    // 5 of its 296 points are timed, all in the last track (16 of 21 points untimed).
    "gpx/gpsbabel-gpx10-8-tracks-no-timestamps.gpx": .noTimestamps,
  ]

  static func files(in folder: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: Fixtures.corpus.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".gpx") || $0.hasSuffix(".tcx") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  @Test("every gpx/ and tcx/ file imports or gives its expected category")
  func wellFormedFolders() {
    let files = Self.files(in: "gpx") + Self.files(in: "tcx")
    #expect(files.count == 56)
    for relative in files {
      let file = Fixtures.readCorpus(relative)
      if let expected = Self.notWorkouts[relative] {
        #expect(file.error?.category == expected, "\(relative)")
        #expect(file.workouts.isEmpty, "\(relative)")
      } else {
        #expect(file.error == nil, "\(relative): \(String(describing: file.error))")
        #expect(!file.workouts.isEmpty, "\(relative)")
      }
      #expect(file.format == (relative.hasSuffix(".tcx") ? .tcx : .gpx), "\(relative)")
    }
  }

  /// What each broken/ file gives, derived without the reader: `xmllint --noout` for
  /// well-formedness, and a python3 regex over the raw text counting `<trk>`s (TCX:
  /// `<Activity>`s) with a timed point — timed tracks give that many workouts; tracks with
  /// points but no time give `no_timestamps`; no track point at all gives `no_activity`. The four
  /// files xmllint rejects (osmand, polar, both runkeeper) break after their workouts are
  /// complete or inside the last one, so those workouts are kept.
  enum Outcome {
    case success(Int)
    case failure(ImportError.Category)
  }

  static let brokenOutcomes: [String: Outcome] = [
    "buildgpx-invalid-fix-value.gpx": .success(1),
    "cruiser-gpx11-with-gpx10-speed.gpx": .success(1),
    "garmin-basecamp-bom-waypoints-route.gpx": .failure(.noTimestamps),  // 1 trk, 2 untimed points
    "garmin-oregon-400t-empty-track.gpx": .failure(.noActivity),
    // One timed point: one instant is not a recording (issue 8), refused as not a recording.
    "garmin-style-alt-element-empty-atemp.gpx": .failure(.noTimestamps),
    "gpsvisualizer-utf8-bom-no-encoding-decl.gpx": .failure(.noActivity),
    "gpx10-missing-creator-attribute.gpx": .success(7),
    "groundspeak-geocache-nasty.gpx": .failure(.noActivity),
    "mapsource-empty-gpx.gpx": .failure(.noActivity),
    "open-gpx-tracker-ios-out-of-range-coords.gpx": .success(1),
    "opentracks-legacy-ext-power-hr-3-segments.gpx": .success(1),
    "opentracks-legacy-pause-markers-invalid-lat.gpx": .success(1),
    "osmand-leading-newline-two-tracks.gpx": .success(2),
    "osmtracker-android-empty-trkseg-cdata.gpx": .failure(.noActivity),
    "polar-v800-flow-leading-whitespace.tcx": .success(1),
    "ridewithgps-empty-ele-elements.gpx": .success(1),
    "runkeeper-stray-closing-trkseg-hr.gpx": .success(1),
    "runkeeper-unclosed-trkseg.gpx": .success(1),
    "strava-claimed-mapstogpx-bom-unprefixed-cadence.gpx": .success(1),
    "strava-metadata-only-no-track.gpx": .failure(.noActivity),
    "suunto-movescount-no-xml-declaration.gpx": .success(1),
    "tc2-xslt-track-with-empty-segment.gpx": .success(1),
    "utf8-bom-gpx-no-namespace-no-creator-ride.gpx": .success(1),
    "utf8-bom-no-namespace-no-version.gpx": .failure(.noActivity),
  ]

  @Test("every broken/ file gives its pinned outcome", arguments: brokenOutcomes.keys.sorted())
  func brokenFolder(name: String) throws {
    let file = Fixtures.readCorpus("broken/" + name)
    switch Self.brokenOutcomes[name] {
    case .success(let workouts):
      #expect(file.error == nil, "\(String(describing: file.error))")
      #expect(file.workouts.count == workouts)
    case .failure(let category):
      #expect(file.error?.category == category)
      #expect(file.workouts.isEmpty)
    case nil:
      Issue.record("no pinned outcome")
    }
  }

  @Test("the pinned table covers every broken/ file")
  func brokenTableComplete() {
    #expect(
      Self.files(in: "broken").map { String($0.dropFirst(7)) } == Self.brokenOutcomes.keys.sorted())
  }

  /// The MANIFEST calls this file time-less; its last track has 5 of 21 points with a `<time>`
  /// (python3 count): mostly untimed, so a planned track, not a recording (issue 8).
  @Test("gpsbabel 8-track file: the partly timed track is refused as mostly untimed")
  func gpsbabelEightTracks() throws {
    let file = Fixtures.readCorpus("gpx/gpsbabel-gpx10-8-tracks-no-timestamps.gpx")
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .noTimestamps)
    #expect(file.error?.message.contains("16 of 21 points have no time") == true)
  }

  @Test("garmin-connect-run-hr-cad.gpx: 988 points, hr and cad from TrackPointExtension v1")
  func garminConnectRun() throws {
    let file = Fixtures.readCorpus("gpx/garmin-connect-run-hr-cad.gpx")
    #expect(file.creator == "Garmin Connect")
    let workout = try #require(file.workouts.first)
    #expect(workout.name == "casual stroll")
    #expect(workout.activityRaw == "running")
    let points = workout.segments.flatMap(\.points)
    #expect(points.count == 988)
    // 2017-07-29T14:46:35.000Z and 16:18:13.000Z
    #expect(Fixtures.epoch(points.first?.time) == 1_501_339_595)
    #expect(Fixtures.epoch(points.last?.time) == 1_501_345_093)
    #expect(points[0].heartRate == 74)
    #expect(points[0].cadence == 79)
    #expect(points[0].elevation == 104)
    // lat="37.24173816852271556854248046875": the correctly rounded double of that text.
    #expect(points[0].latitude == 37.24173816852271556854248046875)
  }

  @Test("strava-activity-hr-cad-atemp.gpx: 7264 points")
  func stravaActivity() throws {
    let file = Fixtures.readCorpus("gpx/strava-activity-hr-cad-atemp.gpx")
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.count == 7264)
    #expect(Fixtures.epoch(points.first?.time) == 1_526_309_661)
    #expect(Fixtures.epoch(points.last?.time) == 1_526_317_384)
    #expect(points[0].heartRate == 117)
    #expect(points[0].cadence == 85)
  }

  @Test("mapstogpx swim: heart rate given three ways counts once")
  func tripleHeartRate() throws {
    let file = Fixtures.readCorpus("gpx/mapstogpx-strava-swim-triple-hr.gpx")
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.count == 355)
    #expect(points[0].heartRate == 98)
  }

  /// Its only point's time is `2021-01-07T21:51:59.179+01:15` (1 h 15 min = 4,500 s): the
  /// offset is read, but one instant is no recording.
  @Test("opentracks +01:15 offset is read; its one point is no workout")
  func openTracksOffset() throws {
    #expect(ISO8601Timestamp("2021-01-07T21:51:59.179+01:15")?.writtenOffsetSeconds == 4_500)
    let file = Fixtures.readCorpus("gpx/opentracks-tz-offset-plus-0115.gpx")
    #expect(file.error?.message.contains("share one instant") == true)
  }

  @Test("garmin-forerunner-410-run-3-laps-hr.tcx: 3 laps, 384 points")
  func forerunner410() throws {
    let file = Fixtures.readCorpus("tcx/garmin-forerunner-410-run-3-laps-hr.tcx")
    #expect(file.creator == "Forerunner 410 Software Version 2.20")
    let workout = try #require(file.workouts.first)
    #expect(workout.activityRaw == "Running")
    #expect(workout.laps.count == 3)
    #expect(workout.laps.map(\.totalTimeSeconds) == [608.47, 714.80, 669.51])
    let lapDistance = workout.laps.compactMap(\.distanceMeters).reduce(0, +)
    #expect(abs(lapDistance - 4_689.242_675_78) < 1e-6)
    let points = workout.segments.flatMap(\.points)
    #expect(points.count == 384)
    #expect(Fixtures.epoch(points.first?.time) == 1_356_557_393)
    #expect(Fixtures.epoch(points.last?.time) == 1_356_559_385)
  }

  @Test("garmin-forerunner-305-multisport-session.tcx: four legs")
  func forerunner305Multisport() throws {
    let file = Fixtures.readCorpus("tcx/garmin-forerunner-305-multisport-session.tcx")
    #expect(file.workouts.map(\.activityRaw) == ["Running", "Biking", "Running", "Biking"])
    #expect(file.workouts.map { $0.segments.flatMap(\.points).count } == [656, 235, 733, 269])
    #expect(file.workouts.map(\.laps.count) == [1, 1, 1, 1])
    #expect(file.workouts.allSatisfy { $0.creator == "Forerunner305 (Unit ID 3815748186)" })
    let first = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(Fixtures.epoch(first.time) == 1_322_568_720)
    let last = try #require(file.workouts.last?.segments.last?.points.last)
    #expect(Fixtures.epoch(last.time) == 1_323_262_657)
  }

  @Test("polar-v800-flow-leading-whitespace.tcx imports despite the leading spaces")
  func polarLeadingWhitespace() throws {
    let file = Fixtures.readCorpus("broken/polar-v800-flow-leading-whitespace.tcx")
    #expect(file.error == nil)
    #expect(file.creator == "Polar V800")
    let workout = try #require(file.workouts.first)
    #expect(workout.laps.count == 5)
    #expect(workout.laps.map(\.distanceMeters) == [1000, 1000, 1000, 1000, 156.700_195_312_5])
    let points = workout.segments.flatMap(\.points)
    #expect(points.count == 1545)
    #expect(Fixtures.epoch(points.first?.time) == 1_473_679_196)
    let last = try #require(Fixtures.epoch(points.last?.time))
    #expect(abs(last - 1_473_681_358.051) < 1e-6)
  }

  /// 943 trackpoint and 28 lap values outside 20–250 bpm, counted with a python3 regex one-off.
  @Test("garmin-forerunner-110: 255 bpm sentinels dropped on 943 points and 28 lap values")
  func forerunner110Sentinels() throws {
    let file = Fixtures.readCorpus("tcx/garmin-forerunner-110-run-14-laps-fit2tcx.tcx")
    #expect(file.warningCodes.contains("heart_rate_out_of_range×971"))
    let workout = try #require(file.workouts.first)
    #expect(workout.laps.count == 14)
    #expect(workout.segments.flatMap(\.points).allSatisfy { $0.heartRate == nil })
  }

  /// xmllint: "runkeeper-unclosed-trkseg.gpx:16: parser error : Opening and ending tag
  /// mismatch: trkseg line 12 and trk", caret after `</trk>` (6 characters) → column 7. The 3
  /// trackpoints before it (python3 xml.etree on the text cut at line 15: 3 `trkpt`) are kept.
  @Test("runkeeper-unclosed-trkseg.gpx keeps its 3 points and says where it breaks (16:7)")
  func runkeeperUnclosed() throws {
    let file = Fixtures.readCorpus("broken/runkeeper-unclosed-trkseg.gpx")
    #expect(file.error == nil)
    #expect(file.workouts.first?.summary.trackpointCount == 3)
    #expect(
      file.warnings.contains {
        $0.code == .xmlBrokenOff && $0.line == 16 && $0.column == 7
          && $0.message.contains("trkseg line 12 and trk")
      })
  }

  @Test("osmand file with a leading newline imports both tracks (34 points)")
  func osmandLeadingNewline() {
    let file = Fixtures.readCorpus("broken/osmand-leading-newline-two-tracks.gpx")
    #expect(file.error == nil)
    #expect(file.workouts.count == 2)
    #expect(file.workouts.map { $0.segments.flatMap(\.points).count }.reduce(0, +) == 34)
  }

  /// The three Garmin pool swims are TCX `Sport="Other"` without positions, with pool-length lap
  /// distances (see PoolSwimInferenceTests): inferred. The open-water Coros swim has positions,
  /// so it is no pool swim (outdoors); its file name says "swim", as the paddle session's says
  /// "sup" and "paddle" (issue 8: names type what the file does not).
  @Test(
    "Garmin pool swims written as Sport=Other are swimming, raw value kept",
    arguments: [
      ("tcx/garmin-fenix-3-pool-swim-hrm.tcx", ActivityType.swimming, ActivitySource.inferred),
      ("tcx/garmin-forerunner-910xt-pool-swim-rest-laps.tcx", .swimming, .inferred),
      ("tcx/garmin-forerunner-945-pool-swim-28-laps.tcx", .swimming, .inferred),
      ("tcx/coros-open-water-swim.tcx", .swimming, .name),
      ("tcx/garmin-vivoactive-hr-sup-paddle-no-altitude.tcx", .paddleSports, .name),
    ])
  func poolSwims(path: String, activity: ActivityType, source: ActivitySource) throws {
    let workout = try #require(Fixtures.readCorpus(path).workouts.first)
    #expect(workout.activity == activity)
    #expect(workout.activitySource == source)
    #expect(workout.activityRaw == "Other")
    #expect(workout.isIndoor == (source == .inferred))
  }
}
