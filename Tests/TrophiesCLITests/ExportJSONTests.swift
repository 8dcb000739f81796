import Foundation
import Testing

@testable import TrophiesCLI

/// `inspect --json` on an unpacked Strava export shows what the CSV adds.
@Suite("account exports in inspect --json")
struct ExportJSONTests {
  /// The invented Strava export of the import tests (activities.csv rows read with Python's
  /// `csv` module: 1001 Run, gear "Pegasus 36", commute false; 1002 Ride, "Merida", commute
  /// true; 1003 a manual Weight Training entry without a file).
  static let export = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("WorkoutImportTests/Fixtures/Strava")

  @Test("gear, commute and manual entries from activities.csv")
  func stravaFields() throws {
    let (_, output, _) = runTrophies(["inspect", "--json", Self.export.path])
    var workouts: [String: [String: Any]] = [:]
    for line in output.split(separator: "\n") {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let file = try #require(object["file"] as? String)
      for (index, workout) in ((object["workouts"] as? [[String: Any]]) ?? []).enumerated() {
        workouts["\(file)#\(index)"] = workout
      }
    }
    let run = try #require(workouts[Self.export.path + "/activities/1001.gpx#0"])
    #expect(run["gear"] as? String == "Pegasus 36")
    #expect(run["commute"] as? Bool == false)
    #expect(run["manual"] as? Bool == false)
    let ride = try #require(workouts[Self.export.path + "/activities/1002.tcx#0"])
    #expect(ride["gear"] as? String == "Merida")
    #expect(ride["commute"] as? Bool == true)
    let manual = workouts.values.filter { $0["manual"] as? Bool == true }
    #expect(manual.contains { $0["activity"] as? String == "strength_training" })
  }
}
