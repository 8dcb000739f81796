import Achievements
import WorkoutModel

extension CabinetDocument {
  /// The share cards of the gear milestones reached (issue 16: a card per earned badge), piece
  /// by piece in the Gear section's order, each piece's milestones ascending: the badge card
  /// (``badgeCard(_:eyebrow:cabinet:)``) under the section's heading ("Gear"), named with the
  /// section's milestone label and the gear's name as the section shows it ("250 km on Nike
  /// Pegasus 41"), dated by the workout that crossed it. Empty without a Gear section.
  func gearCards(_ cabinet: TrophyCabinet) -> [ShareCard] {
    guard let gear, let rows = gear.section.table?.rows else { return [] }
    var cards: [ShareCard] = []
    for (use, (row, shown)) in zip(cabinet.evaluation.gear, zip(rows, gear.cards)) {
      let name = row.first?.text ?? use.name
      let reached = use.milestones.filter(\.isReached)
      for (milestone, label) in zip(reached, shown.milestones.map(\.label)) {
        var status = use.status(milestone)
        status.definition.name = label + " on " + name
        cards.append(Self.badgeCard(status, eyebrow: gear.section.heading, cabinet: cabinet))
      }
    }
    return cards
  }
}
