import Achievements
import WorkoutModel

/// A year's local days as an inline SVG 1.1 calendar heat grid: one column per week (Monday at
/// the top), one 10 × 10 cell per day, shaded by active minutes (`h0` none, `h1` under 30,
/// `h2` under 60, `h3` under 120, `h4` more; the page's stylesheet colours the classes), month
/// initials above. Active days carry a `<title>` with the date and minutes.
public enum HeatGridSVG {
  /// Cell pitch in SVG units (10 cell + 2 gap).
  static let pitch = 12

  /// The grid for `year` from active minutes per local day number (days since 1970-01-01).
  /// With `fills` (five `#rrggbb` colours for `h0`…`h4`, then the month initials' colour) the
  /// cells and initials are coloured by attributes instead of the page's classes, and `width`
  /// sets the drawing's width in pixels (fewer than six fills: the classes) (a share card: ``ShareCardSVG``, which has no
  /// stylesheet; no `<title>` per day, which a picture cannot show).
  public static func render(
    year: Int, minutesByDay: [Int: Double], fills: [String]? = nil, width shownWidth: Int? = nil
  ) -> String {
    let fills = fills.flatMap { $0.count >= 6 ? $0 : nil }
    let first = LocalDate(year: year, month: 1, day: 1)
    let days = LocalDate(year: year + 1, month: 1, day: 1).dayNumber - first.dayNumber
    let offset = first.isoWeekday - 1
    let columns = (days + offset + 6) / 7
    let top = 14
    let width = columns * pitch
    let height = top + 7 * pitch
    var svg =
      "<svg class=\"heat\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
      + (shownWidth.map { " width=\"\($0)\" height=\"\($0 * height / width)\"" } ?? "")
      + " aria-label=\"Active days of \(year)\" xmlns=\"http://www.w3.org/2000/svg\">"
    let initials = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]
    for month in 1...12 {
      let index = LocalDate(year: year, month: month, day: 1).dayNumber - first.dayNumber
      let fill = fills.map { " fill=\"\($0[5])\"" } ?? ""
      svg +=
        "<text x=\"\((index + offset) / 7 * pitch)\" y=\"10\"\(fill)>\(initials[month - 1])</text>"
    }
    for index in 0..<days {
      let day = first.dayNumber + index
      let x = (index + offset) / 7 * pitch
      let y = top + (index + offset) % 7 * pitch
      let minutes = minutesByDay[day] ?? 0
      svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"10\" height=\"10\" rx=\"2\""
      svg += fills.map { " fill=\"\($0[level(minutes)])\"" } ?? " class=\"h\(level(minutes))\""
      if minutes > 0, fills == nil {
        let civil = CivilDateTime(dayNumber: Int64(day))
        svg +=
          "><title>\(ReportFormatting.readableDate(civil)) · "
          + "\(NumberText.fixed(minutes, decimals: 0)) min</title></rect>"
      } else {
        svg += "/>"
      }
    }
    return svg + "</svg>"
  }

  /// Shade class 0…4 for active minutes.
  static func level(_ minutes: Double) -> Int {
    switch minutes {
    case ..<0.5: 0
    case ..<30: 1
    case ..<60: 2
    case ..<120: 3
    default: 4
    }
  }
}
