import Foundation
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// Break-it pass 7 B1, B3: a stored Apple Health export whose route file can no longer be read
/// (emptied, overwritten by a web page, deleted, replaced by a folder, unreadable, or named
/// otherwise by a re-exported `export.xml`) replaced its stored routed run with a route-less one
/// (best efforts, tiles and outline gone; exit 0 for a missing one). The stored workouts keep
/// their routes, the export is listed as failed (exit 3) and read again by the next import, as
/// for a route file cut short (``DamagedChangeTests/healthRouteCut()``).
@Suite("a stored Apple Health route that can no longer be read stays")
struct HealthRouteLossTests {
  /// The routed run's route file in `DamagedChangeTests.importedHealthExport()`'s export.
  static let routePath = "workout-routes/route_2025-03-16_10.35am.gpx"

  /// `DamagedChangeTests.importedHealthExport()`; with `secondRoute`, the export's other
  /// routed workout (2025-09-01, whose route file the fixture lacks) is given a copy of the run's
  /// route before the import, so that the export takes routes even when the run's route is
  /// lost (the refresh path: an `export.xml` whose bytes did not change).
  static func imported(secondRoute: Bool) throws -> (root: URL, export: URL, library: String) {
    try DamagedChangeTests.importedHealthExport { export in
      guard secondRoute else { return }
      try FileManager.default.copyItem(
        at: export.appendingPathComponent(routePath),
        to: export.appendingPathComponent("workout-routes/route_2025-09-01_1.00pm.gpx"))
    }
  }

  /// The best-effort target ids of the library's workouts that have any (the routed run's
  /// reach 5 km from its 196-point route, computed from the route only).
  static func routedEfforts(_ library: String) throws -> [[String]] {
    try WorkoutLibrary(path: library).files().flatMap(\.workouts)
      .filter { $0.summary.startUTC == Date(timeIntervalSince1970: 1_742_117_712) }
      .map { $0.bestEfforts.map(\.target.id) }
  }

  /// Each way the run's route goes: what is done to the export folder, and the warning code
  /// the export is listed with.
  static let losses: [(String, @Sendable (URL) throws -> Void, String)] = [
    ("emptied", { try Data().write(to: $0.appendingPathComponent(routePath)) }, "unreadable"),
    (
      "overwritten by a web page",
      {
        try Data("<html><body>Sign in</body></html>".utf8)
          .write(to: $0.appendingPathComponent(routePath))
      }, "unreadable"
    ),
    (
      "deleted", { try FileManager.default.removeItem(at: $0.appendingPathComponent(routePath)) },
      "missing"
    ),
    (
      "replaced by a folder",
      {
        let route = $0.appendingPathComponent(routePath)
        try FileManager.default.removeItem(at: route)
        try FileManager.default.createDirectory(at: route, withIntermediateDirectories: false)
      }, "missing"
    ),
    (
      "named otherwise by a re-exported export.xml",
      {
        let file = $0.appendingPathComponent("export.xml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "10.35am.gpx", with: "10.36am.gpx").utf8)
          .write(to: file)
      }, "missing"
    ),
  ]

  /// Puts the fixture's route back (a folder in its place removed) and makes `export.xml` its
  /// fixture bytes again.
  static func restore(_ export: URL) throws {
    let fixture = packageRoot.appendingPathComponent(
      "Tests/WorkoutImportTests/Fixtures/AppleHealth/apple_health_export")
    for name in [routePath, "export.xml"] {
      let target = export.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: target)
    }
  }

  /// Checks one loss: with `edited`, `export.xml` also gets new bytes (a re-export: its content
  /// changes); without, it is only touched and the export's other route makes it a refresh.
  static func check(
    _ loss: (String, @Sendable (URL) throws -> Void, String), edited: Bool
  ) throws {
    let (root, export, library) = try imported(secondRoute: !edited)
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try routedEfforts(library)
    #expect(before.first?.contains { $0.contains("5k") } == true, "\(before)")
    try loss.1(export)
    let xml = export.appendingPathComponent("export.xml")
    if edited {
      var bytes = try Data(contentsOf: xml)
      bytes += Data("<!-- re-exported -->\n".utf8)
      try bytes.write(to: xml)
    } else {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: xml.path)
    }
    let result = runTrophies(["import", export.path, "--library", library])
    let said = result.1 + result.2
    #expect(result.0 == 3, "\(loss.0): \(said)")
    #expect(!result.1.contains("updated from a newer export"), "\(loss.0): \(said)")
    #expect(said.contains("route_file_\(loss.2)"), "\(loss.0): \(said)")
    #expect(said.contains("stay in the library with their routes"), "\(loss.0): \(said)")
    #expect(!said.contains("duplicate /"), "\(loss.0): \(said)")
    #expect(try routedEfforts(library) == before, "\(loss.0)")
    #expect(DamagedChangeTests.counted(library, root).contains("5 workouts"), "\(loss.0)")
    // Whole again: read again and stored, the route still there.
    try restore(export)
    let again = runTrophies(["import", export.path, "--library", library])
    #expect(again.0 == 0, "\(loss.0): \(again.1 + again.2)")
    #expect(try routedEfforts(library) == before, "\(loss.0)")
  }

  @Test(
    "a re-exported export.xml whose run's route can no longer be read keeps the stored route",
    arguments: losses.indices)
  func reExported(_ index: Int) throws {
    try Self.check(Self.losses[index], edited: true)
  }

  @Test(
    "a touched export.xml whose run's route can no longer be read keeps the stored route",
    arguments: losses.indices.dropLast())
  func touched(_ index: Int) throws {
    try Self.check(Self.losses[index], edited: false)
  }

  /// Break-it pass 8 W3: only the route changed, `export.xml` not even touched. The kept
  /// export's row kept the stamp of its unchanged `export.xml`, and the damaged route was
  /// stored as failed: the next import opened neither and said nothing (exit 0) while the route
  /// stayed damaged. It is listed at every import until the route is whole again. (A route file
  /// deleted with nothing else changed changes nothing an import opens: the export keeps its
  /// workouts silently, as for any deleted file.)
  @Test(
    "an export kept for a lost route is listed again by every import, not only the first",
    arguments: [0, 1])
  func listedAgain(_ index: Int) throws {
    let loss = Self.losses[index]
    let (root, export, library) = try Self.imported(secondRoute: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.routedEfforts(library)
    try loss.1(export)
    for run in 1...3 {
      let result = runTrophies(["import", export.path, "--library", library])
      #expect(result.0 == 3, "\(loss.0), import \(run): \(result.1 + result.2)")
      #expect(result.2.contains("route_file_\(loss.2)"), "\(loss.0), import \(run)")
      #expect(try Self.routedEfforts(library) == before, "\(loss.0), import \(run)")
    }
    try Self.restore(export)
    let whole = runTrophies(["import", export.path, "--library", library])
    #expect(whole.0 == 0, "\(loss.0): \(whole.1 + whole.2)")
    let quiet = runTrophies(["import", export.path, "--library", library])
    #expect(quiet.0 == 0 && quiet.1.contains("Imported 0 new workouts"), "\(quiet.1 + quiet.2)")
  }

  /// A route file that cannot be read: here a link in its place to `/proc/self/mem`, a regular
  /// file whose first bytes no process can read (`EIO`), for root too (the tests run as root,
  /// whom mode 000 does not stop; mode 000 as another user gives the same, checked by hand as
  /// `nobody`).
  @Test("a route file that cannot be read keeps the stored route", arguments: [true, false])
  func unreadable(_ edited: Bool) throws {
    let loss: (String, @Sendable (URL) throws -> Void, String) = (
      "a read error",
      {
        let route = $0.appendingPathComponent(Self.routePath).path
        try FileManager.default.removeItem(atPath: route)
        try FileManager.default.createSymbolicLink(
          atPath: route, withDestinationPath: "/proc/self/mem")
      }, "unreadable"
    )
    try Self.check(loss, edited: edited)
  }

  /// A new export whose run's route file is missing: no route stored, none to keep; the
  /// export is stored, the run without its route.
  @Test("a new export whose route file is missing is stored without the route")
  func newExportMissingRoute() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let export = root.appendingPathComponent("apple_health_export")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent(
        "Tests/WorkoutImportTests/Fixtures/AppleHealth/apple_health_export"),
      to: export)
    try FileManager.default.removeItem(at: export.appendingPathComponent(Self.routePath))
    let library = root.appendingPathComponent("library.sqlite").path
    let result = runTrophies(["import", export.path, "--library", library])
    #expect(result.0 == 0, "\(result.1 + result.2)")
    #expect(result.1.contains("Imported 5 new workouts"), "\(result.1)")
    #expect(try Self.routedEfforts(library) == [[]])
  }

  /// An edit that takes the run's `WorkoutRoute` out of `export.xml`: the run names no route
  /// any more, so nothing was lost — the export is stored as read, the run without a route.
  @Test("an export.xml whose run no longer names a route replaces the stored run")
  func routeRemovedFromExport() throws {
    let (root, export, library) = try Self.imported(secondRoute: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let xml = export.appendingPathComponent("export.xml")
    let text = try String(contentsOf: xml, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "<FileReference path=\"/workout-routes/route_2025-03-16_10.35am.gpx\"/>", with: "")
    #expect(edited != text)
    try Data(edited.utf8).write(to: xml)
    let result = runTrophies(["import", export.path, "--library", library])
    #expect(result.0 == 0, "\(result.1 + result.2)")
    #expect(try Self.routedEfforts(library) == [[]])
  }
}
