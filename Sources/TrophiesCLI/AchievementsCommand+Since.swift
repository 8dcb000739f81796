import Achievements
import Foundation
import WorkoutLibrary
import WorkoutModel

extension AchievementsCommand {
  /// What is new since the last report `library` remembers, for the JSON's
  /// `new_since_last_report` (`docs/CONTRACT.md`, "New since last report"): `statuses` and
  /// `places` as a cabinet made `now` would show them. Only read: `achievements` shows no
  /// cabinet, so it remembers nothing. `nil` without a library.
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func sinceLastReport(
    _ library: WorkoutLibrary?, statuses: [AchievementStatus], places: [PlaceVisit],
    records: PersonalRecords, now: Date
  ) throws(CLIError) -> SinceLastReport? {
    guard let library else { return nil }
    let last = try LibraryAccess.checked { () throws(LibraryError) in try library.lastReport() }
    return SinceLastReport(
      current: ReportMemory(showing: statuses, places: places, at: now), last: last,
      statuses: statuses, records: records)
  }

  /// `entry` (an object) with `new_since_last_report` and `last_report_utc` added at its end:
  /// whether the award `id` is new since the last report (`null` when there is none to compare
  /// with: no library, or no report from it yet), and that report's time (UTC, or `null`).
  static func withSince(_ entry: JSONValue, id: String, since: SinceLastReport?) -> JSONValue {
    guard case .object(let pairs) = entry else { return entry }
    let last = since?.lastReportedAt
    return .object(
      pairs + [
        ("new_since_last_report", last == nil ? .null : .bool(since?.newIDs.contains(id) == true)),
        ("last_report_utc", .optional(last.map { ISO8601Format.utc($0) })),
      ])
  }
}
