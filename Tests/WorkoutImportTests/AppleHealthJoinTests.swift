import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// ``AppleHealthExport/join(files:)`` over the invented export and over hand-built results.
@Suite("Apple Health route join")
struct AppleHealthJoinTests {
  static let folder = AppleHealthReaderTests.folder.path

  /// The route GPX steps 28 m due north every 10 s (2.8 m/s; along a meridian the haversine
  /// distance is R × Δφ exactly): its 1 km best effort is 1000 / 2.8 = 357.142857 s and its 5 km
  /// 5000 / 2.8 = 1,785.714286 s. The export's own 5.2 km distance stays (the route's 195 steps
  /// make 5,460 m); the zone stays Europe/Paris from HKTimeZone.
  @Test(
    "a routed workout takes the route's best efforts and outline; the route is no workout",
    arguments: [true, false])
  func joinFolder(keepsTrackpoints: Bool) throws {
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: nil), keepsTrackpoints: keepsTrackpoints)
    let read = importer.importFiles([Self.folder])
    let export = try #require(read.first { $0.format == .appleHealth })
    // The wiring the join's docstring recommends: route files typed as their workouts.
    importer.activityCorrections = AppleHealthExport.routeActivities(in: export)
    let files = AppleHealthExport.join(files: importer.importFiles([Self.folder]))
    #expect(files.count == 2)
    let run = try #require(files[0].workouts.first)
    #expect(run.summary.distanceMeters == 5200)
    #expect(run.timeZoneIdentifier == "Europe/Paris")
    #expect(run.timeZoneSource == .deviceZone)
    #expect(run.routeSketch != nil)
    // The route's first point (48.85° N, 2.35° E) is where the sun badges look (rounded 0.01°).
    let start = try #require(run.firstPosition)
    #expect(abs(start.latitude - 48.85) < 1e-9 && abs(start.longitude - 2.35) < 1e-9)
    let oneK = try #require(run.bestEfforts.first { $0.target.id == "running.1k" && $0.isVerified })
    #expect(abs(oneK.elapsedSeconds - 1000 / 2.8) < 0.01)
    let fiveK = try #require(
      run.bestEfforts.first { $0.target.id == "running.5k" && $0.isVerified })
    #expect(abs(fiveK.elapsedSeconds - 5000 / 2.8) < 0.01)
    // The route file is listed, read fine, with no workout of its own.
    #expect(files[1].error == nil)
    #expect(files[1].workouts.isEmpty)
    #expect(files[1].joinedInto == files[0].source)
    // 5 workouts in all: the route is not counted twice.
    #expect(files.reduce(0) { $0 + $1.workouts.count } == 5)
    // The basket-weaving workout names a route that is not there.
    let missing = try #require(files[0].warnings.first { $0.code == .routeFileMissing })
    #expect(missing.count == 1)
    #expect(missing.message.contains("/workout-routes/route_2025-09-01_1.00pm.gpx"))
    // Route-less and old workouts are unchanged by the join; the old one's zone is its written
    // offset (+02:00 → Etc/GMT-2, POSIX sign inversion) for want of HKTimeZone.
    #expect(files[0].workouts[1].bestEfforts.isEmpty)
    #expect(files[0].workouts[2].timeZoneIdentifier == "Etc/GMT-2")
    #expect(files[0].workouts[2].timeZoneSource == .timestampOffset)
  }

  static func given(
    _ source: String, format: FileFormat, activity: ActivityType, start: Double,
    distance: Double? = nil, route: String? = nil
  ) -> Workout {
    var workout = Workout(
      source: source, format: format, activity: activity,
      summary: WorkoutSummary(
        startUTC: Date(timeIntervalSince1970: start),
        endUTC: Date(timeIntervalSince1970: start + 1800), durationSeconds: 1800,
        distanceMeters: distance, distanceSource: distance == nil ? nil : .computed,
        elevationGainMeters: distance == nil ? nil : 12,
        elevationLossMeters: distance.map { _ in 11 }))
    workout.routeFile = route
    return workout
  }

  /// Archive member names: the root is the text before export.xml's last `/`, `!` included; a
  /// route member spelled with `./` or `//` is the route the export names (break-it W1''s
  /// sibling: names are compared as extracting the archive lands them).
  @Test(
    "archive members join by the export root; missing totals come from the route",
    arguments: [
      "export.zip!/apple_health_export/workout-routes/route_a.gpx",
      "export.zip!/./apple_health_export/workout-routes/route_a.gpx",
      "export.zip!/apple_health_export//workout-routes/./route_a.gpx",
    ])
  func joinArchiveMembers(routeSource: String) throws {
    let exportSource = "export.zip!/apple_health_export/export.xml"
    var apple = Self.given(
      exportSource, format: .appleHealth, activity: .cycling, start: 1_700_000_000,
      route: "/workout-routes/route_a.gpx")
    apple.timeZoneIdentifier = "Asia/Tokyo"
    apple.timeZoneSource = .deviceZone
    var route = Self.given(
      routeSource, format: .gpx, activity: .cycling, start: 1_700_000_003, distance: 15_000)
    let effort = BestEffort(
      target: BestEffortTarget.cycling[0], elapsedSeconds: 900, distanceMeters: 10_000,
      startUTC: Date(timeIntervalSince1970: 1_700_000_100), startOffsetSeconds: 97, check: .verified
    )
    route.bestEfforts = [effort]
    route.coordinatesTimeZoneIdentifier = "Asia/Tokyo"
    let other = ParsedFile(
      source: "export.zip!/other.gpx", format: .gpx,
      workouts: [Self.given("export.zip!/other.gpx", format: .gpx, activity: .running, start: 1)])
    let files = AppleHealthExport.join(files: [
      ParsedFile(source: exportSource, format: .appleHealth, workouts: [apple]),
      ParsedFile(source: routeSource, format: .gpx, workouts: [route]), other,
    ])
    let joined = try #require(files[0].workouts.first)
    #expect(joined.bestEfforts == [effort])
    #expect(joined.summary.distanceMeters == 15_000)
    #expect(joined.summary.elevationGainMeters == 12)
    #expect(joined.summary.elevationLossMeters == 11)
    #expect(joined.coordinatesTimeZoneIdentifier == "Asia/Tokyo")
    #expect(joined.timeZoneSource == .deviceZone)
    #expect(joined.activity == .cycling)
    #expect(files[1].workouts.isEmpty)
    #expect(files[1].joinedInto == exportSource)
    #expect(files[2] == other)
    #expect(files[0].warnings.isEmpty)
  }

  /// Without HKTimeZone the route's position names the zone (DESIGN.md precedence: coordinates
  /// over a written offset). Efforts computed for another sport are not carried over once the
  /// trackpoints are gone.
  @Test("without HKTimeZone the route's zone wins; efforts of another sport are not taken")
  func zoneFromRoute() throws {
    let apple = Self.given(
      "h/export.xml", format: .appleHealth, activity: .hiking, start: 1_700_000_000,
      route: "/workout-routes/r.gpx")
    var route = Self.given(
      "h/workout-routes/r.gpx", format: .gpx, activity: .running, start: 1_700_000_000,
      distance: 8_000)
    route.coordinatesTimeZoneIdentifier = "Europe/Zurich"
    route.bestEfforts = [
      BestEffort(
        target: BestEffortTarget.running[2], elapsedSeconds: 400, distanceMeters: 1000,
        startUTC: Date(timeIntervalSince1970: 1_700_000_000), startOffsetSeconds: 0,
        check: .verified)
    ]
    let files = AppleHealthExport.join(files: [
      ParsedFile(source: "h/export.xml", format: .appleHealth, workouts: [apple]),
      ParsedFile(source: "h/workout-routes/r.gpx", format: .gpx, workouts: [route]),
    ])
    let joined = try #require(files[0].workouts.first)
    #expect(joined.timeZoneIdentifier == "Europe/Zurich")
    #expect(joined.timeZoneSource == .coordinates)
    #expect(joined.bestEfforts.isEmpty)
    #expect(joined.summary.distanceMeters == 8_000)
  }

  @Test(
    "route paths are found beside export.xml",
    arguments: [
      (
        "apple_health_export/export.xml", "/workout-routes/r.gpx",
        "apple_health_export/workout-routes/r.gpx"
      ),
      (
        "a.zip!/b.zip!/apple_health_export/export.xml", "/workout-routes/r.gpx",
        "a.zip!/b.zip!/apple_health_export/workout-routes/r.gpx"
      ),
      ("export.xml", "/workout-routes/r.gpx", "workout-routes/r.gpx"),
      ("/abs/export.xml", "workout-routes/r.gpx", "/abs/workout-routes/r.gpx"),
    ])
  func routeSource(export: String, path: String, expected: String) {
    #expect(AppleHealthExport.routeSource(export: export, path: path) == expected)
  }
}
