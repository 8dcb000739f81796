import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it F6: a newer Apple Health `export.xml` (here one attribute of another workout
/// changed) beside an unchanged route GPX was read again, but the route file was not opened
/// (unchanged), so the routed run was stored again without its route: its best efforts were gone
/// for good. A route file beside an `export.xml` that changed is read again. Expected: the
/// routed workout keeps the best efforts the first import found (compared with that import,
/// and at least one: the fixture's route is a 5 km run, README of the reader tests).
@Suite("a changed Apple Health export keeps its routes")
struct HealthRouteReimportTests {
  /// The route-derived facts of the library: best efforts per workout start, for the workouts
  /// that have any (only a route gives them).
  static func efforts(_ path: String) throws -> [String] {
    try WorkoutLibrary(path: path).files().flatMap(\.workouts).filter { !$0.bestEfforts.isEmpty }
      .map { "\($0.summary.startUTC.map(\.timeIntervalSince1970) ?? 0):\($0.bestEfforts.count)" }
  }

  @Test("the routed workout keeps its best efforts after export.xml changes")
  func reimport() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-health-route-\(UUID())"
    ).path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let folder = scratch + "/apple_health_export"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: HeldBackImportTests.folder, toPath: folder)
    let library = scratch + "/lib.sqlite"
    let options = ImportOptions(homeTimeZone: "Europe/Berlin")
    func store() throws {
      _ = try TrophiesImport.store(
        [folder], into: try WorkoutLibrary(path: library), options: options, batchSize: 500,
        startedAt: Date(timeIntervalSince1970: 1_800_000_000), health: (Int.max - 1, 10))
    }
    try store()
    let before = try Self.efforts(library)
    #expect(before.count == 1)  // the routed run of 2025-03-16
    let export = folder + "/export.xml"
    let text = try String(contentsOfFile: export, encoding: .utf8)
    try text.replacingOccurrences(
      of: "sourceName=\"Old Phone\"", with: "sourceName=\"Old Phone 2\""
    )
    .write(toFile: export, atomically: true, encoding: .utf8)
    try store()
    #expect(try Self.efforts(library) == before)
  }
}
