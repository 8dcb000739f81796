import Foundation
import TestSupport
import Testing

@testable import TrophiesCLI

/// Share pictures in a real browser (issue 16): `scripts/share-check.sh` draws each size in
/// headless Chromium and fails when any text of any card reaches past the card's frame or a
/// card is not the size its name says. Runs where Debian's `chromium` is installed (`.ci/run`
/// installs it); elsewhere the tests are skipped, and say so.
@Suite(
  "share pictures in a browser", .serialized,
  .enabled(if: !TestSwitches.quick, "left out by TROPHIES_QUICK_TESTS=1"))
struct ShareBrowserCheckTests {
  /// Runs the script on `folder`; returns its exit status and standard error.
  static func check(_ folder: String) throws -> (Int32, String) {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-share-check-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      packageRoot.appendingPathComponent("scripts/share-check.sh").path, folder, out.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// A 2.1 km run due north (41 points 0.0005° apart, 15 s each) named `name` (escaped for XML
  /// here), starting on `day` at `hour` UTC (each run its own hour: an hour badge of its own).
  static func run(named name: String, day: String, hour: Int) -> String {
    let escaped = name.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
    var gpx =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>\(escaped)</name><trkseg>"
    for step in 0...40 {
      let seconds = step * 15
      let time = String(format: "%@T%02d:%02d:%02dZ", day, hour, seconds / 60, seconds % 60)
      gpx +=
        "<trkpt lat=\"\(52.5 + Double(step) * 0.0005)\" lon=\"13.4\"><time>\(time)</time></trkpt>"
    }
    return gpx + "</trkseg></trk></gpx>"
  }

  @Test(
    "Reports/share: every card of the sample drawn inside its frame at 1:1, 4:5 and 9:16",
    .enabled(if: BrowserCheckTests.chromium != nil, "chromium is not installed"))
  func sampleCards() throws {
    let (status, errors) = try Self.check(packageRoot.appendingPathComponent("Reports/share").path)
    #expect(status == 0, "\(errors)")
  }

  @Test(
    "cards of workouts named with <&\"'>, emoji and 300 characters stay inside their frames",
    .enabled(if: BrowserCheckTests.chromium != nil, "chromium is not installed"))
  func hostileNames() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = [
      "Run <&\"'> 🏃‍♀️🎉 home", String(repeating: "W", count: 300),
      String(repeating: "Ultra Marathon 漢字 ", count: 16),
    ]
    for (index, name) in names.enumerated() {
      try Data(Self.run(named: name, day: "2025-05-0\(index + 1)", hour: [6, 3, 22][index]).utf8)
        .write(
          to: folder.appendingPathComponent("run\(index).gpx"))
    }
    let out = folder.appendingPathComponent("out")
    let (code, _, errors) = runTrophies(
      ["report", folder.path, "--out", out.path, "--share", "--settings", "/dev/null"],
      environment: ["TZ": "UTC", "PATH": "/nonexistent"])
    #expect(code == 0, "\(errors)")
    let share = out.appendingPathComponent("share")
    let svg = try FileManager.default.contentsOfDirectory(atPath: share.path).map {
      try String(contentsOf: share.appendingPathComponent($0), encoding: .utf8)
    }.joined()
    #expect(svg.contains("Run &lt;&amp;\"'&gt; 🏃‍♀️🎉 home"))
    #expect(svg.contains(String(repeating: "W", count: 20)))
    let (status, check) = try Self.check(share.path)
    #expect(status == 0, "\(check)")
  }
}
