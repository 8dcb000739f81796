import Achievements

/// The cabinet arranged for display: sections by kind, each a list of shelves (a ladder of
/// tiers, or a run of single badges), all in catalog order.
///
/// Kinds appear in the order of their first status; a ladder is every status sharing
/// `definition.group`, placed where its first tier appears. Groups with one tier that follow
/// each other are merged into one "singles" shelf.
public struct CabinetLayout: Sendable {
  /// One row of badges.
  public struct Shelf: Sendable {
    /// The ladder's group id (`streak.days`), or `nil` for a shelf of single badges.
    public var group: String?
    /// The statuses, in catalog order.
    public var statuses: [AchievementStatus]

    /// Number of earned statuses on the shelf.
    public var earnedCount: Int { statuses.filter(\.earned).count }

    /// The first unearned tier of a ladder (the "next tier"), `nil` when all are earned.
    public var nextTier: AchievementStatus? { statuses.first { !$0.earned } }
  }

  /// All shelves of one kind.
  public struct Section: Sendable {
    /// The kind.
    public var kind: AchievementKind
    /// Shelves in catalog order.
    public var shelves: [Shelf]
  }

  /// Sections in catalog order.
  public var sections: [Section]

  /// Arranges `statuses` (catalog order).
  public init(statuses: [AchievementStatus]) {
    var kindOrder: [AchievementKind] = []
    var groupsByKind: [AchievementKind: [String]] = [:]
    var statusesByGroup: [String: [AchievementStatus]] = [:]
    for status in statuses {
      let kind = status.definition.kind
      let key = kind.rawValue + "\u{0}" + status.definition.group
      if groupsByKind[kind] == nil {
        kindOrder.append(kind)
        groupsByKind[kind] = []
      }
      if statusesByGroup[key] == nil {
        groupsByKind[kind, default: []].append(key)
        statusesByGroup[key] = []
      }
      statusesByGroup[key, default: []].append(status)
    }
    sections = kindOrder.map { kind in
      var shelves: [Shelf] = []
      for key in groupsByKind[kind] ?? [] {
        let members = statusesByGroup[key] ?? []
        guard let first = members.first else { continue }
        if members.count > 1 {
          shelves.append(Shelf(group: first.definition.group, statuses: members))
        } else if let lastIndex = shelves.indices.last, shelves[lastIndex].group == nil {
          shelves[lastIndex].statuses.append(first)
        } else {
          shelves.append(Shelf(group: nil, statuses: [first]))
        }
      }
      return Section(kind: kind, shelves: shelves)
    }
  }

  /// Section heading for a kind: `streak` → "Streaks", `date_and_time` → "Date & time", …
  public static func title(of kind: AchievementKind) -> String {
    switch kind {
    case .personalBest: "Personal bests"
    case .streak: "Streaks"
    case .dateAndTime: "Date & time"
    case .totalTypesOfWorkout: "Variety"
    case .workoutType: "Workout types"
    case .records: "Records"
    case .milestones: "Milestones"
    }
  }

  /// One sentence under a section heading, saying what the kind counts.
  public static func blurb(of kind: AchievementKind) -> String {
    switch kind {
    case .personalBest: "Things done with the tool itself."
    case .streak: "Consecutive local days and weeks, and busy days, months and years."
    case .dateAndTime: "Local hours of the clock and dates a workout was active on."
    case .totalTypesOfWorkout: "Distinct activity types done."
    case .workoutType: "Workouts of one activity type."
    case .records: "Personal records."
    case .milestones: "Lifetime totals."
    }
  }
}
