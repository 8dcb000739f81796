import WorkoutModel

/// Timestamps for the generated files that do not depend on Foundation's locale or time-zone
/// database, so the generated files are byte-identical everywhere. The calendar itself (day
/// numbers, weekdays, date text) is WorkoutModel's ``CivilDateTime``; numbers are
/// ``NumberText``.
///
/// Instants are integer seconds since 1970-01-01T00:00:00Z. Days are counted from the same epoch
/// ("day numbers"); the civil-date conversions are the package's one implementation of Howard
/// Hinnant's `days_from_civil` / `civil_from_days` (``CivilDateTime``, proleptic Gregorian).
enum CivilTime {
  /// The day number of a Gregorian date.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    Int(CivilDateTime.days(fromYear: year, month: month, day: day))
  }

  /// The Gregorian (year, month, day) of a day number.
  static func civil(_ dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    CivilDateTime.civil(fromDays: Int64(dayNumber))
  }

  /// "2025-05-03T05:12:00Z", optionally with ".000" (or given) milliseconds, in UTC.
  static func utcStamp(_ instant: Int, millis: Int? = nil) -> String {
    stamp(instant, offsetSeconds: 0, millis: millis, zulu: true)
  }

  /// "2025-05-03T07:12:00+02:00": the local wall clock at `offsetSeconds` east of UTC.
  static func localStamp(_ instant: Int, offsetSeconds: Int, millis: Int? = nil) -> String {
    stamp(instant, offsetSeconds: offsetSeconds, millis: millis, zulu: false)
  }

  /// "2025-05-03": the local date at the given offset.
  static func localDate(_ instant: Int, offsetSeconds: Int) -> String {
    let (y, m, d) = civil(CivilDateTime.floorDiv(instant + offsetSeconds, 86_400))
    return CivilDateTime.dateText(year: y, month: m, day: d)
  }

  /// Zero-padded decimal of a non-negative integer.
  static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }

  private static func stamp(_ instant: Int, offsetSeconds: Int, millis: Int?, zulu: Bool) -> String
  {
    let local = instant + offsetSeconds
    let day = CivilDateTime.floorDiv(local, 86_400)
    let second = local - day * 86_400
    let (y, m, d) = civil(day)
    var text = CivilDateTime.dateText(year: y, month: m, day: d) + "T"
    text += "\(pad(second / 3600, 2)):\(pad(second % 3600 / 60, 2)):\(pad(second % 60, 2))"
    if let millis { text += "." + pad(millis, 3) }
    if zulu { return text + "Z" }
    let sign = offsetSeconds < 0 ? "-" : "+"
    let magnitude = abs(offsetSeconds)
    return text + "\(sign)\(pad(magnitude / 3600, 2)):\(pad(magnitude % 3600 / 60, 2))"
  }
}
