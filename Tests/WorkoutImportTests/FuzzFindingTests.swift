import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Inputs the fuzz targets (`make fuzz`) found, kept as fixtures under `Fixtures/Fuzz/`.
@Suite("Fuzz findings")
struct FuzzFindingTests {
  static func read(_ name: String) -> ParsedFile {
    WorkoutFileReader.read(path: Fixtures.directory.appendingPathComponent("Fuzz/" + name).path)
  }

  /// TCX target: a lap starting 2024-05-01 around points whose clock jumps from 2022 back to
  /// 2002 and on (the document breaks off after 7 points). The points' span, 20 years, was moved
  /// to the lap's clock and the workout ended in 2044, after "tomorrow". Now the span stays on
  /// the points' own clock: the earliest and latest readable `<Time>` in the file,
  /// 2002-11-12T15:58:28.149300 and 2022-11-12T15:58:28.473400 (millisecond precision kept).
  @Test("a lap start beside points spanning years keeps the points' own clock")
  func lapClockShiftOverYears() throws {
    let file = Self.read("lap-clock-shift-years.tcx")
    let workout = try #require(file.workouts.first)
    #expect(
      workout.summary.startUTC.map { ISO8601Format.utc($0, milliseconds: true) }
        == "2002-11-12T15:58:28.149Z")
    #expect(
      workout.summary.endUTC.map { ISO8601Format.utc($0, milliseconds: true) }
        == "2022-11-12T15:58:28.473Z")
    #expect(file.warnings.contains { $0.code == .lapStartIgnored })
  }

  /// FIT target: `activity.local_timestamp` − `timestamp` beyond Int's range trapped
  /// ("Double value cannot be converted to Int"). Now it is an implausible local time, with the
  /// workout kept and dated within the plausible range.
  @Test("a local time far from UTC is an implausible offset, not a trap")
  func localOffsetOverflow() throws {
    let file = Self.read("local-offset-overflow.fit")
    #expect(file.error == nil)
    let workout = try #require(file.workouts.first)
    let plausible = WorkoutFileReader.Limits.standard.plausibleTimes
    #expect(workout.summary.startUTC.map { plausible.contains($0) } == true)
    #expect(workout.summary.endUTC.map { plausible.contains($0) } == true)
    #expect(file.warnings.contains { $0.code == .fitImplausibleLocalTime })
  }
}
