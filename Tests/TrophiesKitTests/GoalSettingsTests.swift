import Achievements
import Testing
import TrophiesKit
import WorkoutModel

/// The settings file's `goals` (README "Goals"): what a goal holds, and the error naming the
/// key and the cause of anything refused.
@Suite("goals in the settings file")
struct GoalSettingsTests {
  static func parse(_ text: String) throws(SettingsError) -> TrophiesSettings {
    try TrophiesSettings.parse(Array(text.utf8), file: "s.json")
  }

  @Test("each amount key, a sport, all sports, a year")
  func goals() throws {
    let settings = try Self.parse(
      #"""
      {"goals": [
        {"period": "year", "year": 2025, "sport": "running", "distance_km": 1500},
        {"period": "month", "active_days": 18},
        {"period": "month", "sport": "all", "distance_m": 42195.5},
        {"period": "year", "sport": "Biking", "time_h": 120.5},
        {"period": "year", "sport": "swimming", "workouts": 50, "year": null}
      ]}
      """#)
    #expect(
      settings.goals == [
        Goal(
          measure: .distanceKilometres, target: 1500, activity: .running, period: .year,
          year: 2025),
        Goal(measure: .activeDays, target: 18, period: .month),
        Goal(measure: .distanceMetres, target: 42195.5, period: .month),
        Goal(measure: .hours, target: 120.5, activity: .cycling, period: .year),
        Goal(measure: .workouts, target: 50, activity: .swimming, period: .year),
      ])
    #expect(
      settings.goals.map(\.group) == [
        "goal.year.distance.running", "goal.month.active_days.all", "goal.month.distance.all",
        "goal.year.time.cycling", "goal.year.workouts.swimming",
      ])
    #expect(settings.goals[0].baseTarget == 1_500_000)
    #expect(settings.goals[3].baseTarget == 433_800)
    #expect(try Self.parse(#"{"goals": []}"#).goals.isEmpty)
  }

  @Test(
    "a goal that cannot be used is an error naming its key",
    arguments: [
      (#"{"goals": {"period": "year"}}"#, "goals", "must be a list of goals"),
      (#"{"goals": [7]}"#, "goals[0]", "must be an object with period and one amount"),
      (#"{"goals": [{"distance_km": 5}]}"#, "goals[0].period", "is missing; use year or month"),
      (
        #"{"goals": [{"period": "week", "distance_km": 5}]}"#, "goals[0].period",
        "unknown period 'week'; use year or month"
      ),
      (#"{"goals": [{"period": "year"}]}"#, "goals[0]", "has no amount; give one of"),
      (
        #"{"goals": [{"period": "year", "distance": 5}]}"#, "goals[0].distance",
        "unknown key; did you mean 'distance_km'?"
      ),
      (
        #"{"goals": [{"period": "year", "distance_km": 5, "workouts": 3}]}"#,
        "goals[0].workouts", "a goal has one amount, and distance_km is given too"
      ),
      (
        #"{"goals": [{"period": "year", "distance_km": 0}]}"#, "goals[0].distance_km",
        "must be above 0 (and below 10^12), not 0"
      ),
      (
        #"{"goals": [{"period": "year", "distance_km": "1500"}]}"#, "goals[0].distance_km",
        "must be a number, not a string"
      ),
      (
        #"{"goals": [{"period": "year", "workouts": 2.5}]}"#, "goals[0].workouts",
        "must be a whole number, not 2.5"
      ),
      (
        #"{"goals": [{"period": "month", "active_days": 32}]}"#, "goals[0].active_days",
        "can never be reached: a month has at most 31 days"
      ),
      (
        #"{"goals": [{"period": "year", "time_h": 5, "sport": "jogging on the moon"}]}"#,
        "goals[0].sport", "unknown activity type 'jogging on the moon'"
      ),
      (
        #"{"goals": [{"period": "year", "time_h": 5, "year": 2025.5}]}"#, "goals[0].year",
        "must be a whole year from 1970 to 9999, not 2025.5"
      ),
      (
        #"{"goals": [{"period": "year", "time_h": 5, "year": "2025"}]}"#, "goals[0].year",
        "must be a whole year from 1970 to 9999, not a string"
      ),
      (
        #"{"goals": [{"period": "year", "workouts": 5}, {"period": "year", "workouts": 9, "year": 2025}]}"#,
        "goals[1]",
        "has the same period, amount and sport as goals[0] for the year 2025; a period has one"
      ),
      (
        #"{"goals": [{"period": "month", "distance_km": 5}, {"period": "month", "distance_m": 9}]}"#,
        "goals[1]", "has the same period, amount and sport as goals[0] for every period"
      ),
    ] as [(String, String, String)])
  func refused(text: String, key: String, cause: String) {
    do throws(SettingsError) {
      _ = try Self.parse(text)
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.file == "s.json")
      #expect(error.key == key)
      #expect(error.cause.hasPrefix(cause), "\(error.cause)")
    }
  }

  @Test("the same amount for another sport, period or year is another goal")
  func distinct() throws {
    let settings = try Self.parse(
      #"""
      {"goals": [
        {"period": "year", "year": 2025, "distance_km": 1000},
        {"period": "year", "year": 2026, "distance_km": 1200},
        {"period": "month", "distance_km": 100},
        {"period": "year", "sport": "running", "distance_km": 800}
      ]}
      """#)
    #expect(settings.goals.count == 4)
  }
}
