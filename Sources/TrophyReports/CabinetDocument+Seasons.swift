import Achievements
import WorkoutModel

extension CabinetDocument {
  /// "This year against last": for all sports, then each sport of the engine's rows
  /// (``YearOverYear/rows``: a workout this year so far or last year to the same date), three
  /// rows: this year so far (with the change), last
  /// year to the same local date, and the best year of each figure (``YearOverYear``); columns
  /// distance ("–" for a sport without any), active time, workouts and active days. `nil`
  /// without a workout before this year (nothing to hold this year against).
  static func yearOverYear(
    _ review: YearOverYear, totals: WorkoutTotals, units: UnitSystem
  ) -> DocumentSection? {
    guard let first = totals.firstDate, first.year < review.referenceDate.year else { return nil }
    let year = review.referenceDate.year
    let day = dayAndMonth(review.referenceDate)
    var section = DocumentSection(
      id: .yearOverYear, heading: "This year against last",
      table: DocumentTable(columns: [
        .init("Sport"), .init("Period"), .init("Distance", alignsRight: true),
        .init("Time", alignsRight: true), .init("Workouts", alignsRight: true),
        .init("Active days", alignsRight: true),
      ]))
    section.intro = [
      DocumentSentence(
        "\(year) up to \(day) against \(year - 1) up to the same local date, and the best year "
          + "of each figure (whole years). Time is active time.")
    ]
    typealias Figure = (
      value: (YearOverYear.Figures) -> Double, best: YearOverYear.Best?, text: (Double) -> String
    )
    for row in review.rows {
      let figures: [Figure] = [
        ({ $0.distanceMeters }, row.bestDistance, { units.distance(metres: $0) }),
        ({ $0.activeSeconds }, row.bestTime, { ReportFormatting.hours(seconds: $0) }),
        ({ Double($0.workouts) }, row.bestWorkouts, count),
        ({ Double($0.activeDays) }, row.bestActiveDays, count),
      ]
      let hasDistance = row.bestDistance != nil
      let cells = { (text: (Figure) -> String) -> [DocumentTable.Cell] in
        figures.enumerated().map { place, figure in
          .init(place == 0 && !hasDistance ? "–" : text(figure), .number)
        }
      }
      let sport = row.activity.map(ReportFormatting.activityName) ?? "All sports"
      section.table?.rows += [
        [.init(sport), .init("\(year) so far")]
          + cells { figure in
            let (now, before) = (figure.value(row.thisYear), figure.value(row.lastYearToDate))
            let change = now - before
            let sign = change > 0 ? "+" : (change < 0 ? "−" : "±")
            return figure.text(now) + " (" + sign + figure.text(abs(change)) + ")"
          },
        [.init(""), .init("\(year - 1) to \(day)")]
          + cells { $0.text($0.value(row.lastYearToDate)) },
        [.init(""), .init("Best year")]
          + cells { figure in
            figure.best.map { figure.text($0.value) + " (\($0.year))" } ?? "–"
          },
      ]
    }
    return section
  }

  /// "2026 so far: 3 workouts · 25.1 km · 2.5 h · 3 active days; 2025 by 20 Feb: 2 workouts ·
  /// …", all sports, for the Markdown summary; `nil` without a workout before this year.
  static func yearOverYearSummary(
    _ review: YearOverYear, totals: WorkoutTotals, units: UnitSystem
  ) -> DocumentSentence? {
    guard let first = totals.firstDate, first.year < review.referenceDate.year,
      let all = review.rows.first(where: { $0.activity == nil })
    else { return nil }
    let figures = { (figures: YearOverYear.Figures) in
      [
        NumberText.counted(figures.workouts, "workout", grouped: true),
        units.distance(metres: figures.distanceMeters),
        ReportFormatting.hours(seconds: figures.activeSeconds),
        NumberText.counted(figures.activeDays, "active day", grouped: true),
      ].joined(separator: " · ")
    }
    let year = review.referenceDate.year
    return DocumentSentence(
      "\(year) so far: \(figures(all.thisYear)); \(year - 1) by "
        + "\(dayAndMonth(review.referenceDate)): \(figures(all.lastYearToDate)).")
  }

  /// "20 Feb".
  static func dayAndMonth(_ date: LocalDate) -> String {
    let readable = ReportFormatting.readableDate(CivilDateTime(dayNumber: Int64(date.dayNumber)))
    // "Fri 20 Feb 2026" → "20 Feb"
    return readable.split(separator: " ").dropFirst().prefix(2).joined(separator: " ")
  }

  private static func count(_ value: Double) -> String {
    NumberText.grouped(Int(value.rounded()))
  }
}
