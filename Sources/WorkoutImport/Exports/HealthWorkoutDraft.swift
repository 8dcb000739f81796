import Foundation

/// One Apple Health `<Workout>` being assembled while `export.xml` streams by: its attributes and
/// what its `WorkoutStatistics`, `MetadataEntry` and `WorkoutRoute/FileReference` children say.
/// Values are already in SI units (``HealthUnit``).
struct HealthWorkoutDraft {
  /// `@workoutActivityType` (`HKWorkoutActivityTypeRunning`).
  var activityRaw: String?
  /// `@sourceName` (the app or device that recorded it: "Alice's Apple Watch").
  var sourceName: String?
  /// `@startDate` / `@endDate` (`2025-12-20 12:51:00 +0100`).
  var start: ISO8601Timestamp?
  var end: ISO8601Timestamp?
  /// `@duration` × `@durationUnit`, seconds: HealthKit's active time (pauses excluded).
  var activeSeconds: Double?
  /// `@totalDistance` × `@totalDistanceUnit` (exports before iOS 16), metres.
  var attributeDistance: Double?
  /// `@totalEnergyBurned` × `@totalEnergyBurnedUnit` (exports before iOS 16), kilocalories.
  var attributeEnergy: Double?
  /// `WorkoutStatistics` of a `HKQuantityTypeIdentifierDistance…` type, `@sum` × `@unit`, metres.
  var statisticsDistance: Double?
  /// `WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned"`, kilocalories.
  var statisticsEnergy: Double?
  /// `WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate"` `@average` / `@maximum`, bpm.
  var averageHeartRate: Double?
  var maximumHeartRate: Double?
  /// `MetadataEntry key="HKElevationAscended"` ("123 cm"), metres.
  var elevationGain: Double?
  /// `MetadataEntry key="HKTimeZone"` ("Europe/Paris"), as written.
  var timeZone: String?
  /// `MetadataEntry key="HKIndoorWorkout"` (1 indoor, 0 outdoor).
  var indoor: Bool?
  /// `MetadataEntry key="HKSwimmingLocationType"` (1 pool, 2 open water).
  var swimmingLocation: Int?
  /// `WorkoutRoute/FileReference/@path` (`/workout-routes/route_….gpx`).
  var routePath: String?
}

/// Counters behind an Apple Health export's warnings (one sentence each).
struct HealthCounts {
  /// `<Workout>` elements seen.
  var workouts = 0
  /// Workouts without a readable `startDate` or `endDate`, or ending before they start: skipped.
  var undated = 0
  /// `HKTimeZone` values Foundation does not know, and the first of them.
  var unknownZones = 0
  var firstUnknownZone: String?
  /// Quantities whose unit is not one this reader converts (the value is ignored).
  var unknownUnits = 0
}

/// The units Apple Health writes in `export.xml` (HealthKit's `HKUnit` unit strings), converted
/// to SI (metres, seconds) and kilocalories. Factors: international mile 1,609.344 m, yard
/// 0.9144 m, foot 0.3048 m, thermochemical calorie 4.184 J (so 1 kJ = 1/4.184 kcal); HealthKit's
/// `Cal` is the kilocalorie and `cal` the small calorie.
enum HealthUnit {
  /// Metres per one `unit` of length (`m`, `km`, `cm`, `mi`, `yd`, `ft`); `nil` when unknown.
  static func metres(per unit: String) -> Double? {
    switch unit {
    case "m": 1
    case "km": 1000
    case "cm": 0.01
    case "mi": 1609.344
    case "yd": 0.9144
    case "ft": 0.3048
    default: nil
    }
  }

  /// Kilocalories per one `unit` of energy (`kcal`, `Cal`, `kJ`, `J`, `cal`); `nil` when unknown.
  static func kilocalories(per unit: String) -> Double? {
    switch unit {
    case "kcal", "Cal": 1
    case "kJ": 1 / 4.184
    case "J": 1 / 4184
    case "cal": 0.001
    default: nil
    }
  }

  /// Seconds per one `unit` of time (`s`, `ms`, `min`, `hr`, `h`, `d`); `nil` when unknown.
  static func seconds(per unit: String) -> Double? {
    switch unit {
    case "s", "sec": 1
    case "ms": 0.001
    case "min": 60
    case "hr", "h": 3600
    case "d": 86_400
    default: nil
    }
  }

  /// A metadata quantity written as number, one space, unit (`"123 cm"`, `"40.5 m"`), in metres;
  /// `nil` when it is not such a length.
  static func length(_ text: String) -> Double? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2, let value = DecimalText.number(parts[0]), value.isFinite,
      let factor = metres(per: String(parts[1]))
    else { return nil }
    return value * factor
  }
}
