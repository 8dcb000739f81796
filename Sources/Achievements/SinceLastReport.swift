import Foundation

/// What a cabinet shows that the last report from the same library did not ("New since last
/// report"): awards earned since, tiers gained and records beaten, found by comparing what this
/// cabinet shows (``ReportMemory/init(showing:places:at:)``) with what the library remembers of
/// the last report.
///
/// Rules:
/// - New means new to the cabinet, not recent: an award earned by an old file imported since
///   the last report is new, although its earned-on date is years old (earned dates come from
///   the workout history, ``AchievementEngine``).
/// - An award shown earned now and not last time is new. Of a ladder, the tiers new together
///   make one item, its highest new tier: ``Change/tierGained(previousID:)`` when a lower tier
///   was shown last time (the highest of those is named), else ``Change/earned``;
///   ``Item/tiers`` says how many tiers it stands for.
/// - A record shown last time is beaten when its standing value is better than the value shown
///   then (lower for times, higher for distances, climbs, durations and days: the record line's
///   own direction); a worse or equal value (workouts left out since) is not news.
/// - Awards shown last time and not now (workouts left out since) are not news either.
/// - Without a last report (the first report from a library) nothing is new.
public struct SinceLastReport: Sendable {
  /// How an award is new.
  public enum Change: Sendable, Hashable {
    /// Shown earned for the first time.
    case earned
    /// A higher tier of a ladder whose tier `previousID` was the highest shown last time.
    case tierGained(previousID: String)
    /// A record whose standing value beat `previousValue`, the value shown last time.
    case recordBeaten(previousValue: Double)
  }

  /// One award new since the last report.
  public struct Item: Sendable, Hashable {
    /// The award's id (the highest new tier of a ladder).
    public var id: String
    /// How it is new.
    public var change: Change
    /// How many new tiers of its ladder the item stands for (1 for other awards).
    public var tiers: Int
  }

  /// When the last report was made; `nil` when this is the first report from the library.
  public var lastReportedAt: Date?
  /// The awards new since, in the cabinet's order (catalog order, then countries).
  public var items: [Item]
  /// Every id new since the last report: each new tier of a ladder, each record beaten (the
  /// `new_since_last_report` flag of `achievements --json`).
  public var newIDs: Set<String>

  /// Whether there is no last report to compare with.
  public var isFirstReport: Bool { lastReportedAt == nil }

  /// The awards `current` shows that `last` did not; `statuses` (the cabinet's, catalog order)
  /// name each id's ladder, and `records` each record line's direction.
  public init(
    current: ReportMemory, last: ReportMemory?, statuses: [AchievementStatus],
    records: PersonalRecords
  ) {
    lastReportedAt = last?.reportedAt
    items = []
    newIDs = []
    guard let last else { return }
    var before: [String: ReportMemory.Entry] = [:]
    for entry in last.entries { before[entry.id] = entry }
    var definitions: [String: AchievementDefinition] = [:]
    for status in statuses { definitions[status.definition.id] = status.definition }
    let group = { (id: String) in definitions[id]?.group ?? id }
    // The highest tier of each ladder shown last time.
    var shownTier: [String: ReportMemory.Entry] = [:]
    for entry in last.entries {
      guard let tier = entry.tier else { continue }
      if tier > shownTier[group(entry.id)]?.tier ?? Int.min { shownTier[group(entry.id)] = entry }
    }
    // New tiers by ladder, in order; the item takes the place of the ladder's highest one.
    var newTiers: [String: [ReportMemory.Entry]] = [:]
    for entry in current.entries where entry.tier != nil && before[entry.id] == nil {
      newTiers[group(entry.id), default: []].append(entry)
    }
    for entry in current.entries {
      if let old = before[entry.id] {
        guard let value = entry.recordValue, let previous = old.recordValue,
          Self.beats(value, previous, higherIsBetter: Self.higherIsBetter(entry.id, records))
        else { continue }
        newIDs.insert(entry.id)
        items.append(Item(id: entry.id, change: .recordBeaten(previousValue: previous), tiers: 1))
        continue
      }
      newIDs.insert(entry.id)
      guard entry.tier != nil else {
        items.append(Item(id: entry.id, change: .earned, tiers: 1))
        continue
      }
      let ladder = group(entry.id)
      let tiers = newTiers[ladder] ?? [entry]
      guard let highest = tiers.max(by: { ($0.tier ?? 0) < ($1.tier ?? 0) }),
        highest.id == entry.id
      else { continue }
      let change = shownTier[ladder].map { Change.tierGained(previousID: $0.id) } ?? .earned
      items.append(Item(id: entry.id, change: change, tiers: tiers.count))
    }
  }

  /// Whether `value` is a better record than `previous`.
  static func beats(_ value: Double, _ previous: Double, higherIsBetter: Bool) -> Bool {
    higherIsBetter ? value > previous : value < previous
  }

  /// The direction of the record line `id`: its own (``RecordLine/higherIsBetter``); for a
  /// line `records` does not hold (explorer tiles), higher.
  static func higherIsBetter(_ id: String, _ records: PersonalRecords) -> Bool {
    records[id]?.higherIsBetter ?? true
  }
}
