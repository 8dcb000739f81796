import Foundation
import Testing

@testable import TrophiesCLI

/// A copy read cut short is never counted over a whole copy of the same recording (break-it
/// pass 7 B10: an interrupted download imported first, then the whole file under another name;
/// the cut copy stayed counted and the records only the whole file reaches were not earned).
@Suite("a whole copy is counted over a copy cut short")
struct CutCopyDuplicateTests {
  /// A GPX run of 2020-01-10 from 06:00 UTC, one point a minute for 60 minutes, 0.1079° north
  /// in all (about 12.0 km: 0.1079° × 111.2 km/°), as text.
  static let run: String = {
    let points = (0...60).map { minute in
      let latitude = String(format: "%.6f", 52.5 + Double(minute) * 0.1079 / 60)
      let time = String(format: "2020-01-10T%02d:%02d:00Z", 6 + minute / 60, minute % 60)
      return "<trkpt lat=\"\(latitude)\" lon=\"13.4\"><time>\(time)</time></trkpt>"
    }
    return "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test Watch\"><trk>"
      + "<type>running</type><trkseg>" + points.joined() + "</trkseg></trk></gpx>"
  }()

  /// ``run`` cut inside its last point (`xml_broken_off`): 06:00 to 06:59, 3 540 s, within the
  /// duplicate rule's 60 s of the whole run's 3 600 s, but short of the 1 h record.
  static var cut: String {
    let last = run.range(of: "<trkpt", options: .backwards)?.lowerBound ?? run.endIndex
    return String(run[..<run.index(last, offsetBy: 30)])
  }

  /// Whether `record.running.1h` is earned in `achievements --json` of `arguments`.
  static func hourEarned(_ arguments: [String]) throws -> Bool {
    let output = runTrophies(["achievements", "--json", "-q"] + arguments).1
    let entries = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let entry = try #require(entries.first { $0["id"] as? String == "record.running.1h" })
    return entry["earned"] as? Bool == true
  }

  @Test("the cut copy alone does not reach the 1 h record; the whole run does")
  func premise() throws {
    let root = try makeTemporaryFolder()
    let cut = root.appendingPathComponent("cut.gpx")
    let whole = root.appendingPathComponent("whole.gpx")
    try Self.cut.write(to: cut, atomically: true, encoding: .utf8)
    try Self.run.write(to: whole, atomically: true, encoding: .utf8)
    #expect(try !Self.hourEarned([cut.path]))
    #expect(try Self.hourEarned([whole.path]))
  }

  @Test(
    "the library counts the whole copy, imported after or before the cut one",
    arguments: [true, false])
  func library(cutFirst: Bool) throws {
    let root = try makeTemporaryFolder()
    let folder = root.appendingPathComponent("dl")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let library = root.appendingPathComponent("library.sqlite").path
    let files = [
      ("run.gpx", cutFirst ? Self.cut : Self.run), ("run (1).gpx", cutFirst ? Self.run : Self.cut),
    ]
    var imported = (Int32(0), "", "")
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      imported = runTrophies(["import", "--library", library, folder.path])
    }
    #expect(try Self.hourEarned(["--library", library]))
    let said = imported.1 + imported.2
    #expect(said.contains("The library holds 1 workout (duplicates counted once)"), "\(said)")
  }

  @Test("one folder, the cut copy first by path: the whole one is counted")
  func oneRun() throws {
    let root = try makeTemporaryFolder()
    try Self.cut.write(to: root.appendingPathComponent("a.gpx"), atomically: true, encoding: .utf8)
    try Self.run.write(to: root.appendingPathComponent("b.gpx"), atomically: true, encoding: .utf8)
    #expect(try Self.hourEarned([root.path]))
    let library = root.appendingPathComponent("library.sqlite").path
    _ = runTrophies(["import", "-q", "--library", library, root.path])
    #expect(try Self.hourEarned(["--library", library]))
  }
}
