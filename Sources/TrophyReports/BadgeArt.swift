import Achievements

/// Pictograms that say what a badge is, drawn on the badge face instead of its text glyph: clock
/// hands for the hour badges (the hour written small below), and a picture for each holiday
/// (fireworks for New Year's Eve and Day, a heart, an egg, a pumpkin, a tree, a star). Other
/// badges keep their text glyph. Coordinates are in the badge's 100 × 100 viewBox, computed
/// once with python3 (clock positions at radius 17 around (50, 50)) and written out, so output
/// never depends on the platform's trigonometry.
enum BadgeArt {
  /// Hour-hand tips for 12, 1, …, 11 o'clock.
  static let hourTips: [(Double, Double)] = [
    (50.0, 33.0), (58.5, 35.3), (64.7, 41.5), (67.0, 50.0), (64.7, 58.5), (58.5, 64.7),
    (50.0, 67.0), (41.5, 64.7), (35.3, 58.5), (33.0, 50.0), (35.3, 41.5), (41.5, 35.3),
  ]

  /// Eight rays of a firework burst around (50, 44), radius 7 to 18.
  static let burst =
    "M50 37L50 26M54.9 39.1L62.7 31.3M57 44L68 44M54.9 48.9L62.7 56.7M50 51L50 62"
    + "M45.1 48.9L37.3 56.7M43 44L32 44M45.1 39.1L37.3 31.3"

  /// The pictogram for a badge's group in colour `ink` (accent `accent`), or `nil` to keep the
  /// text glyph.
  static func pictogram(group: String, ink: String, accent: String) -> String? {
    if case .workoutsCoveringHour(let hour)? = AchievementMetric(group: group) {
      return clock(hour: hour, ink: ink)
    }
    guard case .holidayDates(let holiday)? = AchievementMetric(group: group) else { return nil }
    let fill = "fill=\"\(ink)\""
    switch holiday {
    case .newYearsDay, .newYearsEve:
      return "<path d=\"\(burst)\" stroke=\"\(ink)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
        + "<circle cx=\"50\" cy=\"44\" r=\"3.5\" \(fill)/>"
        + "<text x=\"50\" y=\"77\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"800\""
        + " \(fill)>\(holiday == .newYearsDay ? "1 JAN" : "31 DEC")</text>"
    case .valentinesDay:
      return "<path d=\"M50 74 C22 56 26 30 41 31 C46 31.5 49 35 50 39 C51 35 54 31.5 59 31"
        + " C74 30 78 56 50 74 Z\" \(fill)/>"
    case .easterSunday:
      return "<ellipse cx=\"50\" cy=\"52\" rx=\"17\" ry=\"22\" \(fill)/>"
        + "<path d=\"M34 50 L40 45 L46 50 L52 45 L58 50 L64 45 L66 47\" fill=\"none\""
        + " stroke=\"\(accent)\" stroke-width=\"3.5\" stroke-linejoin=\"round\"/>"
    case .halloween:
      return "<path d=\"M48 30 H54 L53 38 H49 Z\" \(fill)/>"
        + "<ellipse cx=\"50\" cy=\"56\" rx=\"24\" ry=\"18\" \(fill)/>"
        + "<path d=\"M38 52 L44 46 L46 54 Z M62 52 L56 46 L54 54 Z M40 62 H60 L57 66 H43 Z\""
        + " fill=\"\(accent)\"/>"
    case .christmasEve, .christmasDay:
      let star =
        holiday == .christmasDay
        ? "<path d=\"M50 19 L52.4 24.6 L58.4 25 L53.8 28.9 L55.3 34.8 L50 31.6 L44.7 34.8"
          + " L46.2 28.9 L41.6 25 L47.6 24.6 Z\" fill=\"\(accent)\"/>" : ""
      return "<path d=\"M50 28 L63 46 H56 L67 62 H57 L69 76 H31 L43 62 H33 L44 46 H37 Z\" \(fill)/>"
        + "<path d=\"M46 76 H54 V83 H46 Z\" \(fill)/>" + star
    case .leapDay:
      return nil
    }
  }

  /// Clock hands showing `hour` (0…23): the hour hand at hour mod 12, the minute hand at 12,
  /// and the hour as two digits below the centre.
  static func clock(hour: Int, ink: String) -> String {
    let tip = hourTips[((hour % 12) + 12) % 12]
    let label = hour < 10 ? "0\(hour)" : "\(hour)"
    return "<path d=\"M50 50 L\(tip.0) \(tip.1)\" stroke=\"\(ink)\" stroke-width=\"5\""
      + " stroke-linecap=\"round\"/><path d=\"M50 50 L50 27\" stroke=\"\(ink)\""
      + " stroke-width=\"3\" stroke-linecap=\"round\"/><circle cx=\"50\" cy=\"50\" r=\"4\""
      + " fill=\"\(ink)\"/><text x=\"50\" y=\"76\" text-anchor=\"middle\" font-size=\"12\""
      + " font-weight=\"800\" fill=\"\(ink)\">\(label):00</text>"
  }
}
