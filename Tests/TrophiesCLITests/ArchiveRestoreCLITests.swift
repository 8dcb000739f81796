import ArchiveTestSupport
import Foundation
import Testing
import TrophiesCLI

/// An archive in the workout library that was damaged and is read whole again (break-it F12:
/// the row its cut reading stored stayed for good — every `report` from the library exited 3
/// listing it, every import opened the unchanged archive again), or that stays damaged
/// (break-it F2: the second import found its own row unchanged and did not open it, "failed:
/// 0", exit 0). Expected values: the members written here, one workout each.
@Suite("archives restored or still damaged in the workout library")
struct ArchiveRestoreCLITests {
  typealias Member = ArchiveBuilder.Member

  /// Five one-workout GPX members (days 1–5 of January 2020).
  static let five = (1...5).map { Member("r\($0 - 1).gpx", ArchiveLibraryCLITests.run(day: $0)) }

  /// Writes `bytes` to `url` with a modification time `minutes` from now (a new stamp).
  static func write(_ bytes: [UInt8], to url: URL, minutes: Double) throws {
    try Data(bytes).write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: minutes * 60)], ofItemAtPath: url.path)
  }

  @Test(
    "a cut archive restored leaves no failed row: report exits 0, the next import opens nothing",
    arguments: [("five.tgz", ArchiveBuilder.Format.tarGzip), ("five.zip", .zip)])
  func restored(name: String, format: ArchiveBuilder.Format) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent(name)
    let library = folder.appendingPathComponent("library.sqlite").path
    let whole = ArchiveBuilder.build(format, Self.five)
    try Self.write(whole, to: archive, minutes: 0)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 == 0)
    try Self.write(Array(whole.prefix(30)), to: archive, minutes: 1)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 != 0)
    try Self.write(whole, to: archive, minutes: 2)
    let restored = runTrophies(["import", archive.path, "--library", library, "-q"])
    #expect(restored.0 == 0, "\(restored.2)")
    let again = runTrophies(["import", archive.path, "--library", library])
    #expect(again.0 == 0)
    #expect(
      again.1.contains(
        "already in the library: 1 file (0 workouts not stored again, 1 not opened)"), "\(again.1)")
    let out = folder.appendingPathComponent("Reports").path
    let report = runTrophies(["report", "--library", library, "--out", out, "-q"])
    #expect(report.0 == 0, "\(report.1)\(report.2)")
    #expect(report.1.contains("Imported 5 workouts from 5 of 5 files"), "\(report.1)")
  }

  @Test("an archive still damaged is opened and listed again by the next import")
  func stillDamaged() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("five.zip")
    let library = folder.appendingPathComponent("library.sqlite").path
    let whole = ArchiveBuilder.build(.zip, Self.five)
    try Self.write(whole, to: archive, minutes: 0)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 == 0)
    try Self.write(Array(whole.prefix(100)), to: archive, minutes: 1)
    let first = runTrophies(["import", archive.path, "--library", library])
    #expect(first.0 == 3, "\(first.1)\(first.2)")
    let second = runTrophies(["import", archive.path, "--library", library])
    #expect(second.0 == 3, "\(second.1)\(second.2)")
    #expect(second.2.contains("r0.gpx"), "\(second.2)")
    // Mended: read whole, its damage rows dropped, then unchanged and not opened.
    try Self.write(whole, to: archive, minutes: 2)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 == 0)
    let mended = runTrophies(["import", archive.path, "--library", library])
    #expect(mended.0 == 0 && mended.1.contains("1 not opened"), "\(mended.1)")
  }

  @Test("a superseded side-file member gone from the rebuilt archive leaves no warning row")
  func supersededGone() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("e.tar")
    let library = folder.appendingPathComponent("library.sqlite").path
    let csv =
      "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Filename\n"
      + "1,\"Jan 1, 2020, 6:00:00 AM\",Dawn run,Run,1800,r0.gpx\n"
    let twice =
      [Member("activities.csv", text: csv)] + Self.five + [
        Member("activities.csv", text: csv)
      ]
    try Self.write(ArchiveBuilder.build(.tar, twice), to: archive, minutes: 0)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 == 0)
    try Self.write(
      ArchiveBuilder.build(.tar, [Member("activities.csv", text: csv)] + Self.five), to: archive,
      minutes: 1)
    #expect(runTrophies(["import", archive.path, "--library", library, "-q"]).0 == 0)
    let out = folder.appendingPathComponent("Reports")
    #expect(runTrophies(["report", "--library", library, "--out", out.path, "-q"]).0 == 0)
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Dawn run"))
    #expect(!page.contains("side_file_superseded"))
  }

  @Test("a failed file deleted from a folder read again leaves no row; one still there stays")
  func failedFileDeleted() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try Data(ArchiveLibraryCLITests.run(day: 1)).write(
      to: input.appendingPathComponent("good.gpx"))
    let bad = input.appendingPathComponent("bad.gpx")
    try Data("<gpx><trk>".utf8).write(to: bad)
    let library = folder.appendingPathComponent("library.sqlite").path
    let out = folder.appendingPathComponent("Reports").path
    #expect(runTrophies(["import", input.path, "--library", library, "-q"]).0 == 3)
    #expect(runTrophies(["import", input.path, "--library", library, "-q"]).0 == 0)
    // Still there: still listed by the report.
    #expect(runTrophies(["report", "--library", library, "--out", out, "-q"]).0 == 3)
    try FileManager.default.removeItem(at: bad)
    #expect(runTrophies(["import", input.path, "--library", library, "-q"]).0 == 0)
    let report = runTrophies(["report", "--library", library, "--out", out, "-q"])
    #expect(report.0 == 0, "\(report.1)\(report.2)")
    #expect(report.1.contains("Imported 1 workout from 1 of 1 file (0 skipped)"), "\(report.1)")
  }
}
