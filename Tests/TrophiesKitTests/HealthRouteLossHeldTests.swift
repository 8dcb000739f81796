import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it pass 7 B1, B3 for an Apple Health export too big to hold (``HeldBackExport``: its
/// workouts read again and stored batch by batch): a re-exported `export.xml` whose routed
/// run's route file is deleted or emptied replaced the stored run with a route-less one. The
/// stored run keeps the best efforts only its route gives, as for an export held whole
/// (`HealthRouteLossTests` of the CLI tests).
@Suite("a held-back Apple Health export whose route can no longer be read keeps it")
struct HealthRouteLossHeldTests {
  /// Stores `folder` into `library` holding at most 1 workout of an export (the fixture's 5
  /// are held back), 2 stored at a time.
  static func store(_ folder: String, into library: String) throws -> LibraryImport {
    try TrophiesImport.store(
      [folder], into: try WorkoutLibrary(path: library),
      options: ImportOptions(homeTimeZone: "Europe/Berlin"), batchSize: 500,
      startedAt: Date(timeIntervalSince1970: 1_800_000_000), health: (1, 2))
  }

  @Test(
    "a deleted or emptied route keeps the held-back export's stored route",
    arguments: [true, false])
  func heldBackRouteLost(_ deleted: Bool) throws {
    let scratch = try ExportReimportTests.scratch("health-route-loss-held")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let folder = scratch + "/apple_health_export"
    try FileManager.default.copyItem(atPath: HeldBackImportTests.folder, toPath: folder)
    let library = scratch + "/lib.sqlite"
    _ = try Self.store(folder, into: library)
    let before = try HealthRouteReimportTests.efforts(library)
    #expect(before.count == 1)  // the routed run of 2025-03-16
    let route = folder + "/workout-routes/route_2025-03-16_10.35am.gpx"
    if deleted {
      try FileManager.default.removeItem(atPath: route)
    } else {
      try Data().write(to: URL(fileURLWithPath: route))
    }
    let export = folder + "/export.xml"
    try (String(contentsOfFile: export, encoding: .utf8) + "<!-- re-exported -->\n")
      .write(toFile: export, atomically: true, encoding: .utf8)
    let result = try Self.store(folder, into: library)
    #expect(result.outcome.failedFiles.map(\.source) == [export])
    #expect(try HealthRouteReimportTests.efforts(library) == before)
  }
}
