import Foundation
import WorkoutModel

@testable import Achievements

/// Builds test workouts from explicit UTC instants (ISO 8601 `...Z` strings, hand-converted from
/// the local times named in each test).
enum TestWorkouts {
  /// Parses `2024-03-31T00:30:00Z`; a malformed literal yields the epoch so the test fails.
  static func utc(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
  }

  /// A workout from `start` to `end` (UTC strings) in `zone`.
  static func make(
    _ start: String?, _ end: String? = nil, zone: String = "UTC",
    activity: ActivityType = .running, source: String = "run.gpx", name: String? = nil,
    zoneSource: TimeZoneSource = .coordinates
  ) -> Workout {
    Workout(
      source: source, format: .gpx, name: name, activity: activity, timeZoneIdentifier: zone,
      timeZoneSource: zoneSource,
      summary: WorkoutSummary(startUTC: start.map(utc), endUTC: end.map(utc)))
  }

  /// One 30-minute UTC run at 07:00Z on each given local date (`yyyy-MM-dd`), file named by date.
  static func daily(_ dates: [String], activity: ActivityType = .running) -> [Workout] {
    dates.map {
      make("\($0)T07:00:00Z", "\($0)T07:30:00Z", activity: activity, source: "\($0).gpx")
    }
  }

  /// Facts of a workout, failing loudly (nil) if it has no start.
  static func facts(_ workout: Workout) -> WorkoutFacts? { WorkoutFacts(workout) }

  /// The status with `id` in `statuses`.
  static func status(_ id: String, in statuses: [AchievementStatus]) -> AchievementStatus? {
    statuses.first { $0.definition.id == id }
  }
}
