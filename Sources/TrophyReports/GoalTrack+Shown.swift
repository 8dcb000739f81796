import Achievements

extension GoalTrack {
  /// The periods the cabinet shows of this goal, one rule for the page's "Goals" card
  /// (``CabinetDocument/goalCard(_:)``) and the share pictures (``DocumentShare``; break-it N3:
  /// five goals without a `year` over 50 years of workouts made 2,254 goal cards, about 7,000
  /// pictures): the featured period (``featured``) first, then the others newest first, at most
  /// ``CabinetDocument/listedGoalPeriods`` of them (a monthly goal: the year before). Empty
  /// without periods. `achievements --json` and the badge grid still give every period.
  public var shownStandings: [GoalStanding] {
    guard let featured else { return [] }
    let others = standings.filter { $0.key != featured.key }.reversed()
    return [featured] + others.prefix(CabinetDocument.listedGoalPeriods)
  }
}
