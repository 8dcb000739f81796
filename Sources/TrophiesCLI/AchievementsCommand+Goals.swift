import Achievements
import Foundation
import WorkoutModel

extension AchievementsCommand {
  /// The goal entries of `achievements --json` (`docs/CONTRACT.md`, "Goals"): one per goal and
  /// period, in the settings file's order, oldest period first; shaped like the catalog's
  /// entries (kind `goal`) with a trailing `goal` object (``json(_:_:)``).
  static func goalEntries(_ board: GoalBoard) -> [JSONValue] {
    board.tracks.flatMap { track in
      track.standings.map { standing in
        guard case .object(var pairs) = json(track.status(standing)) else {
          return JSONValue.null
        }
        pairs.append(("goal", json(track, standing)))
        return .object(pairs)
      }
    }
  }

  /// One period of a goal: the goal as written (`index` in the settings file's list, `period`,
  /// `year`, `sport`, `amount_key`, `amount`), the period (`key`, `start`, `end` local dates,
  /// `state`), and its figures in `unit` (SI: `m`, `s`, `workouts`, `days`): `value`,
  /// `target`, `fraction` (value ÷ target), `elapsed` (share of the period gone, local time),
  /// `expected` (the pace line today, target × elapsed), `ahead` (value − expected; negative
  /// behind), `projected` (value ÷ elapsed; `null` before the period starts) and `reached_on`.
  static func json(_ track: GoalTrack, _ standing: GoalStanding) -> JSONValue {
    let goal = track.goal
    let decimals = goal.measure.isCount ? 0 : goal.measure.baseUnit == "m" ? 1 : 3
    let amount = { (value: Double) in JSONValue.number(value, decimals: decimals) }
    // The pace figures of a count are fractions of it (2.3 days behind): 3 decimals.
    let pace = { (value: Double) in
      JSONValue.number(value, decimals: goal.measure.isCount ? 3 : decimals)
    }
    return .object([
      ("index", .int(track.index)), ("period", .string(goal.period.rawValue)),
      ("year", goal.year.map { .int($0) } ?? .null),
      ("sport", .optional(goal.activity?.rawValue)),
      ("amount_key", .string(goal.measure.rawValue)),
      ("amount", .number(goal.target, decimals: 3)),
      ("key", .string(standing.key)), ("start", .string(standing.start.description)),
      ("end", .string(standing.end.description)), ("state", .string(standing.state.rawValue)),
      ("unit", .string(goal.measure.baseUnit)), ("value", amount(standing.value)),
      ("target", amount(standing.target)),
      ("fraction", .number(standing.fraction, decimals: 4)),
      ("elapsed", .number(standing.elapsed, decimals: 4)),
      ("expected", pace(standing.expected)), ("ahead", pace(standing.ahead)),
      ("projected", standing.projected.map(pace) ?? .null),
      ("reached_on", .optional(standing.reachedOn?.description)),
    ])
  }

  /// The text lines of the goals: `[x] 1,500 km of running in 2025 — reached 2025-09-14
  /// (1,523.4 of 1,500 km)`, `[ ] 15 active days in January 2026 — 2 of 15 active days, on pace
  /// for 31`.
  static func goalLines(_ board: GoalBoard) -> [String] {
    board.tracks.flatMap { track in
      track.standings.map { standing in
        let measure = track.goal.measure
        let done = GoalMeasure.number(rounded(standing.value / measure.scale))
        let of = "\(done) of \(track.goal.targetText)"
        let name = track.goal.summary("in " + standing.name)
        if let date = standing.reachedOn { return "[x] \(name) — reached \(date) (\(of))" }
        let pace =
          standing.state == .current
          ? standing.projected.map { ", on pace for " + measure.text(rounded($0 / measure.scale)) }
            ?? "" : ""
        return "[ ] \(name) — \(of)\(pace)"
      }
    }
  }

  /// `value` to one decimal (a count to a whole number).
  private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
