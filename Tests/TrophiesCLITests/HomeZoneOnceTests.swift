import Foundation
import Testing

@testable import TrophiesCLI

/// The home zone is resolved once per run (issue 19): a `$TZ` that names no zone is warned
/// about once, whichever command reads it.
@Suite("home zone resolved once")
struct HomeZoneOnceTests {
  static let warning = "is not a time zone Foundation knows"

  @Test("import with a bad TZ warns once", arguments: [["import"], ["report"], ["achievements"]])
  func warnsOnce(command: [String]) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(2, into: runs)
    let library = folder.appendingPathComponent("library.sqlite").path
    let environment = ["TZ": "Not/AZone", "HOME": folder.path]
    if command != ["import"] {
      #expect(runTrophies(["import", runs.path, "--library", library]).0 == 0)
    }
    var arguments = command + ["--library", library]
    if command == ["import"] { arguments.insert(runs.path, at: 1) }
    if command == ["report"] { arguments += ["--out", folder.appendingPathComponent("out").path] }
    let (code, _, error) = runTrophies(arguments, environment: environment)
    #expect(code == 0)
    // Counted by hand: one line naming the value, however many steps need the zone.
    #expect(error.components(separatedBy: Self.warning).count - 1 == 1)
    #expect(error.contains("TZ='Not/AZone'"))
  }

  @Test("reading files with a bad TZ warns once")
  func filesWarnOnce() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeRuns(1, into: folder)
    let out = folder.appendingPathComponent("out").path
    let (code, _, error) = runTrophies(
      ["report", folder.path, "--out", out], environment: ["TZ": ":Not/AZone"])
    #expect(code == 0)
    #expect(error.components(separatedBy: Self.warning).count - 1 == 1)
  }
}
