/// The history of one record (one target or measure, one category): every time it was set, the
/// top ten per local year, and unverified marks that would have beaten it.
///
/// Rules (`notes/best-efforts.md`, step 5; Strava's "first recorded" rule): marks are offered in
/// replay order; a verified mark strictly better than the standing record sets a new record
/// (``progression``; the first one is "first recorded", not a record broken); an unverified mark
/// better than the standing record is kept in ``unverified`` and never sets it. Ties keep the
/// earlier mark. A period total that grows while it already holds the record replaces its own
/// mark (the record it beat stays the previous period's).
public struct RecordLine: Sendable, Hashable {
  /// Identifier, e.g. `record.running.5k`, `record.running.5k.indoor`,
  /// `record.cycling.longest_distance`, `record.period.month.distance`.
  public var id: String
  /// Unit of the values: `s` (fastest time over a distance; lower is better), `m` (distance or
  /// climb; higher is better) or `days`.
  public var unit: String
  /// Whether a higher value is better (`false` for times).
  public var higherIsBetter: Bool
  /// Each new record in replay order; the last is the standing record.
  public private(set) var progression: [RecordMark] = []
  /// The ten best verified marks per local year of the workout's start, best first.
  public private(set) var topByYear: [Int: [RecordMark]] = [:]
  /// Unverified marks that were better than the record standing at their time.
  public private(set) var unverified: [RecordMark] = []

  /// Marks kept per year.
  public static let topCount = 10

  /// Creates an empty line.
  public init(id: String, unit: String, higherIsBetter: Bool) {
    self.id = id
    self.unit = unit
    self.higherIsBetter = higherIsBetter
  }

  /// What the line measures, typed; `nil` for a line id that is not built in.
  public var kind: RecordKind? { RecordKind(id: id) }

  /// The standing record, `nil` before any verified mark.
  public var record: RecordMark? { progression.last }

  /// The three best verified marks of all time, best first (gold, silver and bronze; ties keep
  /// the earlier mark).
  public var podium: [RecordMark] { top(3) }

  /// The `count` (at most ``topCount``) best verified marks of all time, best first; ties keep
  /// the earlier mark (the earlier year, then the earlier in replay order). Each year keeps its
  /// ten best, so the ten best of all time are among them.
  public func top(_ count: Int) -> [RecordMark] {
    let marks = topByYear.keys.sorted().flatMap { topByYear[$0] ?? [] }
    var sorted = marks.enumerated().map { $0 }
    sorted.sort {
      $0.element.value != $1.element.value
        ? isBetter($0.element.value, than: $1.element.value) : $0.offset < $1.offset
    }
    return Array(sorted.prefix(min(count, Self.topCount)).map(\.element))
  }

  /// The record before the standing one, `nil` when the standing one was the first recorded.
  public var previous: RecordMark? {
    progression.count >= 2 ? progression[progression.count - 2] : nil
  }

  /// Offers a mark set by a workout that started in local `year`; `ranked: false` leaves
  /// ``topByYear`` alone (running totals of a period are not separate marks).
  public mutating func offer(_ mark: RecordMark, verified: Bool, year: Int, ranked: Bool = true) {
    guard mark.value.isFinite else { return }
    let beatsRecord = record.map { isBetter(mark.value, than: $0.value) } ?? true
    guard verified else {
      if beatsRecord { unverified.append(mark) }
      return
    }
    if beatsRecord {
      if let period = mark.period, record?.period == period {
        progression[progression.count - 1] = mark
      } else {
        progression.append(mark)
      }
    }
    guard ranked else { return }
    var top = topByYear[year, default: []]
    let position = top.firstIndex { isBetter(mark.value, than: $0.value) } ?? top.count
    if position < Self.topCount {
      top.insert(mark, at: position)
      if top.count > Self.topCount { top.removeLast() }
      topByYear[year] = top
    }
  }

  private func isBetter(_ value: Double, than other: Double) -> Bool {
    higherIsBetter ? value > other : value < other
  }
}
