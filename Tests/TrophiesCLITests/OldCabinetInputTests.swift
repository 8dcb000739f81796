import ArchiveTestSupport
import Foundation
import Testing

@testable import TrophiesCLI

/// A cabinet written earlier into an input folder under another `--out` is not read back as
/// input (issue 17, W5): its `tiles-to-explore.gpx` (tracks without timestamps) was skipped as
/// `no_timestamps`, so every later `report`, `inspect` and `import` of the folder exited 3 and
/// the library stored the skipped rows. A GPX Trophies wrote is known by its beginning wherever
/// it lies; any other GPX, even one so named, is read.
@Suite("a cabinet written earlier into an input folder is not read back")
struct OldCabinetInputTests {
  /// The beginning every tiles-to-explore GPX of Trophies has (copied from a written cabinet,
  /// Reports/tiles-to-explore.gpx), kept here as text so the test does not take it from the code.
  static let header =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    + "<gpx version=\"1.1\" creator=\"trophies\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
    + "<metadata><name>Tiles to explore</name></metadata>\n"

  /// A run of 30 minutes on 2020-02-01 (UTC), in GPX beginning with `head`.
  static func run(head: String) -> String {
    head + "<trk><type>running</type><trkseg>"
      + "<trkpt lat=\"52.5\" lon=\"13.4\"><time>2020-02-01T09:00:00Z</time></trkpt>"
      + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>2020-02-01T09:30:00Z</time></trkpt>"
      + "</trkseg></trk></gpx>\n"
  }

  @Test(
    "report twice into in/cab1 (with --share), then into in/cab2, inspect and import: exit 0, 3 files"
  )
  func oldCabinetUnderAnotherOut() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = runs.appendingPathComponent("cab1").path
    for run in 1...2 {
      let result = runTrophies(["report", runs.path, "--out", first, "--share"])
      #expect(result.0 == 0, "cab1 run \(run): \(result.2)")
    }
    #expect(FileManager.default.fileExists(atPath: first + "/tiles-to-explore.gpx"))
    let second = runTrophies(["report", runs.path, "--out", runs.path + "/cab2"])
    #expect(second.0 == 0, "\(second.2)")
    #expect(second.1.contains("Imported 3 workouts from 3 of 3 files (0 skipped)"), "\(second.1)")
    let inspect = runTrophies(["inspect", runs.path])
    #expect(inspect.0 == 0, "\(inspect.1)")
    #expect(!inspect.1.contains("tiles-to-explore"), "\(inspect.1)")
    let library = runs.appendingPathComponent("lib/x.sqlite").path
    for run in 1...2 {
      let result = runTrophies(["import", runs.path, "--library", library])
      #expect(result.0 == 0, "import \(run): \(result.2)")
      #expect(result.1.contains("skipped: 0"), "import \(run): \(result.1)")
    }
    // The library stored the 3 runs and no skipped row of a tiles file.
    let stored = runTrophies(["report", "--library", library, "--out", root.path + "/out"])
    #expect(stored.0 == 0, "\(stored.2)")
    #expect(stored.1.contains("Imported 3 workouts from 3 of 3 files (0 skipped)"), "\(stored.1)")
  }

  @Test(
    "a GPX of the athlete's named tiles-to-explore.gpx, and an edited copy of one with timestamps, are read"
  )
  func athletesOwnGPXIsRead() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = runTrophies(["report", runs.path, "--out", runs.path + "/cab1"])
    let mine = runs.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    let watch = "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Garmin\">"
    try Data(Self.run(head: watch).utf8).write(
      to: mine.appendingPathComponent("tiles-to-explore.gpx"))
    let edited = Self.run(head: Self.header).replacingOccurrences(
      of: "2020-02-01", with: "2020-03-01")
    try Data(edited.utf8).write(to: mine.appendingPathComponent("edited.gpx"))
    let result = runTrophies(["report", runs.path, "--out", runs.path + "/cab2"])
    #expect(result.0 == 0, "\(result.2)")
    // 3 runs, the athlete's tiles-to-explore.gpx and the edited copy; cab1's tiles left out.
    #expect(result.1.contains("Imported 5 workouts from 5 of 5 files (0 skipped)"), "\(result.1)")
  }

  @Test("a zipped folder holding a cabinet: the tiles member is left out, import exits 0")
  func zippedCabinet() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = runTrophies(["report", runs.path, "--out", runs.path + "/cab1"])
    var members: [ArchiveBuilder.Member] = []
    for name in ["run-00000.gpx", "run-00001.gpx", "run-00002.gpx", "cab1/tiles-to-explore.gpx"] {
      members.append(
        .init("runs/" + name, Array(try Data(contentsOf: runs.appendingPathComponent(name)))))
    }
    let zip = root.appendingPathComponent("runs.zip")
    try Data(ArchiveBuilder.build(.zip, members)).write(to: zip)
    let library = root.appendingPathComponent("lib.sqlite").path
    let result = runTrophies(["import", zip.path, "--library", library])
    #expect(result.0 == 0, "\(result.2)")
    #expect(result.1.contains("skipped: 0"), "\(result.1)")
    #expect(result.1.contains("Imported 3 new workouts"), "\(result.1)")
  }

  @Test("a tiles GPX named explicitly is read (and skipped: no timestamps), as any named input")
  func namedExplicitlyIsRead() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = runTrophies(["report", runs.path, "--out", runs.path + "/cab1"])
    let tiles = runs.path + "/cab1/tiles-to-explore.gpx"
    #expect(try String(contentsOfFile: tiles, encoding: .utf8).hasPrefix(Self.header))
    let result = runTrophies(["inspect", tiles, runs.path + "/run-00000.gpx"])
    #expect(result.0 == 3, "\(result.1)")
    #expect(result.1.contains("no_timestamps") || result.2.contains("no_timestamps"), "\(result.1)")
  }
}
