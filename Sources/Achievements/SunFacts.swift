import Foundation

/// When, during one workout, each sun badge (``SunBadge``) was earned, from the sun at the
/// workout's first position (``SolarDay``, ``SolarEquations``, ``Season``).
///
/// Rules (one set, the catalog's descriptions say the same):
/// - Only outdoor workouts with a position count: indoor (treadmill, trainer, pool) and virtual
///   ones, and those without a position, have no sun facts.
/// - The workout is the span `[start, end]` (end capped at 48 h, like ``WorkoutFacts``).
/// - Sunrise and sunset (``SolarDay``, the sun's upper limb on the horizon, zenith 90.833°) of
///   every local date the workout touched and the dates either side: a badge when the workout
///   started before the event and ended after it (`start < event < end`); earned at the event.
///   Looked up only when the sun may cross the horizon during the workout (its elevation at the
///   start and end on either side, or close enough to go there and back at 15° an hour).
/// - Golden hour: the sun's centre between 4° below and 6° above the horizon (geometric
///   elevation, no refraction), the band photographers use (Wikipedia, "Golden hour
///   (photography)"); earned at the first instant of the workout in that band. Found by
///   stepping: the elevation changes at most 15° an hour, so from an elevation `d` degrees
///   outside the band the next look is `d / 0.26` minutes later (at least 20 s).
/// - Midnight sun: a local midnight (00:00 in the workout's zone) inside `[start, end)` with the
///   sun's upper limb above the horizon (elevation above −0.833°, the sunrise rule); earned then.
/// - Longest day and equinoxes: the workout touched the local date (in its zone) on which the
///   season starts (``Season``): the June solstice at latitudes ≥ 0, the December solstice
///   south of the equator; earned at the first instant on that date.
public struct SunFacts: Sendable, Hashable {
  /// The golden-hour band of the sun's geometric elevation, degrees.
  public static let goldenHourElevation: ClosedRange<Double> = -4...6
  /// The fastest the sun's elevation changes, degrees per second (15° an hour, with a margin).
  static let maximumElevationRate = 0.26 / 60

  /// Instant each badge was earned during the workout, by ``SunBadge`` (absent: not earned).
  public let earned: [SunBadge: Date]

  /// The sun facts of a workout from `start` to `end` (UTC; `end` already capped and not before
  /// `start`) at `latitude`, `longitude` in `zone`, touching local `dates` (ascending).
  public init(
    latitude: Double, longitude: Double, start: Date, end: Date, zone: TimeZone,
    dates: [LocalDate]
  ) {
    var earned: [SunBadge: Date] = [:]
    let elevation = { (instant: Date) in
      SolarEquations.elevationDegrees(at: instant, latitude: latitude, longitude: longitude)
    }
    let span = end.timeIntervalSince(start)
    let startElevation = elevation(start)
    let reach = span * Self.maximumElevationRate
    let horizon = SolarDay.horizonElevationDegrees
    // Sunrise and sunset: only when the sun may cross the horizon during the workout: the
    // start and end lie on either side of it, or the way there and back fits in the span.
    let endElevation = elevation(end)
    let mayCross =
      (startElevation - horizon).sign != (endElevation - horizon).sign
      || abs(startElevation - horizon) + abs(endElevation - horizon) <= reach + 0.5
    if mayCross, let first = dates.first, let last = dates.last {
      for dayNumber in (first.dayNumber - 1)...(last.dayNumber + 1) {
        let day = SolarDay(
          date: LocalDate(dayNumber: dayNumber), latitude: latitude, longitude: longitude,
          timeZone: zone)
        for (badge, event) in [(SunBadge.sunrise, day.sunrise), (.sunset, day.sunset)] {
          guard let event, start < event, event < end else { continue }
          if earned[badge].map({ event < $0 }) ?? true { earned[badge] = event }
        }
      }
    }
    if let golden = Self.firstInstant(
      in: Self.goldenHourElevation, from: start, to: end, startElevation: startElevation,
      elevation: elevation)
    {
      earned[.goldenHour] = golden
    }
    for date in dates {
      let midnight = Self.localMidnight(of: date, in: zone)
      if start <= midnight, midnight < end, elevation(midnight) > horizon {
        earned[.midnightSun] = earned[.midnightSun] ?? midnight
      }
      let firstOnDate = date == dates.first ? start : max(start, midnight)
      let solstice: Season = latitude >= 0 ? .juneSolstice : .decemberSolstice
      for (badge, season) in [
        (SunBadge.longestDay, solstice), (.marchEquinox, .marchEquinox),
        (.septemberEquinox, .septemberEquinox),
      ] where earned[badge] == nil && Self.mayBe(season, date) {
        if season.localDate(year: date.year, in: zone) == date { earned[badge] = firstOnDate }
      }
    }
    self.earned = earned
  }

  /// The first instant in `[start, end]` at which `elevation` lies in `band`, or `nil`.
  static func firstInstant(
    in band: ClosedRange<Double>, from start: Date, to end: Date, startElevation: Double,
    elevation: (Date) -> Double
  ) -> Date? {
    var instant = start
    var value = startElevation
    while true {
      if band.contains(value) { return instant }
      if instant >= end { return nil }
      let distance = value < band.lowerBound ? band.lowerBound - value : value - band.upperBound
      let step = max(20, distance / maximumElevationRate)
      instant = min(end, instant.addingTimeInterval(step))
      value = elevation(instant)
    }
  }

  /// The UTC instant of 00:00 on local `date` in `zone` (offset read at that instant).
  static func localMidnight(of date: LocalDate, in zone: TimeZone) -> Date {
    let utc = Double(date.dayNumber) * 86_400
    let guess = utc - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: utc)))
    return Date(
      timeIntervalSince1970: utc
        - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))))
  }

  /// Whether `date` can be the start of `season` at all (seasons start on the 19th–23rd of
  /// their month in any zone), to skip the computation on other dates.
  static func mayBe(_ season: Season, _ date: LocalDate) -> Bool {
    let month =
      switch season {
      case .marchEquinox: 3
      case .juneSolstice: 6
      case .septemberEquinox: 9
      case .decemberSolstice: 12
      }
    return date.month == month && (19...23).contains(date.day)
  }
}
