import ArchiveTestSupport
import Foundation
import Testing
import TrophiesCLI

/// `trophies import` of a zip holding two members of one name, then of the same zip with a
/// member added (issue 17: the library kept 1 of 2 workouts, and the changed zip failed every
/// import on a UNIQUE constraint, storing nothing of the run).
@Suite("archives in the workout library")
struct ArchiveLibraryCLITests {
  /// A two-point GPX run on day `day` of January 2020 (06:00Z, 30 min, 1.5 km: counted).
  static func run(day: Int) -> [UInt8] {
    let start = String(format: "2020-01-%02dT06:00:00Z", day)
    let end = String(format: "2020-01-%02dT06:30:00Z", day)
    return Array(
      ("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"t\"><trk><type>running</type>"
        + "<trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(start)</time></trkpt>"
        + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(end)</time></trkpt></trkseg></trk></gpx>")
        .utf8)
  }

  @Test("two members of one name are two workouts, and a changed zip adds its new one")
  func sameNameTwice() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let zip = folder.appendingPathComponent("export.zip")
    let library = folder.appendingPathComponent("library.sqlite").path
    let members: [ArchiveBuilder.Member] = [
      .init("x.gpx", Self.run(day: 1)), .init("x.gpx", Self.run(day: 2)),
    ]
    try Data(ArchiveBuilder.build(.zip, members)).write(to: zip)
    let first = runTrophies(["import", zip.path, "--library", library, "-q"])
    #expect(first.0 == 0)
    #expect(first.1.contains("Imported 2 new workouts from 2 new files"))
    // The zip changes: a third member (day 3), and a new modification time.
    try Data(ArchiveBuilder.build(.zip, members + [.init("y.gpx", Self.run(day: 3))]))
      .write(to: zip)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: zip.path)
    let second = runTrophies(["import", zip.path, "--library", library, "-q"])
    #expect(second.0 == 0, "\(second.2)")
    // x.gpx and x.gpx (entry 2) are known; y.gpx is new.
    #expect(second.1.contains("Imported 1 new workout from 1 new file"))
    #expect(second.1.contains("already in the library: 2 files (2 workouts not stored again"))
    #expect(second.1.contains("The library holds 3 workouts"))
    let unchanged = runTrophies(["import", zip.path, "--library", library, "-q"])
    #expect(unchanged.1.contains("1 not opened"))
    let out = folder.appendingPathComponent("Reports").path
    let report = runTrophies(["report", "--library", library, "--out", out, "-q"])
    #expect(report.1.contains("Imported 3 workouts from 3 of 3 files"))
  }
}
