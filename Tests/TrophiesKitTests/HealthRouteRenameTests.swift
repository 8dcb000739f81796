import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it N5: an Apple Health route GPX changed alone (export.xml unchanged) was read without
/// its export and stored as a workout of its own (a duplicate of the routed run); a newer
/// export.xml then naming the route under another file name replaced the run, the stale route
/// copy became the counted workout, and `record.running.biggest_climb` was lost (9 of 10
/// running records). Now the export and its routes are read together whenever one of them
/// changed. Expected: the counted workout of that run is export.xml's, with the route's best
/// efforts (as many as the first import found) and export.xml's elevation gain
/// (`HKElevationAscended` 4,500 cm = 45 m in the fixture), and no route file counts
/// as a workout of its own.
@Suite("an Apple Health route changed alone, then renamed by a newer export")
struct HealthRouteRenameTests {
  @Test("the routed run stays export.xml's, with its route's efforts and its climb")
  func renamedRoute() throws {
    let scratch = try ExportReimportTests.scratch("health-route-rename")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let folder = scratch + "/apple_health_export"
    try FileManager.default.copyItem(atPath: HeldBackImportTests.folder, toPath: folder)
    let library = scratch + "/lib.sqlite"
    func run() throws -> [Workout] {
      let stored = try WorkoutLibrary(path: library).files().flatMap(\.workouts)
      return stored.filter { $0.activity == .running && !$0.bestEfforts.isEmpty }
    }
    _ = try ExportReimportTests.store(folder, into: library)
    let first = try run()
    #expect(first.count == 1)
    let efforts = first.first?.bestEfforts.count ?? 0
    #expect(efforts > 0)

    let routes = folder + "/workout-routes/"
    let old = routes + "route_2025-03-16_10.35am.gpx"
    let text = try String(contentsOfFile: old, encoding: .utf8)
    guard let firstElevation = text.range(of: "<ele>35.0</ele>") else {
      Issue.record("the fixture route has no <ele>35.0</ele>")
      return
    }
    try text.replacingCharacters(in: firstElevation, with: "<ele>35.5</ele>")
      .write(toFile: old, atomically: true, encoding: .utf8)
    _ = try ExportReimportTests.store(folder, into: library)

    try FileManager.default.moveItem(atPath: old, toPath: routes + "route_B.gpx")
    let export = folder + "/export.xml"
    try String(contentsOfFile: export, encoding: .utf8).replacingOccurrences(
      of: "/workout-routes/route_2025-03-16_10.35am.gpx", with: "/workout-routes/route_B.gpx"
    ).write(toFile: export, atomically: true, encoding: .utf8)
    _ = try ExportReimportTests.store(folder, into: library)

    var counted: [Workout] = []
    try WorkoutLibrary(path: library).forEachCountedWorkout { workout in
      if workout.activity == .running { counted.append(workout) }
    }
    #expect(counted.map(\.source) == [export])
    #expect(counted.first?.bestEfforts.count == efforts)
    #expect(counted.first?.summary.elevationGainMeters == 45)
  }
}
