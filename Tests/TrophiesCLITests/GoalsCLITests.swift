import Foundation
import Testing
import TrophiesCLI

/// Goals through the command line: the sample's settings file (`SampleData/settings.json`) in
/// `achievements --json`, its amounts checked against `inspect --json`'s per-workout figures
/// (counted workouts by local date: the year in review's rule, worked out here independently),
/// and a bad goal stopping the run.
@Suite("goals on the command line")
struct GoalsCLITests {
  static let environment = ["SOURCE_DATE_EPOCH": "1767225600", "TZ": "UTC"]

  @Test(
    "the sample's goals agree with inspect's figures; no goals, no goal entries",
    .enabled(if: SampleReportTests.runsInPackageRoot, "run from the package root"))
  func sample() throws {
    var inspect = Console(capturing: true)
    _ = TrophiesCommand.run(
      ["inspect", "SampleData", "--json", "--home-timezone", "Europe/Berlin"],
      environment: Self.environment, console: &inspect)
    var running2025 = 0.0
    var days: [String: Set<String>] = [:]  // month → local dates
    for line in inspect.standardOutput.split(separator: "\n") {
      let file = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      for case let workout as [String: Any] in file["workouts"] as? [Any] ?? []
      where workout["counted"] as? Bool == true {
        let date = try #require(workout["local_date"] as? String)
        if date.hasPrefix("2025-"), workout["activity"] as? String == "running" {
          running2025 += workout["distance_m"] as? Double ?? 0
        }
        days[String(date.prefix(7)), default: []].insert(date)
      }
    }
    let (code, output, _) = runTrophies(
      [
        "achievements", "SampleData", "--json", "--home-timezone", "Europe/Berlin", "--settings",
        "SampleData/settings.json",
      ], environment: Self.environment)
    #expect(code == 3)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let goals = entries.filter { $0["kind"] as? String == "goal" }
    // After every other entry; the 2025 running goal, then January 2025 … January 2026.
    #expect(entries.suffix(goals.count).allSatisfy { $0["kind"] as? String == "goal" })
    #expect(goals.count == 1 + 13)
    let year = try #require(goals.first?["goal"] as? [String: Any])
    #expect(goals.first?["id"] as? String == "goal.year.distance.running.2025")
    // inspect rounds each workout to 0.1 m, the goal the sum: within 0.05 m per run.
    #expect(abs((year["value"] as? Double ?? 0) - running2025) < 5)
    #expect(goals.first?["earned"] as? Bool == (running2025 >= 1_200_000))
    for entry in goals.dropFirst() {
      let goal = try #require(entry["goal"] as? [String: Any])
      let month = try #require(goal["key"] as? String)
      #expect(entry["id"] as? String == "goal.month.active_days.all.\(month)")
      let count = days[month]?.count ?? 0
      #expect(goal["value"] as? Double == Double(count), "\(month)")
      #expect(entry["earned"] as? Bool == (count >= 18), "\(month)")
    }
    let last = try #require(goals.last?["goal"] as? [String: Any])
    #expect(last["state"] as? String == "current")
    // 2026-01-01T00:00Z is 01:00 in Berlin: 1 hour of January's 744.
    #expect(last["elapsed"] as? Double == 0.0013)
    let (_, none, _) = runTrophies(
      [
        "achievements", "SampleData", "--json", "--home-timezone", "Europe/Berlin", "--settings",
        "/dev/null",
      ], environment: Self.environment)
    #expect(!none.contains("\"kind\":\"goal\""))
    #expect(none.count < output.count)
  }

  @Test("a bad goal stops the run with exit 2, naming the key")
  func badGoal() throws {
    let (folder, environment) = try SettingsCLITests.config(
      #"{"goals": [{"period": "month", "active_days": 40}]}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = folder.appendingPathComponent("trophies/settings.json").path
    let (code, _, error) = runTrophies(
      ["achievements", "SampleData/garmin/activity_18144627784.gpx"], environment: environment)
    #expect(code == 2)
    #expect(
      error == "trophies: settings file \(settings): goals[0].active_days: can never be reached:"
        + " a month has at most 31 days\n")
  }
}
