import Achievements
import Foundation
import WorkoutModel

extension AchievementsCommand {
  /// The period figures `achievements --json` adds at the end of a `record` object
  /// (`docs/CONTRACT.md`, "Period bests and year over year"): `periods` on best-effort and
  /// per-sport lines, `year_over_year` on `record.period.year.active_days`.
  static func seasonKeys(
    _ status: AchievementStatus, seasons: Seasons
  ) -> [(String, JSONValue)] {
    let id = status.definition.group
    if id == RecordKind.periodActiveDays(.year).id {
      return [("year_over_year", json(seasons.yearOverYear))]
    }
    guard let line = seasons.bests[id] else { return [] }
    let mark = { (mark: PeriodBests.Mark?) in json(mark) }
    return [
      (
        "periods",
        .object([
          ("this_year", mark(line.thisYear)), ("last_4_weeks", mark(line.last4Weeks)),
          ("last_12_weeks", mark(line.last12Weeks)),
          (
            "years",
            .array(
              line.years.map { entry in
                var pairs: [(String, JSONValue)] = [
                  ("id", .string("\(id).\(entry.year)")), ("year", .int(entry.year)),
                ]
                if case .object(let rest) = mark(entry.mark) { pairs += rest }
                return .object(pairs)
              })
          ),
          ("top", .array(line.top.map(mark))),
        ])
      )
    ]
  }

  /// A mark as `{"value", "set_at_local", "set_by"}` (the shape of `previous`), or `null`.
  static func json(_ mark: PeriodBests.Mark?) -> JSONValue {
    guard let mark else { return .null }
    let zone =
      TimeZone(identifier: mark.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    return .object([
      ("value", .number(mark.value, decimals: 3)),
      ("set_at_local", .string(ISO8601Format.local(mark.instant, in: zone))),
      ("set_by", json(mark.workout)),
    ])
  }

  /// This year against last (``YearOverYear``).
  static func json(_ review: YearOverYear) -> JSONValue {
    let figures = { (figures: YearOverYear.Figures) -> JSONValue in
      .object([
        ("workouts", .int(figures.workouts)),
        ("distance_m", .number(figures.distanceMeters, decimals: 1)),
        ("active_s", .number(figures.activeSeconds, decimals: 3)),
        ("active_days", .int(figures.activeDays)),
      ])
    }
    let best = { (best: YearOverYear.Best?, decimals: Int) -> JSONValue in
      guard let best else { return .null }
      return .object([
        ("year", .int(best.year)), ("value", .number(best.value, decimals: decimals)),
      ])
    }
    return .object([
      ("reference_date", .string(review.referenceDate.description)),
      ("year", .int(review.referenceDate.year)),
      (
        "rows",
        .array(
          review.rows.map { row in
            .object([
              ("activity", .optional(row.activity?.rawValue)),
              ("this_year", figures(row.thisYear)),
              ("last_year_to_date", figures(row.lastYearToDate)),
              ("last_year", figures(row.lastYear)),
              (
                "best_year",
                .object([
                  ("workouts", best(row.bestWorkouts, 0)),
                  ("distance_m", best(row.bestDistance, 1)),
                  ("active_s", best(row.bestTime, 3)), ("active_days", best(row.bestActiveDays, 0)),
                ])
              ),
            ])
          })
      ),
    ])
  }
}
