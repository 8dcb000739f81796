import Achievements
import WorkoutModel

extension CabinetDocument {
  /// The share cards of `cabinet` (``DocumentShare``), their text taken from this document's
  /// record shelf, years, kinds (goals included: only the periods the "Goals" section shows,
  /// ``Achievements/GoalTrack/shownStandings``) and gear (so call it once those are set); `nil`
  /// unless ``TrophyCabinet/sharesCards``.
  func shareSection(_ cabinet: TrophyCabinet) -> DocumentShare? {
    guard cabinet.sharesCards else { return nil }
    var cards: [ShareCard] = []
    var stems: Set<String> = []
    func add(_ card: ShareCard) {
      var card = card
      var stem = card.stem
      var number = 2
      while stems.contains(stem) {
        stem = card.stem + "-\(number)"
        number += 1
      }
      card.stem = stem
      stems.insert(stem)
      cards.append(card)
    }
    for table in recordShelf.tables {
      for row in table.rows { add(Self.recordCard(row, table: table.title, cabinet: cabinet)) }
    }
    let firstYear = cards.count
    for year in years { add(yearCard(year)) }
    let firstBadge = cards.count
    var badgeIndex: [String: Int] = [:]
    // A goal period gets a card only when the cabinet shows it (break-it N3).
    let shownGoals = Set(
      cabinet.evaluation.goals.tracks.flatMap { track in
        track.shownStandings.map { track.status($0).definition.id }
      })
    for kind in kinds where kind.section.kind != .record {
      for status in kind.section.allStatuses
      where status.earned
        && (status.definition.kind != .goal || shownGoals.contains(status.definition.id))
      {
        badgeIndex[status.definition.id] = cards.count
        add(Self.badgeCard(status, eyebrow: kind.heading.text, cabinet: cabinet))
      }
    }
    for card in gearCards(cabinet) { add(card) }
    var gallery: [Int] = []
    if let recent = highlights.recent.first(where: { badgeIndex[$0.definition.id] != nil }),
      let index = badgeIndex[recent.definition.id]
    {
      gallery.append(index)
    } else if firstBadge < cards.count {
      gallery.append(firstBadge)
    }
    if firstYear > 0 { gallery.append(0) }
    if firstBadge > firstYear { gallery.append(firstYear) }
    return DocumentShare(cards: cards, gallery: gallery)
  }

  /// The card of an earned badge: the kind's heading, name, description, when and by which
  /// workout (``HTMLReport``'s earned line), its route.
  static func badgeCard(_ status: AchievementStatus, eyebrow: String, cabinet: TrophyCabinet)
    -> ShareCard
  {
    let style = cabinet.badgeStyles.resolvedStyle(for: status.definition)
    var card = ShareCard(
      stem: ShareCard.stem(for: status.definition.id), subject: .badge, eyebrow: eyebrow,
      title: status.definition.name, accent: style.primary)
    card.lines = [status.definition.description]
    card.date = status.earnedLocal.map { "Earned " + ReportFormatting.readableDateTime($0) }
    card.workout = status.earnedWorkoutName
    card.badge = (status, style)
    card.route = cabinet.routeOutline(for: status.earnedBy)
    return card
  }

  /// The card of a record row (``RecordShelf/Row``): its table, label, value, pace, what it
  /// beat, date and workout.
  static func recordCard(_ row: RecordShelf.Row, table: String, cabinet: TrophyCabinet)
    -> ShareCard
  {
    let style = cabinet.badgeStyles.resolvedStyle(for: row.status.definition)
    var card = ShareCard(
      stem: ShareCard.stem(for: row.status.definition.id), subject: .record,
      eyebrow: "Record · " + table, title: row.label, accent: style.primary)
    card.headline = row.value
    card.lines = row.pace.isEmpty ? [] : [row.pace]
    card.lines.append(
      row.status.record?.previousValue == nil ? "First recorded" : "Before: " + row.previous)
    card.date = row.date.isEmpty ? nil : "Set on " + row.date
    card.workout = row.workout.isEmpty ? nil : row.workout
    card.badge = (row.status, style)
    card.route = cabinet.routeOutline(for: row.status.earnedBy)
    return card
  }

  /// The card of a year in review: its figures and sports (``DocumentYear``) and heat grid.
  func yearCard(_ year: DocumentYear) -> ShareCard {
    var card = ShareCard(
      stem: "year-\(year.year)", subject: .year, eyebrow: yearsHeading.text,
      title: "\(year.year)", accent: "#f2c14e")
    let distance = year.distance.split(separator: " ", maxSplits: 1).map(String.init)
    let time = year.activeTime.split(separator: " ", maxSplits: 1).map(String.init)
    card.figures = [
      .init(value: year.workouts.number, label: "workouts"),
      .init(value: distance.first ?? year.distance, label: distance.count > 1 ? distance[1] : ""),
      .init(value: time.first ?? year.activeTime, label: time.count > 1 ? time[1] + " active" : ""),
      .init(value: year.activeDays, label: "active days"),
      .init(value: year.longestStreak.number, label: "days longest streak"),
      .init(value: year.bestEffortsSet, label: "best efforts set"),
    ]
    card.sports = year.sports.filter { $0.count == 4 }.map { cells in
      [cells[0].text, cells[1].text] + (cells[2].text == "–" ? [] : [cells[2].text])
        + [cells[3].text]
    }.map { $0.joined(separator: " · ") }
    card.heat = (year.year, year.minutesByDay)
    return card
  }
}
