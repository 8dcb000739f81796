import Achievements

/// The cabinet arranged for display: sections by kind, each a list of shelves (a ladder of
/// tiers, or a run of single badges), all in catalog order.
///
/// Kinds appear in the order of their first status; a ladder is every status sharing
/// `definition.group`, placed where its first tier appears. Groups with one tier that follow
/// each other are merged into one "singles" shelf.
///
/// Workout-type groups (kind `workout_type`) and milestone ladders that were never started (no
/// tier earned, every tier's progress 0) are collapsed into one "Not tried yet" shelf at the end
/// of their section that shows only each group's first tier, so untried sports take one row,
/// not four cards each. On the other ladders, locked tiers after the next one are folded
/// (``Shelf/foldedStatuses``).
public struct CabinetLayout: Sendable {
  /// One row of badges.
  public struct Shelf: Sendable {
    /// The ladder's group id (`streak.days`), or `nil` for a shelf of single badges and for the
    /// "Not tried yet" shelf.
    public var group: String?
    /// The statuses shown, in catalog order; on the "Not tried yet" shelf, the first tier of
    /// each collapsed group.
    public var statuses: [AchievementStatus]
    /// On the "Not tried yet" shelf: every collapsed group, each with all its tiers, in catalog
    /// order (parallel to ``statuses``). Empty on every other shelf.
    public var collapsedGroups: [[AchievementStatus]] = []

    /// Whether this is the "Not tried yet" shelf of never-done workout types.
    public var isNotTriedYet: Bool { !collapsedGroups.isEmpty }

    /// Every status the shelf stands for, including collapsed tiers (for counts).
    public var allStatuses: [AchievementStatus] {
      collapsedGroups.isEmpty ? statuses : collapsedGroups.flatMap { $0 }
    }

    /// Number of earned statuses on the shelf.
    public var earnedCount: Int { statuses.filter(\.earned).count }

    /// The first unearned tier of a ladder (the "next tier"), `nil` when all are earned.
    public var nextTier: AchievementStatus? { statuses.first { !$0.earned } }

    /// The statuses shown as cards: on a ladder, every earned tier and the next one; elsewhere
    /// all of them.
    public var visibleStatuses: [AchievementStatus] {
      guard group != nil, let next = statuses.firstIndex(where: { !$0.earned }) else {
        return statuses
      }
      return Array(statuses[...next])
    }

    /// A ladder's locked tiers after the next one, folded away (reports show them on demand).
    public var foldedStatuses: [AchievementStatus] {
      Array(statuses.dropFirst(visibleStatuses.count))
    }
  }

  /// All shelves of one kind.
  public struct Section: Sendable {
    /// The kind.
    public var kind: AchievementKind
    /// Shelves in catalog order, the "Not tried yet" shelf (if any) last.
    public var shelves: [Shelf]

    /// Every status of the kind, including tiers collapsed into "Not tried yet".
    public var allStatuses: [AchievementStatus] { shelves.flatMap(\.allStatuses) }
  }

  /// Sections in catalog order.
  public var sections: [Section]

  /// Arranges `statuses` (catalog order); `collapsingUntried: false` keeps never-done
  /// workout-type ladders as full shelves.
  public init(statuses: [AchievementStatus], collapsingUntried: Bool = true) {
    var kindOrder: [AchievementKind] = []
    var groupsByKind: [AchievementKind: [String]] = [:]
    var statusesByGroup: [String: [AchievementStatus]] = [:]
    for status in statuses {
      let kind = status.definition.kind
      // A goal's periods are single badges, not the tiers of a ladder: keyed by id.
      let shelfKey = kind == .goal ? status.definition.id : status.definition.group
      let key = kind.rawValue + "\u{0}" + shelfKey
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
      var untried = Shelf(group: nil, statuses: [])
      for key in groupsByKind[kind] ?? [] {
        let members = statusesByGroup[key] ?? []
        guard let first = members.first else { continue }
        if collapsingUntried && Self.neverDone(members) {
          untried.statuses.append(first)
          untried.collapsedGroups.append(members)
        } else if members.count > 1 {
          shelves.append(Shelf(group: first.definition.group, statuses: members))
        } else if let lastIndex = shelves.indices.last, shelves[lastIndex].group == nil {
          shelves[lastIndex].statuses.append(first)
        } else {
          shelves.append(Shelf(group: nil, statuses: [first]))
        }
      }
      if untried.isNotTriedYet { shelves.append(untried) }
      return Section(kind: kind, shelves: shelves)
    }
  }

  /// A workout-type group, or a milestone ladder, with nothing earned and no progress on any
  /// tier (a sport never done, an Eddington number not started).
  static func neverDone(_ members: [AchievementStatus]) -> Bool {
    members.allSatisfy {
      ($0.definition.kind == .workoutType || $0.definition.kind == .milestone) && !$0.earned
        && $0.progress.current <= 0
    }
  }

  /// The heading of a collapsed shelf: "Not tried yet" for workout types, "Not started yet"
  /// for milestone ladders.
  public static func untriedTitle(_ shelf: Shelf) -> String {
    shelf.statuses.first?.definition.kind == .workoutType ? "Not tried yet" : "Not started yet"
  }

  /// The count on a collapsed shelf: "3 activity types", "1 ladder".
  public static func untriedNote(_ shelf: Shelf) -> String {
    let count = shelf.statuses.count
    if shelf.statuses.first?.definition.kind == .workoutType {
      return "\(count) activity \(count == 1 ? "type" : "types")"
    }
    return "\(count) \(count == 1 ? "ladder" : "ladders")"
  }

  /// The activity a "Not tried yet" entry stands for, for people: `type.yoga` → "Yoga"; other
  /// groups fall back to ``ReportFormatting/ladderTitle(_:)``.
  public static func activityTitle(ofGroup group: String) -> String {
    if case .workoutsOfType(let activity) = AchievementMetric(group: group) {
      return ReportFormatting.activityName(activity)
    }
    return ReportFormatting.ladderTitle(group)
  }

  /// Section heading for a kind: `streak` → "Streaks", `date_and_time` → "Date & time", …
  public static func title(of kind: AchievementKind) -> String {
    switch kind {
    case .personalBest: "Personal bests"
    case .streak: "Streaks"
    case .dateAndTime: "Date & time"
    case .totalTypesOfWorkout: "Variety"
    case .workoutType: "Workout types"
    case .record: "Records"
    case .milestone: "Milestones"
    case .places: "Places"
    case .sun: "The sun"
    case .explorer: "Explorer tiles"
    case .gear: "Gear"
    case .goal: "Goals"
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
    case .record:
      "Your best efforts inside any workout (elapsed time), your longest and biggest workouts,"
        + " and your biggest weeks, months and years. A first effort is first recorded; a"
        + " faster one later is a record."
    case .milestone: "Lifetime totals, and Eddington numbers: E days of at least E km each."
    case .places: "Countries and continents your tracks passed, and borders crossed."
    case .sun:
      "The sun where you started, outdoors: sunrise, sunset, golden hour, midnight sun, the"
        + " solstice and the equinoxes."
    case .gear: "Distance milestones of each shoe and bike the exports name."
    case .explorer:
      "Map tiles at zoom 14 (about 1.5 km wide) and zoom 17 (about 190 m) your tracks passed"
        + " through, the largest square of them, and the largest cluster: tiles whose four"
        + " neighbours you all visited."
    case .goal:
      "A badge for each period of each goal in the settings file, earned when its target was"
        + " reached, dated by the workout that reached it."
    }
  }
}
