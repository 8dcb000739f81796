import Foundation
import WorkoutModel

/// Every personal record of a history, as ``RecordLine``s keyed by id.
///
/// Lines (ids and units are part of the `achievements --json` contract, `docs/CONTRACT.md`):
/// - Best efforts: `record.<target>` (e.g. `record.running.5k`, seconds; `record.running.12min`,
///   metres) for outdoor workouts; treadmill/trainer workouts rank on `record.<target>.indoor`
///   and virtual ones on `record.<target>.virtual` (`notes/best-efforts.md`, step 4: indoor and
///   virtual efforts rank separately). Pool swims are real swims: every non-virtual swim ranks on
///   the main line.
/// - Per sport (running, cycling, swimming, walking, hiking; every workout of the sport, indoor
///   ones included): `record.<sport>.longest_distance` (m), `record.<sport>.longest_duration`
///   (elapsed s), `record.<sport>.biggest_climb` (m; not for swimming); virtual workouts (a game
///   world's distance and climbs) on `record.<sport>.virtual.<measure>` instead.
/// - Periods (all sports): `record.period.<week|month|year>.distance` (m) and
///   `record.period.<week|month|year>.active_days` (days), over local ISO weeks, calendar months
///   and years of each workout's start; set by the workout that took the period past the
///   standing record.
public struct PersonalRecords: Sendable {
  /// Lines by id.
  public private(set) var lines: [String: RecordLine] = [:]

  /// Sports with per-sport records.
  public static let recordSports: [ActivityType] = [
    .running, .cycling, .swimming, .walking, .hiking,
  ]

  /// Replays `history` (its order) and builds every line.
  public init(_ history: AchievementHistory) {
    var periodDistance: [String: Double] = [:]
    var periodDays: [String: Set<LocalDate>] = [:]
    for (index, facts) in history.facts.enumerated() {
      let year = facts.startDate.year
      for offer in Self.offers(facts, index: index) {
        self.offer(
          offer.kind, higher: offer.higherIsBetter, offer.mark, verified: offer.verified,
          year: year)
      }
      let start = RecordMark(value: 0, workoutIndex: index, instant: facts.startUTC)
      let date = facts.startDate
      let periods: [(RecordKind.Period, String)] = [
        (.week, "\(facts.isoWeek.year)-W\(facts.isoWeek.week)"),
        (.month, "\(date.year)-\(date.month)"), (.year, "\(date.year)"),
      ]
      for (period, key) in periods {
        let slot = period.rawValue + key
        periodDistance[slot, default: 0] += facts.distanceMeters
        periodDays[slot, default: []].insert(date)
        var mark = start
        mark.period = key
        let distance = periodDistance[slot] ?? 0
        if distance > 0 {
          offer(.periodDistance(period), mark.with(distance), year: year, ranked: false)
        }
        let days = Double(periodDays[slot]?.count ?? 0)
        offer(.periodActiveDays(period), mark.with(days), year: year, ranked: false)
      }
    }
  }

  /// The line with `id`, if any workout set it.
  public subscript(id: String) -> RecordLine? { lines[id] }

  private mutating func offer(
    _ kind: RecordKind, higher: Bool = true, _ mark: RecordMark, verified: Bool = true,
    year: Int, ranked: Bool = true
  ) {
    let id = kind.id
    lines[id, default: RecordLine(id: id, unit: kind.unit, higherIsBetter: higher)].offer(
      mark, verified: verified, year: year, ranked: ranked)
  }
}

extension RecordMark {
  /// The same mark with another value.
  func with(_ value: Double) -> RecordMark {
    var copy = self
    copy.value = value
    return copy
  }
}
