import Achievements
import WorkoutModel

extension CabinetDocument {
  /// "Gear": one row per piece of gear (``AchievementEvaluation/gear``, most distance first):
  /// its name, workouts, distance, active time (as "By activity" orders them), sports, first
  /// and last use (local dates), the
  /// distance milestones reached (with the local date of the workout that crossed each) and
  /// the next, and the retire-at distance of `settings` with the gear's standing. A gear
  /// past its retire-at distance, or within 10 % of it, gets a warning. `nil` when no workout
  /// names gear.
  static func gear(
    _ uses: [GearUse], settings: [String: GearSetting], units: UnitSystem
  ) -> DocumentGear? {
    guard !uses.isEmpty else { return nil }
    var section = DocumentSection(
      id: .gear, heading: "Gear",
      table: DocumentTable(columns: [
        .init("Gear"), .init("Workouts", alignsRight: true),
        .init("Distance", alignsRight: true), .init("Time", alignsRight: true), .init("Sports"),
        .init("First used"), .init("Last used"), .init("Milestones"), .init("Retire at"),
      ]))
    section.intro = [
      DocumentSentence(
        "\(NumberText.counted(uses.count, "piece", "pieces")) of gear named by the exports "
          + "(Strava's Activity Gear), with the distance and active time done with each and a "
          + "milestone at 100, 250, 500, 1,000, 2,000, 5,000, 10,000 and 20,000 km.")
    ]
    var warnings: [DocumentGear.Warning] = []
    var cards: [DocumentGear.Card] = []
    for use in uses {
      let name = ReportFormatting.cut(
        TextSanitizing.clean(use.name), to: TrophyCabinet.shownNameLimit)
      let setting = settings[use.name]
      let retirement = use.retirement(setting)
      let milestones = use.shownMilestones.map { milestone in
        DocumentGear.Milestone(
          label: NumberText.grouped(milestone.kilometres) + " km",
          date: milestone.reachedOn?.description)
      }
      let limit = setting?.retireAtKilometres
      var retireCell = "–"
      if setting?.retired == true {
        retireCell = limit.map { "retired (\(Self.kilometres($0)))" } ?? "retired"
      } else if let limit {
        retireCell = Self.kilometres(limit)
        switch retirement {
        case .passed: retireCell += ", passed"
        case .near: retireCell += ", within 10 %"
        case nil: break
        }
      }
      let distance = units.distance(metres: use.distanceMeters)
      if let retirement, let limit {
        warnings.append(
          DocumentGear.Warning(
            gear: name,
            text: retirement == .passed
              ? "\(distance), past its retire-at distance of \(Self.kilometres(limit))."
              : "\(distance), within 10 % of its retire-at distance of \(Self.kilometres(limit)).",
            retirement: retirement))
      }
      let reached = milestones.filter { $0.date != nil }.map { "\($0.label) on \($0.date ?? "")" }
      let next = milestones.last { $0.date == nil }.map { "next \($0.label)" }
      section.table?.rows.append([
        .init(name), .init(NumberText.grouped(use.workouts), .number), .init(distance, .number),
        .init(ReportFormatting.hours(seconds: use.activeSeconds), .number),
        .init(use.sports.map(ReportFormatting.activityName).joined(separator: ", ")),
        .init(use.firstUse.description, .number), .init(use.lastUse.description, .number),
        .init((reached + (next.map { [$0] } ?? [])).joined(separator: " · ")),
        .init(retireCell),
      ])
      cards.append(
        DocumentGear.Card(
          retireFraction: limit.map { use.distanceMeters / 1_000 / $0 },
          retirement: retirement, retired: setting?.retired == true, milestones: milestones))
    }
    return DocumentGear(section: section, warnings: warnings, cards: cards)
  }

  /// A retire-at distance as set (kilometres in the settings file): "800 km", "650.5 km".
  static func kilometres(_ value: Double) -> String {
    (value == value.rounded()
      ? NumberText.fixed(value, decimals: 0) : NumberText.fixed(value, decimals: 1)) + " km"
  }
}
