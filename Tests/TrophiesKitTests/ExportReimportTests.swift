import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it N2 and its Garmin sibling: a newer account export whose side file (Strava's
/// `activities.csv`, Garmin's `…summarizedActivities.json`) renames the gear, or edits the type
/// or name of an activity whose file is byte for byte the same, kept the old values in the
/// library: the activity file was unchanged, so it was not opened, and its content was
/// "not stored again". Expected values are the ones the side file's text states (a Strava
/// `Ride` is `cycling`, a Garmin `hiking` key is `hiking`: `ActivitySpellingTable`).
@Suite("a newer export's side file updates the workouts it names")
struct ExportReimportTests {
  /// The invented run (5 points, 2019-03-05 14:15:47Z, typed `running`) and ride of the kit's
  /// fixtures.
  static let workouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Workouts").path

  /// A scratch folder, removed by the caller.
  static func scratch(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-\(name)-\(UUID())"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Imports `folder` into the library at `library` (home zone Berlin).
  static func store(_ folder: String, into library: String) throws -> LibraryImport {
    try TrophiesImport.store(
      [folder], into: try WorkoutLibrary(path: library),
      options: ImportOptions(homeTimeZone: "Europe/Berlin"), batchSize: 500,
      startedAt: Date(timeIntervalSince1970: 1_800_000_000))
  }

  /// Name, activity and gear of each stored workout by the last component of its source.
  static func stored(_ library: String) throws -> [String: String] {
    var values: [String: String] = [:]
    for workout in try WorkoutLibrary(path: library).files().flatMap(\.workouts) {
      let name = workout.source.split(separator: "/").last.map(String.init) ?? workout.source
      values[name] =
        "\(workout.name ?? "-")|\(workout.activity.rawValue)|\(workout.gear ?? "-")"
    }
    return values
  }

  static let stravaHeader =
    "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Commute,"
    + "Activity Gear,Filename\n"

  @Test("Strava: gear renamed, Run → Ride and a new name are stored; a row gone keeps its values")
  func strava() throws {
    let scratch = try Self.scratch("strava-reexport")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let export = scratch + "/export"
    try FileManager.default.createDirectory(
      atPath: export + "/activities", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.workouts + "/run.gpx", toPath: export + "/activities/1.gpx")
    try FileManager.default.copyItem(
      atPath: Self.workouts + "/ride.gpx", toPath: export + "/activities/2.gpx")
    let csv = export + "/activities.csv"
    let library = scratch + "/lib.sqlite"
    func write(_ rows: String) throws {
      try (Self.stravaHeader + rows).write(toFile: csv, atomically: true, encoding: .utf8)
    }
    let ride = "2,\"Mar 6, 2019, 2:15:47 PM\",Commute,Ride,120,0.5,false,Bike,activities/2.gpx\n"
    try write(
      "1,\"Mar 5, 2019, 2:15:47 PM\",Tuesday Run,Run,120,0.5,false,Old Shoes,activities/1.gpx\n"
        + ride)
    _ = try Self.store(export, into: library)
    #expect(try Self.stored(library)["1.gpx"] == "Tuesday Run|running|Old Shoes")

    try write(
      "1,\"Mar 5, 2019, 2:15:47 PM\",Spin Home,Ride,120,0.5,false,New Shoes,activities/1.gpx\n"
        + ride)
    let second = try Self.store(export, into: library)
    #expect(try Self.stored(library)["1.gpx"] == "Spin Home|cycling|New Shoes")
    #expect(try Self.stored(library)["2.gpx"] == "Commute|cycling|Bike")
    #expect(second.outcome.refreshedWorkouts == 1)
    #expect(second.outcome.newWorkouts == 0)

    // The export unchanged: nothing opened, nothing stored again.
    let third = try Self.store(export, into: library)
    #expect(third.unchangedFiles == 2)
    #expect(third.outcome.refreshedWorkouts == 0)

    // A newer export without the run's row: the last values the library was given stay.
    try write(ride)
    let fourth = try Self.store(export, into: library)
    #expect(fourth.outcome.refreshedWorkouts == 0)
    #expect(try Self.stored(library)["1.gpx"] == "Spin Home|cycling|New Shoes")
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 2)
  }

  @Test(
    "Garmin: a renamed and retyped summary is stored for an unchanged activity file; then unopened"
  )
  func garmin() throws {
    let scratch = try Self.scratch("garmin-reexport")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let export = scratch + "/garmin"
    let fitness = export + "/DI_CONNECT/DI-Connect-Fitness"
    let uploads = export + "/DI_CONNECT/DI-Connect-Uploaded-Files"
    for folder in [fitness, uploads] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      atPath: Self.workouts + "/run.gpx", toPath: uploads + "/activity_123456789.gpx")
    let json = fitness + "/u_0_summarizedActivities.json"
    let library = scratch + "/lib.sqlite"
    // `extra`: more elements of the list (`42` is not an activity: a warning on the JSON, which
    // is then a `files` row; without warnings its stamp is an `archives` row).
    func write(name: String, type: String, extra: String = "") throws {
      try
        ("[{\"summarizedActivitiesExport\": [{\"activityId\": 123456789, \"name\": \"\(name)\", "
        + "\"activityType\": {\"typeKey\": \"\(type)\"}}\(extra)]}]")
        .write(toFile: json, atomically: true, encoding: .utf8)
    }
    try write(name: "Lunch loop", type: "running", extra: ", 42")
    _ = try Self.store(export, into: library)
    #expect(try Self.stored(library)["activity_123456789.gpx"] == "Lunch loop|running|-")
    try write(name: "Teufelsberg hike", type: "hiking")
    let second = try Self.store(export, into: library)
    #expect(try Self.stored(library)["activity_123456789.gpx"] == "Teufelsberg hike|hiking|-")
    #expect(second.outcome.refreshedWorkouts == 1)
    let third = try Self.store(export, into: library)
    #expect(third.unchangedFiles == 1)
  }
}
