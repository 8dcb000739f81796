import Achievements
import WorkoutModel

extension CabinetDocument {
  /// Most other periods a goal card lists (a monthly goal: the last year); the rest are
  /// counted. Only these and the featured period get share cards
  /// (``Achievements/GoalTrack/shownStandings``). `achievements --json` gives every one.
  public static let listedGoalPeriods = 12

  /// The "Goals" section of `board`; `nil` without goals (a cabinet without goals shows
  /// nothing of them).
  static func goals(_ board: GoalBoard) -> DocumentGoals? {
    let cards = board.tracks.compactMap(goalCard)
    return cards.isEmpty ? nil : DocumentGoals(cards: cards)
  }

  /// One goal's card: its featured period (``Achievements/GoalTrack/featured``), then the others.
  static func goalCard(_ track: GoalTrack) -> DocumentGoals.Card? {
    guard let shown = track.featured else { return nil }
    let goal = track.goal
    let measure = goal.measure
    let amount = { (base: Double) in measure.text(rounded(base / measure.scale)) }
    let word = goal.period == .year ? "year" : "month"
    let period: String
    let note: String
    switch shown.state {
    case .past:
      period = "\(shown.name) · final"
      note =
        shown.reached
        ? "Reached on \(readable(shown.reachedOn))."
        : "Ended \(amount(shown.target - shown.value)) short."
    case .current:
      period =
        "\(shown.name) · \(NumberText.fixed(shown.elapsed * 100, decimals: 0))% of the \(word) gone"
      if shown.reached {
        note = "Reached on \(readable(shown.reachedOn))."
      } else if let projected = shown.projected, shown.value > 0 {
        let gap = amount(abs(shown.ahead))
        let side =
          gap == amount(0)
          ? "on the pace line" : "\(gap) \(shown.ahead > 0 ? "ahead of" : "behind") the pace line"
        note =
          "On pace for \(GoalMeasure.number(rounded(projected / measure.scale))) of "
          + "\(goal.targetText); \(side)."
      } else if shown.projected != nil, amount(shown.expected) != amount(0) {
        note = "Nothing yet; the pace line is at \(amount(shown.expected)) today."
      } else if shown.projected != nil {
        note = "Nothing yet this \(word)."
      } else {
        note = "Starts today."
      }
    case .upcoming:
      period = "\(shown.name) · not started"
      note = "Starts on \(readable(shown.start))."
    }
    let percent = Int(min(max(shown.fraction * 100, 0), 1e6).rounded(.down))
    let pace = shown.state == .current ? NumberText.fixed(shown.elapsed * 100, decimals: 1) : nil
    let listed = track.shownStandings
    let rows = listed.dropFirst().map { standing -> [DocumentTable.Cell] in
      [
        .init(standing.name),
        .init(amount(standing.value), .number),
        .init("\(Int(min(max(standing.fraction * 100, 0), 1e6).rounded(.down)))%", .number),
        .init(standing.reached ? readable(standing.reachedOn) : "–", .number),
      ]
    }
    let left = track.standings.count - listed.count
    return DocumentGoals.Card(
      title: track.title, period: period,
      done: GoalMeasure.number(rounded(shown.value / measure.scale)),
      ofTarget: "of " + goal.targetText, percent: min(percent, 100), percentText: "\(percent)%",
      pace: pace, reached: shown.reached, badge: track.status(shown), note: note,
      barLabel: "\(percent)% of the target"
        + (pace.map { "; the pace line is at \($0)%" } ?? ""),
      periods: rows.isEmpty
        ? nil
        : DocumentTable(
          columns: [
            .init("Period"), .init("Done", alignsRight: true),
            .init("Of target", alignsRight: true), .init("Reached", alignsRight: true),
          ], rows: rows),
      more: left > 0 ? "… and \(left) earlier \(word)\(left == 1 ? "" : "s")" : nil)
  }

  /// `value` to one decimal, as the cards print it.
  private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  /// A local date people read ("Thu 16 Oct 2025"), "–" for none.
  private static func readable(_ date: LocalDate?) -> String {
    guard let date else { return "–" }
    return ReportFormatting.readableDate(CivilDateTime(dayNumber: Int64(date.dayNumber)))
  }
}
