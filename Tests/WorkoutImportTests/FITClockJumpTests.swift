import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Device clock jumps (issue 18), and 0°, 0° in GPX and TCX, each built with ``FITFileBuilder``;
/// expected values worked out by hand from the times written. FIT time 1 000 000 000 =
/// 2021-09-08T01:46:40Z (Unix 1 631 065 600); a jump of 20 days is 1 728 000 s.
@Suite("FIT clock jumps")
struct FITClockJumpTests {
  static let t0: Int64 = 1_000_000_000
  static let unix0 = 1_631_065_600.0
  static let jump: Int64 = 1_728_000

  /// 200 records 5 s apart at `before`, then 400 records 5 s apart from `after`; one session
  /// (start_time `start`, timestamp `end`, 3,000 s) and file_id.time_created `created`.
  static func jumped(
    before: Int64, after: Int64, start: Int64, end: Int64, created: Int64
  ) -> ParsedFile {
    var fit = FITFileBuilder()
    fit.define(
      local: 15, global: 0, fields: [(0, 1, .enumeration), (1, 2, .uint16), (4, 4, .uint32)])
    fit.message(local: 15, [(4, 1), (1, 2), (created, 4)])
    fit.defineRecord()
    for step in Int64(0)..<200 { fit.record(time: before + step * 5, heartRate: 130) }
    for step in Int64(0)..<400 { fit.record(time: after + step * 5, heartRate: 140) }
    fit.define(
      local: 14, global: 18,
      fields: [(253, 4, .uint32), (2, 4, .uint32), (5, 1, .enumeration), (7, 4, .uint32)])
    fit.message(local: 14, [(end, 4), (start, 4), (1, 1), (3_000_000, 4)])
    return WorkoutFileReader.read(data: Data(fit.file()), source: "jump.fit")
  }

  @Test("a clock that jumps back 20 days mid-run keeps every record on the session's clock")
  func backwardJump() throws {
    // Right until 995 s, then the clock reads 20 days early; the summary's timestamp is written
    // on the wrong clock, start_time and time_created on the right one (2 against 1).
    let file = Self.jumped(
      before: Self.t0, after: Self.t0 + 1000 - Self.jump, start: Self.t0,
      end: Self.t0 + 3000 - Self.jump, created: Self.t0)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.trackpointCount == 600)
    #expect(workout.summary.durationSeconds == 3000)
    let times = workout.segments.flatMap(\.points).compactMap(\.time)
    #expect(zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 5 })
    let warning = try #require(file.warnings.first { $0.code.rawValue == "fit_clock_jump" })
    #expect(warning.count == 400)
  }

  @Test("a clock set 20 days early that resyncs forward is dated by the resynced side")
  func forwardJump() throws {
    // Wrong (20 days early) for the first 995 s, start_time too; the timestamp and
    // time_created are on the right clock (2 against 1).
    let file = Self.jumped(
      before: Self.t0 - Self.jump, after: Self.t0 + 1000, start: Self.t0 - Self.jump,
      end: Self.t0 + 3000, created: Self.t0 + 3000)
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.trackpointCount == 600)
    #expect(workout.summary.durationSeconds == 3000)
    #expect(file.warnings.first { $0.code.rawValue == "fit_clock_jump" }?.count == 200)
  }

  @Test("a clock that jumps 20 days forward and back again every 100 records is not one jump")
  func clockJumpingBackAndForth() throws {
    // Records 5 s apart from t0; the 2nd and 4th hundred read 20 days late. No single shift
    // mends two clocks in turn: the session (t0, 2,000 s) keeps its start and the late records
    // stay outside it, instead of one "jump" of 500 s moving the session and the first hundred.
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for index in Int64(0)..<400 {
      let late = (index / 100) % 2 == 1 ? Self.jump : 0
      fit.record(time: Self.t0 + index * 5 + late, heartRate: 130)
    }
    fit.session(start: Self.t0, elapsedMs: 2_000_000)
    let file = WorkoutFileReader.read(data: Data(fit.file()), source: "toggle.fit")
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == Self.unix0)
    #expect(workout.summary.durationSeconds == 2000)
    #expect(!file.warnings.contains { $0.code.rawValue == "fit_clock_jump" })
    let outside = file.warnings.first { $0.code.rawValue == "fit_records_outside_sessions" }
    #expect(outside?.count == 200)
  }

  @Test("a long pause the session covers is not a clock jump")
  func pauseIsNoJump() throws {
    var fit = FITFileBuilder.recording(
      (0..<20).map { Self.t0 + $0 } + (0..<20).map { Self.t0 + 7200 + $0 })
    fit.session(start: Self.t0, elapsedMs: 7_220_000)
    let file = WorkoutFileReader.read(data: Data(fit.file()), source: "pause.fit")
    #expect(!file.warnings.contains { $0.code.rawValue == "fit_clock_jump" })
    #expect(file.workouts.first?.summary.trackpointCount == 40)
  }

  @Test("two sessions three hours apart in one file are not a clock jump")
  func sessionsApartAreNoJump() throws {
    var fit = FITFileBuilder.recording(
      (0..<20).map { Self.t0 + $0 } + (0..<20).map { Self.t0 + 10_800 + $0 })
    fit.session(start: Self.t0, elapsedMs: 19_000)
    fit.session(start: Self.t0 + 10_800, elapsedMs: 19_000)
    let file = WorkoutFileReader.read(data: Data(fit.file()), source: "two.fit")
    #expect(!file.warnings.contains { $0.code.rawValue == "fit_clock_jump" })
    #expect(file.workouts.map(\.summary.trackpointCount) == [20, 20])
    #expect(file.workouts.last?.summary.startUTC?.timeIntervalSince1970 == Self.unix0 + 10_800)
  }

  /// Three points, the first at 0°, 0°, then São Paulo and 0.0001° further south.
  static let nullIslandFiles: [(String, String)] = [
    (
      "null.gpx",
      """
      <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
      <trk><trkseg><trkpt lat="0" lon="0"><time>2021-09-08T01:46:40Z</time></trkpt>
      <trkpt lat="-23.55" lon="-46.63"><time>2021-09-08T01:46:42Z</time></trkpt>
      <trkpt lat="-23.5501" lon="-46.63"><time>2021-09-08T01:46:45Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    ),
    (
      "null.tcx",
      """
      <?xml version="1.0"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
      <Activities><Activity Sport="Running"><Id>2021-09-08T01:46:40Z</Id>
      <Lap StartTime="2021-09-08T01:46:40Z"><Track>
      <Trackpoint><Time>2021-09-08T01:46:40Z</Time><Position><LatitudeDegrees>0</LatitudeDegrees>
      <LongitudeDegrees>0</LongitudeDegrees></Position></Trackpoint>
      <Trackpoint><Time>2021-09-08T01:46:42Z</Time><Position>
      <LatitudeDegrees>-23.55</LatitudeDegrees><LongitudeDegrees>-46.63</LongitudeDegrees>
      </Position></Trackpoint>
      <Trackpoint><Time>2021-09-08T01:46:45Z</Time><Position>
      <LatitudeDegrees>-23.5501</LatitudeDegrees><LongitudeDegrees>-46.63</LongitudeDegrees>
      </Position></Trackpoint>
      </Track></Lap></Activity></Activities></TrainingCenterDatabase>
      """
    ),
  ]

  @Test("GPX and TCX points at 0°, 0° (no fix yet) are no position", arguments: nullIslandFiles)
  func nullIslandXML(source: String, text: String) throws {
    let file = WorkoutFileReader.read(data: Data(text.utf8), source: source)
    let workout = try #require(file.workouts.first)
    let first = try #require(workout.firstPosition)
    #expect(first.latitude == -23.55 && first.longitude == -46.63)
    // 0.0001° of latitude on a 6,371,008.8 m sphere: 11.12 m, not 5,400 km from 0°, 0°.
    #expect(abs((workout.summary.distanceMeters ?? 0) - 11.12) < 0.01)
    #expect(file.warnings.contains { $0.code == .positionInvalid && $0.count == 1 })
  }
}
