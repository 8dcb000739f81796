import Foundation
import Testing

@testable import TrophiesCLI

/// A file whose document stops before its last byte is still known by all its bytes (break-it
/// pass 6 F2: its content key was `path:` + its path, the same for every version, so an edit of
/// it was "already in the library" and never stored).
@Suite("an edit of a file whose document stops early is seen")
struct StoppedEarlyEditTests {
  /// One run on `day` at 06:00 UTC lasting `minutes` (1.5 km north), then `after`.
  static func run(day: String, minutes: Int, after: String) -> Data {
    Data(
      ("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"T\"><trk><type>running</type>"
        + "<trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(day)T06:00:00Z</time></trkpt>"
        + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(day)T06:\(minutes):00Z</time></trkpt>"
        + "</trkseg></trk>" + after).utf8)
  }

  /// The `start_utc` of the workouts earning `id` in `achievements --json`.
  static func earnedStart(_ library: String, _ id: String) throws -> String? {
    let result = runTrophies(["achievements", "--library", library, "--json"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(result.1.utf8)) as? [[String: Any]])
    let entry = entries.first { $0["id"] as? String == id }
    return (entry?["earned_by"] as? [String: Any])?["start_utc"] as? String
  }

  @Test("an edit of a file with content after its root replaces its workout")
  func afterRootEdit() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("run.gpx")
    let library = root.appendingPathComponent("library.sqlite").path
    try Self.run(day: "2020-01-10", minutes: 30, after: "</gpx>\n<gpx>junk").write(to: file)
    #expect(runTrophies(["import", file.path, "--library", library]).0 == 0)
    try Self.run(day: "2020-02-10", minutes: 45, after: "</gpx>\n<gpx>junk").write(to: file)
    let result = runTrophies(["import", file.path, "--library", library])
    // Before the fix: "already in the library: 1 file", and the 2020-01-10 run stayed.
    #expect(result.0 == 0, "\(result.1) \(result.2)")
    #expect(result.1.contains("already in the library: 0 files"), "\(result.1)")
    #expect(try Self.earnedStart(library, "type.running.1") == "2020-02-10T06:00:00Z")
  }

  @Test("a broken-off file changed into another broken-off version is read again, not skipped")
  func brokenOffChange() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("run.gpx")
    let library = root.appendingPathComponent("library.sqlite").path
    // Each version: one whole run, then a second track cut inside its segment.
    let cut = "<trk><trkseg><trkpt lat=\"1\" lon=\"2\"></trk>"
    try Self.run(day: "2020-01-10", minutes: 30, after: cut).write(to: file)
    #expect(runTrophies(["import", file.path, "--library", library]).0 == 0)
    try Self.run(day: "2020-02-10", minutes: 45, after: cut).write(to: file)
    let result = runTrophies(["import", file.path, "--library", library])
    // Before the fix: exit 0, "already in the library: 1 file". Now the change is seen; the new
    // reading is cut short (xml_broken_off), so the stored run stays and the file is listed.
    #expect(result.0 == 3, "\(result.1) \(result.2)")
    #expect(result.2.contains("the 1 workout stored from its earlier content stays"), "\(result.2)")
    #expect(try Self.earnedStart(library, "type.running.1") == "2020-01-10T06:00:00Z")
  }
}
