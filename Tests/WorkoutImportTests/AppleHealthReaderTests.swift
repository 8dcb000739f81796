import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// The invented export `Fixtures/AppleHealth/apple_health_export/` (structure of a real
/// `export.zip` unpacked: `export.xml` with Apple's internal DTD subset shape, `export_cda.xml`,
/// `workout-routes/route_….gpx`). Expected values are worked out by hand from the fixture's
/// attributes; the conversions are HealthKit's units: 1 km = 1,000 m, 1 yd = 0.9144 m,
/// 1 mi = 1,609.344 m, 1 kcal = 4.184 kJ, HealthKit's `Cal` = 1 kcal.
@Suite("Apple Health export.xml")
struct AppleHealthReaderTests {
  static let folder = Fixtures.directory.appendingPathComponent("AppleHealth/apple_health_export")
  static let exportPath = folder.appendingPathComponent("export.xml").path

  static func export() throws -> ParsedFile {
    let file = WorkoutFileReader.read(path: exportPath)
    #expect(file.error == nil)
    #expect(file.format == .appleHealth)
    return file
  }

  /// Five `<Workout>`s; the `Record`s, the `Correlation` and the `ActivitySummary` are not.
  @Test("every Workout is a workout, in file order; records are skipped")
  func workouts() throws {
    let file = try Self.export()
    #expect(
      file.workouts.map(\.activityRaw) == [
        "HKWorkoutActivityTypeRunning", "HKWorkoutActivityTypeSwimming",
        "HKWorkoutActivityTypeCycling", "HKWorkoutActivityTypeTennis",
        "HKWorkoutActivityTypeUnderwaterBasketWeaving",
      ])
    #expect(file.workouts.allSatisfy { $0.format == .appleHealth && $0.segments.isEmpty })
    #expect(file.creator == "Test Watch")
  }

  /// startDate 2025-03-16 10:35:12 +0100 = 09:35:12Z = 1,742,117,712 s (python3
  /// `datetime(2025,3,16,9,35,12,tzinfo=timezone.utc).timestamp()`); end 11:07:42 +0100, so
  /// elapsed 32 min 30 s = 1,950 s; duration 31.5 min = 1,890 s moving. 5.2 km = 5,200 m;
  /// 1,464.4 kJ / 4.184 = 350.0 kcal; HKElevationAscended 4500 cm = 45 m. The HKTimeZone of the
  /// heart-rate Record before it (Asia/Tokyo) must not leak into the workout.
  @Test("a routed run: times with offset, HKTimeZone, statistics, elevation, route path")
  func routedRun() throws {
    let run = try Self.export().workouts[0]
    #expect(run.activity == .running)
    #expect(run.activitySource == .file)
    #expect(run.creator == "Test Watch")
    #expect(run.summary.startUTC?.timeIntervalSince1970 == 1_742_117_712)
    #expect(run.summary.durationSeconds == 1950)
    #expect(run.summary.movingTimeSeconds == 1890)
    #expect(run.writtenUTCOffsetSeconds == 3600)
    #expect(run.timeZoneIdentifier == "Europe/Paris")
    #expect(run.timeZoneSource == .deviceZone)
    #expect(run.summary.distanceMeters == 5200)
    #expect(run.summary.distanceSource == .device)
    #expect(abs((run.summary.calories ?? 0) - 350.0) < 1e-9)
    #expect(run.summary.averageHeartRate == 148)
    #expect(run.summary.maximumHeartRate == 171)
    #expect(run.summary.elevationGainMeters == 45)
    #expect(run.isIndoor == false)
    #expect(run.routeFile == "/workout-routes/route_2025-03-16_10.35am.gpx")
    // Local start in Paris (CET, +01:00 until 2025-03-30): 10:35 on Sunday 16 March.
    let local = CivilDateTime(
      instant: try #require(run.summary.startUTC), timeZoneIdentifier: run.timeZoneIdentifier)
    #expect(local.dateMinuteString == "2025-03-16 10:35")
  }

  /// 07:00:00 −0400 = 11:00:00Z (1,751,626,800 s); 45 min 30 s = 2,730 s elapsed; 44.5 min =
  /// 2,670 s moving; 1,500 yd × 0.9144 = 1,371.6 m; 310 Cal = 310 kcal; HKSwimmingLocationType 1
  /// is a pool (indoor). New York is on EDT (−04:00) in July: local start 07:00.
  @Test("a route-less pool swim with WorkoutStatistics in yards and Cal")
  func poolSwim() throws {
    let swim = try Self.export().workouts[1]
    #expect(swim.activity == .swimming)
    #expect(swim.isIndoor)
    #expect(swim.summary.startUTC?.timeIntervalSince1970 == 1_751_626_800)
    #expect(swim.summary.durationSeconds == 2730)
    #expect(swim.summary.movingTimeSeconds == 2670)
    #expect(abs((swim.summary.distanceMeters ?? 0) - 1371.6) < 1e-9)
    #expect(swim.summary.calories == 310)
    #expect(swim.timeZoneIdentifier == "America/New_York")
    #expect(swim.timeZoneSource == .deviceZone)
    #expect(swim.routeFile == nil)
    let local = CivilDateTime(
      instant: try #require(swim.summary.startUTC), timeZoneIdentifier: swim.timeZoneIdentifier)
    #expect(local.hour == 7)
  }

  /// Pre-iOS-16 attributes: 12.5 mi × 1,609.344 = 20,116.8 m; 400 kcal; 1.25 hr = 4,500 s moving;
  /// 09:00 → 10:20 = 4,800 s elapsed. No HKTimeZone: the reader leaves the zone to the resolver
  /// (which uses the written +02:00, see the join tests).
  @Test("an old-style workout with totalDistance and totalEnergyBurned attributes")
  func oldStyle() throws {
    let ride = try Self.export().workouts[2]
    #expect(ride.activity == .cycling)
    #expect(abs((ride.summary.distanceMeters ?? 0) - 20_116.8) < 1e-9)
    #expect(ride.summary.calories == 400)
    #expect(ride.summary.movingTimeSeconds == 4500)
    #expect(ride.summary.durationSeconds == 4800)
    #expect(ride.writtenUTCOffsetSeconds == 7200)
    #expect(ride.timeZoneSource == .utcFallback)
    #expect(ride.creator == "Old Phone")
  }

  @Test("types without a word of their own are other; unknown HealthKit names have no source")
  func otherTypes() throws {
    let file = try Self.export()
    let tennis = file.workouts[3]
    #expect(tennis.activity == .other)
    #expect(tennis.activitySource == .file)
    #expect(tennis.isIndoor)  // HKIndoorWorkout 1
    let unknown = file.workouts[4]
    #expect(unknown.activity == .other)
    #expect(unknown.activitySource == nil)
    #expect(unknown.activityRaw == "HKWorkoutActivityTypeUnderwaterBasketWeaving")
  }

  @Test("an HKTimeZone that names no zone is ignored with a warning")
  func unknownZone() throws {
    let file = try Self.export()
    #expect(file.workouts[3].timeZoneSource == .utcFallback)
    let warning = try #require(file.warnings.first { $0.code == .deviceZoneUnknown })
    #expect(warning.count == 1)
    #expect(warning.message.contains("Mars/Olympus_Mons"))
  }

  @Test(
    "HealthKit activity names map onto the vocabulary",
    arguments: [
      ("HKWorkoutActivityTypeWalking", ActivityType.walking, false),
      ("HKWorkoutActivityTypeHiking", .hiking, false),
      ("HKWorkoutActivityTypeRowing", .rowing, false),
      ("HKWorkoutActivityTypeElliptical", .elliptical, true),
      ("HKWorkoutActivityTypeFunctionalStrengthTraining", .strengthTraining, false),
      ("HKWorkoutActivityTypeTraditionalStrengthTraining", .strengthTraining, false),
      ("HKWorkoutActivityTypeYoga", .yoga, false),
      ("HKWorkoutActivityTypeHighIntensityIntervalTraining", .highIntensityIntervalTraining, false),
      ("HKWorkoutActivityTypeCrossCountrySkiing", .crossCountrySkiing, false),
      ("HKWorkoutActivityTypeDownhillSkiing", .downhillSkiing, false),
      ("HKWorkoutActivityTypeSnowboarding", .snowboarding, false),
      ("HKWorkoutActivityTypeSkatingSports", .skatingSports, false),
      ("HKWorkoutActivityTypeStairClimbing", .stairClimbing, true),
      ("HKWorkoutActivityTypeClimbing", .climbing, false),
      ("HKWorkoutActivityTypeGolf", .golf, false),
      ("HKWorkoutActivityTypePaddleSports", .paddleSports, false),
      ("HKWorkoutActivityTypeSurfingSports", .surfingSports, false),
      ("HKWorkoutActivityTypeWheelchairRunPace", .wheelchair, false),
      ("HKWorkoutActivityTypeSwimBikeRun", .multisport, false),
      ("HKWorkoutActivityTypeSoccer", .other, false),
      ("HKWorkoutActivityTypeDance", .other, false),
      ("HKWorkoutActivityTypePilates", .other, false),
      ("HKWorkoutActivityTypeBoxing", .other, false),
      ("HKWorkoutActivityTypeWaterFitness", .other, false),
      ("HKWorkoutActivityTypeOther", .other, false),
    ] as [(String, ActivityType, Bool)])
  func typeMap(raw: String, type: ActivityType, indoor: Bool) throws {
    let text = Self.document(workouts: [
      "<Workout workoutActivityType=\"\(raw)\" sourceName=\"w\" "
        + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 10:30:00 +0000\"/>"
    ])
    let workout = try #require(Fixtures.read(text: text).workouts.first)
    #expect(workout.activity == type)
    #expect(workout.isIndoor == indoor)
    #expect(workout.activityRaw == raw)
  }

  /// A workout without a readable endDate is skipped and counted; one ending before it starts
  /// too. The third is kept (2024-01-01 10:00Z → 10:30Z = 1,800 s).
  @Test("workouts without readable dates are skipped with a warning")
  func undated() throws {
    let text = Self.document(workouts: [
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" sourceName=\"w\" "
        + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"yesterday\"/>",
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" sourceName=\"w\" "
        + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 09:00:00 +0000\"/>",
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeYoga\" sourceName=\"w\" "
        + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 10:30:00 +0000\"/>",
    ])
    let file = Fixtures.read(text: text)
    #expect(file.workouts.map(\.activity) == [.yoga])
    #expect(file.workouts.first?.summary.durationSeconds == 1800)
    #expect(file.warnings.first { $0.code == .workoutRefused }?.count == 2)
    #expect(file.warnings.first { $0.code == .timestampUnreadable }?.count == 1)
  }

  @Test("an export without any workout is no_activity")
  func noWorkout() {
    let file = Fixtures.read(text: Self.document(workouts: []))
    #expect(file.error?.category == .noActivity)
    #expect(file.format == .appleHealth)
  }

  /// An export.xml larger than the file limit but under the export limit is read; a GPX file of
  /// the same limits is refused as before (`security`). The fixture export is 7,370 bytes, the route
  /// GPX about 40 KB.
  @Test("HealthData documents have their own, larger size limit")
  func sizeLimit() throws {
    var limits = WorkoutFileReader.Limits(
      maximumFileBytes: 2_000, maximumDepth: 128, maximumPoints: 4_000_000)
    limits.maximumHealthExportBytes = 1_000_000
    let export = WorkoutFileReader.read(path: Self.exportPath, limits: limits)
    #expect(export.error == nil)
    #expect(export.workouts.count == 5)
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.exportPath))
    #expect(WorkoutFileReader.read(data: data, source: "e.xml", limits: limits).workouts.count == 5)
    let route = WorkoutFileReader.read(
      path: Self.folder.appendingPathComponent("workout-routes/route_2025-03-16_10.35am.gpx").path,
      limits: limits)
    #expect(route.error?.category == .security)
    limits.maximumHealthExportBytes = 5_000
    let tooBig = WorkoutFileReader.read(path: Self.exportPath, limits: limits)
    #expect(tooBig.error?.category == .security)
    #expect(tooBig.error?.message.contains("5000-byte limit") == true)
  }

  @Test("a folder finds export.xml and the routes, not export_cda.xml")
  func discovery() {
    let names = FileDiscovery.files(for: [Self.folder.path]).map {
      String($0.dropFirst(Self.folder.path.count))
    }
    #expect(names == ["/export.xml", "/workout-routes/route_2025-03-16_10.35am.gpx"])
  }

  /// A minimal export with the DTD's first line and `workouts` inside `HealthData`.
  static func document(workouts: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
    ]>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="p" unit="count" startDate="2024-01-01 08:00:00 +0000" endDate="2024-01-01 08:10:00 +0000" value="10"/>
    \(workouts.joined(separator: "\n"))
    </HealthData>
    """
  }
}
