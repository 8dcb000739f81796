import Foundation
import Testing

@testable import TrophiesCLI

/// A run's own outputs inside an input folder are not inputs of the next run (issue 17, M8):
/// `report FOLDER --out FOLDER/sub` read its own `tiles-to-explore.gpx` back (no timestamps:
/// skipped), so every later run exited 3; a library inside the input folder named like an
/// archive was read as one.
@Suite("a run's own outputs are not read back as inputs")
struct OwnOutputTests {
  /// `runs/` with 3 runs (``writeRuns(_:into:creator:)``: positions at 52.5° N 13.4° E, so the
  /// cabinet writes tiles to explore).
  static func runsFolder() throws -> (root: URL, runs: URL) {
    let root = try makeTemporaryFolder()
    let runs = root.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(3, into: runs)
    return (root, runs)
  }

  @Test(
    "report FOLDER --out (inside it, itself, through a link): every run reads the 3 runs only",
    arguments: ["runs/Reports", "runs", "link/Reports"])
  func reportInsideInput(out: String) throws {
    let (root, runs) = try Self.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("link").path, withDestinationPath: runs.path)
    let outPath = root.appendingPathComponent(out).path
    for run in 1...3 {
      let result = runTrophies(["report", runs.path, "--out", outPath])
      #expect(result.0 == 0, "run \(run): \(result.2)")
      #expect(result.1.contains("Imported 3 workouts from 3 of 3 files (0 skipped)"), "\(run)")
    }
    // The cabinet holds the tiles file the next run left out.
    #expect(FileManager.default.fileExists(atPath: outPath + "/tiles-to-explore.gpx"))
  }

  @Test("a workout in the output folder under another name is still read")
  func otherFilesInOutputAreRead() throws {
    let (root, runs) = try Self.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = runs.appendingPathComponent("Reports")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: runs.appendingPathComponent("run-00002.gpx"),
      to: out.appendingPathComponent("run-00002.gpx"))
    _ = runTrophies(["report", runs.path, "--out", out.path])
    let second = runTrophies(["report", runs.path, "--out", out.path])
    #expect(second.0 == 0, "\(second.2)")
    #expect(second.1.contains("Imported 3 workouts from 3 of 3 files (0 skipped)"))
  }

  @Test(
    "import FOLDER --library inside it: the library is no input, whatever its name",
    arguments: ["library.sqlite", "library.zip", "library.gpx"])
  func libraryInsideInput(name: String) throws {
    let (root, runs) = try Self.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let library = runs.appendingPathComponent(name).path
    for run in 1...2 {
      let result = runTrophies(["import", runs.path, "--library", library])
      #expect(result.0 == 0, "run \(run): \(result.2)")
      #expect(result.1.contains("skipped: 0"), "run \(run): \(result.1)")
    }
    // The stored files are the 3 runs, the library not among them.
    let report = runTrophies(["report", "--library", library, "--out", root.path + "/out"])
    #expect(report.1.contains("Imported 3 workouts from 3 of 3 files"), "\(report.1)")
  }
}
