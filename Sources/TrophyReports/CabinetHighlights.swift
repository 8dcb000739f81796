import Achievements

/// What the cabinet leads with: the most recently earned badges and the locked tiers closest to
/// being unlocked.
///
/// Rules: *recent* — earned statuses by earning instant, newest first (ties in catalog order),
/// at most ``recentCount``; *closest* — for each ladder its next locked tier (records excluded:
/// they have no target to approach), those with some progress, by fraction of the target
/// reached (highest first, ties in catalog order), at most ``closestCount``.
public struct CabinetHighlights: Sendable {
  /// Most recent badges shown.
  public static let recentCount = 5
  /// Closest tiers shown.
  public static let closestCount = 3

  /// Recently earned, newest first.
  public var recent: [AchievementStatus]
  /// Closest to unlocking.
  public var closest: [AchievementStatus]

  /// Picks the highlights of `statuses` (catalog order).
  public init(statuses: [AchievementStatus]) {
    let indexed = Array(statuses.enumerated())
    recent = indexed.filter { $0.element.earned && $0.element.earnedAt != nil }
      .sorted {
        let a = $0.element.earnedAt ?? .distantPast
        let b = $1.element.earnedAt ?? .distantPast
        return a != b ? a > b : $0.offset < $1.offset
      }
      .prefix(Self.recentCount).map(\.element)
    var seen: Set<String> = []
    var next: [(offset: Int, status: AchievementStatus)] = []
    for (offset, status) in indexed where status.definition.kind != .record && !status.earned {
      guard !seen.contains(status.definition.group) else { continue }
      seen.insert(status.definition.group)
      if status.progress.current > 0 { next.append((offset, status)) }
    }
    closest = next.sorted {
      let a = $0.status.progress.fraction
      let b = $1.status.progress.fraction
      return a != b ? a > b : $0.offset < $1.offset
    }
    .prefix(Self.closestCount).map(\.status)
  }
}
