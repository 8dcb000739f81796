import Foundation
import WorkoutModel

/// The local-calendar facts achievements need about one workout, computed once per workout.
///
/// Rules (one rule everywhere):
/// - A workout *counts on the local date of its start* for every count and streak badge
///   (``startDate``, ``isoWeek``); a run 23:30–00:30 counts on the first day only.
/// - Hour and holiday badges use *everything the workout covers* from start to end: every local
///   hour touched (``hourMask``) and every local date touched (``coveredDates``); a 05:50–07:10 run
///   covers hours 5, 6 and 7, and a 23:30–00:30 run covers two dates and hours 23 and 0. The
///   span is half-open, `[start, end)`: a 06:00–07:00 run covers hour 6 only, and a workout
///   with end = start covers its start hour.
/// - Local time is the workout's own zone with that zone's rules at each instant (DST included),
///   so a run 2024-03-31 00:30–01:30 UTC in Europe/Berlin covers local 01 and 03 but not 02.
/// - A missing end, or an end before the start, means end = start.
/// - Only the first ``coverageCapSeconds`` (48 h) after the start count as covered, so a broken
///   end timestamp cannot light up every hour and date; 48 h already covers all 24 hours and at
///   most three or four local dates.
/// - Values come from outside (files, exports, library rows written by older versions), so they
///   are checked once here, where they enter the engine: a distance or climb outside
///   ``Plausibility/distance`` (0 … 100,000 km) and an active time outside
///   ``Plausibility/spanSeconds`` count as 0, and a start more than ``maximumEpochSeconds``
///   from 1970 gives no facts (issue 17: a 1e22 m Strava distance in a library trapped every
///   later `report`). The name in ``reference`` is cut to ``TextCap`` (a 1 MB name stored by an
///   older version made `report` take seconds per workout).
public struct WorkoutFacts: Sendable, Hashable {
  /// Longest stretch after the start that counts as covered: 48 h, in seconds.
  public static let coverageCapSeconds: TimeInterval = 48 * 3600
  /// Farthest start from 1970 the engine takes, seconds (about 317,000 years): any local hour
  /// index and day number of such an instant fits an `Int`.
  public static let maximumEpochSeconds: TimeInterval = 1e13

  /// UTC start.
  public let startUTC: Date
  /// UTC end, never before ``startUTC``.
  public let endUTC: Date
  /// Local date of the start, in the workout's zone.
  public let startDate: LocalDate
  /// ISO 8601 week of ``startDate``.
  public var isoWeek: ISOWeek { startDate.isoWeek }
  /// Local hours of day covered: bit `h` (0…23) set when the workout was active during local hour
  /// `h` (capped at 48 h).
  public let hourMask: UInt32
  /// Local dates covered from start to (capped) end, ascending, without repeats.
  public var coveredDates: [LocalDate] {
    (0..<8).compactMap { bit in
      coveredDayMask & (1 << UInt8(bit)) == 0
        ? nil : LocalDate(dayNumber: startDate.dayNumber + Int(coveredDayBase) + bit)
    }
  }
  /// The covered dates as bits: bit `b` set when the date ``coveredDayBase`` + `b` days after
  /// ``startDate`` is covered (48 h and one offset change reach at most 5 dates).
  let coveredDayMask: UInt8
  /// First covered date, in days after ``startDate`` (−1 when a zone's clock fell back over
  /// midnight before the start date's first hour was left, else 0).
  let coveredDayBase: Int8
  /// The workout's canonical activity.
  public let activity: ActivityType
  /// Where ``timeZoneIdentifier`` came from.
  public let timeZoneSource: TimeZoneSource
  /// Done indoors (treadmill, trainer, pool).
  public let isIndoor: Bool
  /// Done in a virtual world.
  public let isVirtual: Bool
  /// IANA zone identifier of the workout.
  public let timeZoneIdentifier: String
  /// The file the workout came from (``WorkoutReference/file``).
  let file: String
  /// The workout's name cut to ``TextCap`` (``WorkoutReference/name``).
  let name: String?
  /// Reference to the workout, for `earnedBy`.
  public var reference: WorkoutReference {
    WorkoutReference(file: file, name: name, startUTC: startUTC, activity: activity)
  }
  /// Its place in the one order of workouts (``WorkoutOrder``).
  public var order: WorkoutOrder {
    WorkoutOrder(startUTC: startUTC, source: file, name: name, endUTC: endUTC, activity: activity)
  }
  /// Distance in metres (0 when the workout has none).
  public let distanceMeters: Double
  /// Moving time in seconds, or the elapsed time when the moving time is 0 (unknown).
  public let activeSeconds: Double
  /// Elevation gain in metres (0 when unknown; never counted for swims).
  public let elevationGainMeters: Double
  /// Best efforts, countries, the sun and tiles, `nil` when the workout has none of them (most
  /// workouts without a track): one reference instead of about 60 bytes of empty values.
  let track: Track?
  /// The workout's best efforts (``Workout/bestEfforts``).
  public var bestEfforts: [BestEffort] { track?.bestEfforts ?? [] }
  /// The countries its track passed (``Workout/countries``); `nil` when none were found.
  public var countries: CountryVisits? { track?.countries }
  /// The sun at its first position (``SunFacts``); `nil` for indoor and virtual workouts and
  /// those without a position.
  public var sun: SunFacts? { track?.sun }
  /// The tiles its track passed through (``Workout/countedExplorerTiles``), carried through for
  /// ``ExplorerArea``; `nil` when not computed, ticked by rule (indoor, virtual, a trip) or
  /// none.
  public var explorerTiles: ExplorerTiles? { track?.explorerTiles }
  /// The gear it was done with (``GearUse/name(_:)`` of ``Workout/gear``); `nil` for none.
  public var gear: String? { track?.gear }

  /// Computes the facts of `workout`; `nil` when it has no start time or one farther than
  /// ``maximumEpochSeconds`` from 1970.
  public init?(_ workout: Workout) {
    guard let start = workout.summary.startUTC,
      abs(start.timeIntervalSince1970) <= Self.maximumEpochSeconds
    else { return nil }
    var end = workout.summary.endUTC ?? start
    if !(end >= start) || !end.timeIntervalSince1970.isFinite { end = start }
    let zone = workout.localTimeZone
    let cappedEnd = min(end, start.addingTimeInterval(WorkoutFacts.coverageCapSeconds))
    let coverage = WorkoutFacts.coverage(start: start, end: cappedEnd, zone: zone)
    self.startUTC = start
    self.endUTC = end
    self.startDate = coverage.startDate
    self.hourMask = coverage.hourMask
    (self.coveredDayBase, self.coveredDayMask) = Self.dayBits(
      coverage.dates, from: coverage.startDate)
    self.activity = workout.activity
    self.timeZoneIdentifier = workout.timeZoneIdentifier
    self.timeZoneSource = workout.timeZoneSource
    self.file = workout.source
    self.name = workout.name.map { TextCap.capped($0).text }
    let summary = workout.summary
    self.distanceMeters = Self.known(summary.distanceMeters, Plausibility.distance)
    let moving = Self.known(summary.movingTimeSeconds, Plausibility.spanSeconds)
    self.activeSeconds =
      moving > 0 ? moving : Self.known(summary.durationSeconds, Plausibility.spanSeconds)
    self.elevationGainMeters =
      workout.activity == .swimming
      ? 0 : Self.known(summary.elevationGainMeters, Plausibility.distance)
    self.isIndoor = workout.isIndoor
    self.isVirtual = workout.isVirtual
    var sun: SunFacts?
    if !workout.isIndoor, !workout.isVirtual, let position = workout.firstPosition {
      sun = SunFacts(
        latitude: position.latitude, longitude: position.longitude, start: start, end: cappedEnd,
        zone: zone, dates: coverage.dates)
    }
    // No tiles is as none ticked (``ExplorerArea`` skips both): a workout without points
    // (an Apple Health or Strava summary) ticks an empty set, which took a `Track` (88 bytes)
    // for each of them.
    let tiles = workout.countedExplorerTiles
    self.track = Track(
      bestEfforts: workout.bestEfforts, countries: workout.countedCountries, sun: sun,
      explorerTiles: tiles?.isEmpty == true ? nil : tiles, gear: GearUse.name(workout.gear))
  }

  /// `dates` (ascending, unique) as a first date in days after `start` and a bit per date after
  /// it. Local time moves at most 48 h plus one change of UTC offset (offsets lie within ±26 h)
  /// over the capped span, so the dates lie within 5 days of each other and of `start`.
  private static func dayBits(_ dates: [LocalDate], from start: LocalDate) -> (Int8, UInt8) {
    guard let first = dates.first else { return (0, 0) }
    var mask: UInt8 = 0
    for date in dates {
      let bit = date.dayNumber - first.dayNumber
      if bit >= 0, bit < 8 { mask |= 1 << UInt8(bit) }
    }
    return (Int8(clamping: first.dayNumber - start.dayNumber), mask)
  }

  /// `value` when it lies in `range` (so it is finite), else 0.
  private static func known(_ value: Double?, _ range: ClosedRange<Double>) -> Double {
    guard let value, range.contains(value) else { return 0 }
    return value
  }

  /// Whether the workout covered local hour `hour` (0…23).
  public func covers(hour: Int) -> Bool {
    hour >= 0 && hour < 24 && hourMask & (UInt32(1) << UInt32(hour)) != 0
  }

  /// Local hours covered, ascending.
  public var hoursCovered: [Int] { (0..<24).filter { covers(hour: $0) } }

  /// The first instant at which the workout was in a local hour for which `matches(hour, date)`
  /// holds (hour of day 0…23 and local date), within the same 48 h-capped span as the coverage;
  /// `nil` when it never was. Badges for an hour or a date are earned at this instant: a run
  /// from 11:40 to 12:20 earns Lunch Break at 12:00, not at 11:40.
  public func firstInstant(where matches: (_ hour: Int, _ date: LocalDate) -> Bool) -> Date? {
    let zone = TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    let end = min(endUTC, startUTC.addingTimeInterval(WorkoutFacts.coverageCapSeconds))
    var found: Date?
    WorkoutFacts.walk(start: startUTC, end: end, zone: zone) { instant, hourIndex in
      let date = LocalDate(dayNumber: CivilDateTime.floorDiv(hourIndex, 24))
      guard matches(CivilDateTime.floorMod(hourIndex, 24), date) else { return true }
      found = instant
      return false
    }
    return found
  }

  /// Walks the local hours of `[start, end)`, plus `start` itself when `end <= start`.
  ///
  /// Visits `start`, then each instant before `end` where the local hour may change (the next
  /// local hour boundary at the current offset, or the zone's next offset transition if earlier);
  /// every local hour and date touched is seen at one of these instants. At most ~50 steps.
  static func coverage(start: Date, end: Date, zone: TimeZone) -> (
    startDate: LocalDate, hourMask: UInt32, dates: [LocalDate]
  ) {
    var mask: UInt32 = 0
    var dayNumbers: [Int] = []
    var firstDay: Int?
    walk(start: start, end: end, zone: zone) { _, hourIndex in
      let day = CivilDateTime.floorDiv(hourIndex, 24)
      mask |= UInt32(1) << UInt32(CivilDateTime.floorMod(hourIndex, 24))
      if firstDay == nil { firstDay = day }
      if !dayNumbers.contains(day) { dayNumbers.append(day) }
      return true
    }
    dayNumbers.sort()
    let startDate = LocalDate(dayNumber: firstDay ?? 0)
    return (startDate, mask, dayNumbers.map { LocalDate(dayNumber: $0) })
  }

  /// Calls `visit(instant, local hour index since 1970)` at `start` and at each instant before
  /// `end` where the local hour may change, until `visit` returns `false`.
  static func walk(
    start: Date, end: Date, zone: TimeZone, _ visit: (Date, Int) -> Bool
  ) {
    var instant = start
    var transition = zone.nextDaylightSavingTimeTransition(after: instant)
    while true {
      if let t = transition, t <= instant {
        transition = zone.nextDaylightSavingTimeTransition(after: instant)
      }
      let offset = Double(zone.secondsFromGMT(for: instant))
      let localSeconds = instant.timeIntervalSince1970 + offset
      let hourIndex = Int(saturating: (localSeconds / 3600).rounded(.down))
      guard visit(instant, hourIndex) else { return }
      var next = Date(timeIntervalSince1970: (Double(hourIndex) + 1) * 3600 - offset)
      if let t = transition, t < next { next = t }
      // Half-open: the end instant itself is not covered; `next > instant` always holds.
      if next >= end || next <= instant { return }
      instant = next
    }
  }
}
