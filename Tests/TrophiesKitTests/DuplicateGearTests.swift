import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it W4: a run in both a Garmin export (no gear) and a Strava export (its
/// `activities.csv` names the gear) lost its gear when the Garmin copy was the one counted,
/// which depended on the import order. Expected, whatever the order: the one counted run on
/// `Pegasus`, as the Strava export alone gives (its CSV row below).
@Suite("a duplicate recording's gear goes to the counted copy")
struct DuplicateGearTests {
  /// `garmin/` (the fixture run, another creator and name: other content, the same recording)
  /// and `strava/` (the run with a CSV naming `Pegasus`) in a scratch folder.
  static func exports() throws -> (scratch: String, garmin: String, strava: String) {
    let scratch = try ExportReimportTests.scratch("duplicate-gear")
    let garmin = scratch + "/garmin"
    let strava = scratch + "/strava"
    try FileManager.default.createDirectory(
      atPath: strava + "/activities", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: garmin, withIntermediateDirectories: true)
    let run = ExportReimportTests.workouts + "/run.gpx"
    try FileManager.default.copyItem(atPath: run, toPath: strava + "/activities/1.gpx")
    let text = try String(contentsOfFile: run, encoding: .utf8)
      .replacingOccurrences(of: "Invented for Trophies tests", with: "Garmin Connect")
      .replacingOccurrences(of: "Lunch Run", with: "Garmin Run")
    try text.write(toFile: garmin + "/1_garmin.gpx", atomically: true, encoding: .utf8)
    try
      (ExportReimportTests.stravaHeader
      + "1,\"Mar 5, 2019, 2:15:47 PM\",Tuesday Run,Run,120,0.5,false,Pegasus,activities/1.gpx\n")
      .write(toFile: strava + "/activities.csv", atomically: true, encoding: .utf8)
    return (scratch, garmin, strava)
  }

  @Test(
    "library: either import order, one import or two", arguments: [false, true], [false, true])
  func library(stravaFirst: Bool, oneRun: Bool) throws {
    let (scratch, garmin, strava) = try Self.exports()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let order = stravaFirst ? [strava, garmin] : [garmin, strava]
    let library = scratch + "/lib.sqlite"
    let batches = oneRun ? [order] : order.map { [$0] }
    for paths in batches {
      _ = try TrophiesImport.store(
        paths, into: try WorkoutLibrary(path: library),
        options: ImportOptions(homeTimeZone: "Europe/Berlin"), batchSize: 500,
        startedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }
    let counted = try WorkoutLibrary(path: library).files().flatMap(\.workouts)
    #expect(counted.map(\.gear) == ["Pegasus"])
    // Read again unchanged (the Garmin copy's values refreshed in place): still on Pegasus.
    _ = try ExportReimportTests.store(garmin, into: library)
    let again = try WorkoutLibrary(path: library).files().flatMap(\.workouts)
    #expect(again.map(\.gear) == ["Pegasus"])
  }

  @Test("paths: either order", arguments: [false, true])
  func paths(stravaFirst: Bool) throws {
    let (scratch, garmin, strava) = try Self.exports()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let session = try TrophiesImport.read(
      stravaFirst ? [strava, garmin] : [garmin, strava],
      options: ImportOptions(homeTimeZone: "Europe/Berlin"))
    #expect(session.workouts.map(\.gear) == ["Pegasus"])
  }
}
