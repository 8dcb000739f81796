/// A distance or a time window that best efforts are measured over, with the plausibility bound
/// that no real effort can beat (the gate behind ``BestEffort/Check/fasterThanWorldRecord``).
///
/// The target lists follow `notes/best-efforts.md` of the project's design material (Strava's
/// running distances plus 30 km and 50 km; Strava/Garmin cycling distances; pool and open-water
/// swimming distances; the Cooper test's 12 minutes and the hour).
public struct BestEffortTarget: Sendable, Hashable, Identifiable {
  /// What is measured.
  public enum Measure: Sendable, Hashable {
    /// The fastest elapsed time over this many metres.
    case distance(meters: Double)
    /// The longest distance covered in this many seconds.
    case duration(seconds: Double)
  }

  /// Stable identifier, `<family>.<target>`, e.g. `running.5k`, `cycling.100mi`, `running.12min`.
  public var id: String
  /// Display name, e.g. "5 km", "Half Marathon", "12 minutes".
  public var name: String
  /// The distance or duration.
  public var measure: Measure
  /// The bound no genuine effort beats: for a distance, the fewest seconds (at or below the
  /// standing men's world record, World Athletics / World Aquatics, rounded down); for a duration,
  /// the most metres (at or above the record distance, rounded up).
  public var bound: Double

  /// Creates a target.
  public init(id: String, name: String, measure: Measure, bound: Double) {
    self.id = id
    self.name = name
    self.measure = measure
    self.bound = bound
  }

  /// Metres in one international mile.
  public static let mileMeters = 1_609.344

  /// The targets for an activity: running (incl. its trail/treadmill variants), cycling and
  /// swimming have targets; other activities have none.
  public static func targets(for activity: ActivityType) -> [BestEffortTarget] {
    switch activity {
    case .running: running
    case .cycling: cycling
    case .swimming: swimming
    default: []
    }
  }

  /// Running: 400 m … 50 km (world records: 400 m 43.03 s, 1,000 m 2:11.96, mile 3:43.13, 2 miles
  /// 7:58.61, 5,000 m 12:35.36, 10,000 m 26:11.00, half marathon 57:30, marathon 2:00:35; the
  /// other bounds lie below the Riegel curve through the 10,000 m record, exponent 1.06), and
  /// the Cooper 12 minutes (bound 4,800 m) and the hour (bound 21,400 m; record 21,330 m).
  public static let running: [BestEffortTarget] = [
    distance("running.400m", "400 m", 400, 43),
    distance("running.half_mile", "½ mile", mileMeters / 2, 100),
    distance("running.1k", "1 km", 1_000, 131),
    distance("running.1mi", "1 mile", mileMeters, 223),
    distance("running.2mi", "2 miles", 2 * mileMeters, 478),
    distance("running.5k", "5 km", 5_000, 755),
    distance("running.10k", "10 km", 10_000, 1_571),
    distance("running.15k", "15 km", 15_000, 2_400),
    distance("running.10mi", "10 miles", 10 * mileMeters, 2_600),
    distance("running.20k", "20 km", 20_000, 3_270),
    distance("running.half_marathon", "Half Marathon", 21_097.5, 3_449),
    distance("running.30k", "30 km", 30_000, 5_030),
    distance("running.marathon", "Marathon", 42_195, 7_230),
    distance("running.50k", "50 km", 50_000, 8_660),
    duration("running.12min", "12 minutes", 720, 4_800),
    duration("running.1h", "1 hour", 3_600, 21_400),
  ]

  /// Cycling: 10 … 100 km and 100 miles, and the hour. Road descents and drafting beat the track
  /// hour record (56,792 m), so the bound is a 25 m/s (90 km/h) average over the window.
  public static let cycling: [BestEffortTarget] =
    [
      ("cycling.10k", "10 km", 10_000.0), ("cycling.20k", "20 km", 20_000),
      ("cycling.40k", "40 km", 40_000), ("cycling.50k", "50 km", 50_000),
      ("cycling.100k", "100 km", 100_000), ("cycling.100mi", "100 miles", 100 * mileMeters),
    ].map { distance($0.0, $0.1, $0.2, $0.2 / 25) } + [
      duration("cycling.1h", "1 hour", 3_600, 90_000)
    ]

  /// Swimming: 100, 400, 750, 1,500 m and the mile (world records: 100 m 46.40 s, 400 m 3:40.07,
  /// 800 m 7:32.12, 1,500 m 14:30.67; 750 m and the mile are bounded from the 800 m and 1,500 m
  /// records' pace).
  public static let swimming: [BestEffortTarget] = [
    distance("swimming.100m", "100 m", 100, 46),
    distance("swimming.400m", "400 m", 400, 220),
    distance("swimming.750m", "750 m", 750, 410),
    distance("swimming.1500m", "1,500 m", 1_500, 870),
    distance("swimming.1mi", "1 mile", mileMeters, 930),
  ]

  private static func distance(_ id: String, _ name: String, _ meters: Double, _ bound: Double)
    -> BestEffortTarget
  {
    BestEffortTarget(id: id, name: name, measure: .distance(meters: meters), bound: bound)
  }

  private static func duration(_ id: String, _ name: String, _ seconds: Double, _ bound: Double)
    -> BestEffortTarget
  {
    BestEffortTarget(id: id, name: name, measure: .duration(seconds: seconds), bound: bound)
  }
}
