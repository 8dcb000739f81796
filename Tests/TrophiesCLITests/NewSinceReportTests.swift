import Foundation
import TestSupport
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// "New since last report" from the command line: the library remembers what each report
/// showed, the next cabinet starts with what is new since, `achievements --json` marks it and
/// remembers nothing, and a library that cannot be written is still reported (with a warning).
///
/// A: runs on Thu 5, Fri 6 and Sat 7 March 2020; B, imported after the first report: an older
/// run, Sat 29 February 2020 (Leap Day). Each run 10:00–10:30 UTC (11:00 in Berlin, where
/// they are), 1.5 km. Worked out by hand, B brings exactly: Leap of Faith (`date.leap_day`,
/// earned on 29 February, older than every report), and two records beaten: the biggest year
/// (2020: 4.5 km -> 6.0 km) and the busiest year (3 -> 4 days), both dated 7 March, the
/// workout that completed the year's total so far. Nothing else changes: the day
/// streak stays 3 (29 Feb and 5 Mar are 5 days apart), no week streak tier (2 weeks, the first
/// tier is 4), the same hour, one sport, one year, one country, the same tiles and equal
/// records (each run's distance, time and efforts are the same: ties keep the standing value).
@Suite struct NewSinceReportTests {
  /// 2020-03-08T12:00:00Z, 2020-03-09T12:00:00Z, 2020-03-10T12:00:00Z (`date -u -d … +%s`).
  static let times = ["1583668800", "1583755200", "1583841600"]

  /// A 1.5 km run at 10:00 UTC on `date` (`yyyy-MM-dd`) in Berlin, into `folder`.
  static func writeRun(_ date: String, into folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let gpx =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test Watch\"><trk>"
      + "<type>running</type><trkseg>"
      + "<trkpt lat=\"52.5\" lon=\"13.4\"><time>\(date)T10:00:00Z</time></trkpt>"
      + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(date)T10:30:00Z</time></trkpt>"
      + "</trkseg></trk></gpx>"
    try Data(gpx.utf8).write(to: folder.appendingPathComponent("run-\(date).gpx"))
  }

  /// A library holding A, and a folder holding B; `report` and `achievements` at `time`.
  static func setUp() throws -> (folder: URL, library: String, b: String) {
    let folder = try makeTemporaryFolder()
    for date in ["2020-03-05", "2020-03-06", "2020-03-07"] {
      try writeRun(date, into: folder.appendingPathComponent("a"))
    }
    try writeRun("2020-02-29", into: folder.appendingPathComponent("b"))
    let library = folder.appendingPathComponent("library.sqlite").path
    let path = folder.appendingPathComponent("a").path
    #expect(runTrophies(["import", path, "--library", library, "--quiet"]).0 == 0)
    return (folder, library, folder.appendingPathComponent("b").path)
  }

  static func run(_ arguments: [String], at time: String) -> (Int32, String, String) {
    runTrophies(arguments, environment: ["TZ": "UTC", "SOURCE_DATE_EPOCH": time])
  }

  /// `report` into `out` at `time`; the Markdown cabinet and standard error.
  static func report(_ library: String, _ out: String, at time: String) throws -> (String, String) {
    let (code, _, error) = run(["report", "--library", library, "--out", out, "--quiet"], at: time)
    #expect(code == 0, "\(error)")
    return (try String(contentsOfFile: out + "/trophies.md", encoding: .utf8), error)
  }

  /// The ids `achievements --json` marks new since the last report, and the last report's time
  /// of every entry.
  static func marked(_ library: String, at time: String) throws -> (Set<String>, Set<String>) {
    let (code, output, error) = run(["achievements", "--library", library, "--json"], at: time)
    #expect(code == 0, "\(error)")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    var new: Set<String> = []
    var times: Set<String> = []
    for entry in entries {
      if entry["new_since_last_report"] as? Bool == true {
        new.insert(entry["id"] as? String ?? "")
      }
      times.insert((entry["last_report_utc"] as? String) ?? "null")
    }
    return (new, times)
  }

  @Test("first report, an old file imported, the next report: exactly its awards are new")
  func importOldFile() throws {
    let (folder, library, b) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    // No report yet: nothing to compare with.
    #expect(try Self.marked(library, at: Self.times[0]) == ([], ["null"]))
    let (first, _) = try Self.report(library, out, at: Self.times[0])
    #expect(first.contains("\n## New since last report\n\nThis is the first report from this "))
    #expect(try Self.marked(library, at: Self.times[0]) == ([], ["2020-03-08T12:00:00Z"]))

    #expect(runTrophies(["import", b, "--library", library, "--quiet"]).0 == 0)
    let expected: Set<String> = [
      "date.leap_day", "record.period.year.distance", "record.period.year.active_days",
    ]
    #expect(try Self.marked(library, at: Self.times[1]) == (expected, ["2020-03-08T12:00:00Z"]))
    // `achievements` remembers nothing: the same again.
    #expect(try Self.marked(library, at: Self.times[1]).0 == expected)

    let (second, _) = try Self.report(library, out, at: Self.times[1])
    let section =
      "## New since last report (Sun 8 Mar 2020)\n\nEarned since the last report, of "
      + "Sun 8 Mar 2020, 12:00 UTC, with the date each was earned: awards from old files "
      + "imported since are new here too.\n\n"
      + "- **Biggest Year** — 6.00 km, beat 4.50 km · Sat 7 Mar 2020\n"
      + "- **Busiest Year** — 4 days, beat 3 days · Sat 7 Mar 2020\n"
      + "- **Leap of Faith** — earned Sat 29 Feb 2020\n\n"
    #expect(second.contains(section), "\(second.prefix(1_500))")
    // The section comes first, after the title and the headline.
    let headline = try #require(second.range(of: "\n\n")).upperBound
    let after = try #require(second[headline...].range(of: "\n\n")).upperBound
    #expect(second[after...].hasPrefix("## New since last report (Sun 8 Mar 2020)"))
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    let start = try #require(html.range(of: "<section class=\"panel new-since\""))
    #expect(html[start.upperBound...].contains("<h3>Leap of Faith</h3>"))
    #expect(html.range(of: "<main>\n")?.upperBound == start.lowerBound)
    #expect(!html.contains("<script"))
    let names = ["Biggest Year", "Busiest Year", "Leap of Faith"].compactMap {
      html.range(of: "<h3>\($0)</h3>")?.lowerBound
    }
    #expect(names.count == 3 && names == names.sorted())

    // An unchanged re-run: nothing new since, and the library is left byte-identical.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: library))
    let (third, _) = try Self.report(library, out, at: Self.times[2])
    #expect(
      third.contains(
        "## New since last report (Mon 9 Mar 2020)\n\nNothing new since the last report, of "
          + "Mon 9 Mar 2020, 12:00 UTC.\n\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == bytes)
    #expect(try Self.marked(library, at: Self.times[2]) == ([], ["2020-03-09T12:00:00Z"]))
  }

  @Test("a cabinet of files read directly has no memory and no section")
  func withoutLibrary() throws {
    let (folder, _, b) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    #expect(Self.run(["report", b, "--out", out], at: Self.times[0]).0 == 0)
    let markdown = try String(contentsOfFile: out + "/trophies.md", encoding: .utf8)
    #expect(!markdown.contains("New since"))
    let (code, output, _) = Self.run(["achievements", b, "--json"], at: Self.times[0])
    #expect(code == 0)
    #expect(output.contains("\"new_since_last_report\":null,\"last_report_utc\":null}"))
    #expect(!output.contains("\"new_since_last_report\":true"))
  }

  @Test("a library that cannot be written is reported; the memory is not updated, and said so")
  func readOnlyLibrary() throws {
    let (folder, library, b) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    _ = try Self.report(library, out, at: Self.times[0])
    #expect(runTrophies(["import", b, "--library", library, "--quiet"]).0 == 0)
    // `chattr +i` on the file and its folder binds root too; skipped where it is missing.
    let shelf = folder.path
    guard FileFlags.chattr("+i", library), FileFlags.chattr("+i", shelf) else { return }
    defer { _ = FileFlags.chattr("-i", shelf) && FileFlags.chattr("-i", library) }
    let elsewhere = "/tmp/trophies-new-since-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    for time in Self.times.dropFirst() {
      let (markdown, error) = try Self.report(library, elsewhere, at: time)
      #expect(error.contains("trophies: warning: the library could not remember this report ("))
      // Not remembered: the next run still compares with the first report.
      #expect(markdown.contains("## New since last report (Sun 8 Mar 2020)"))
      #expect(markdown.contains("- **Leap of Faith** — earned Sat 29 Feb 2020\n"))
    }
  }
}
