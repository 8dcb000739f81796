import Foundation
import Testing

@testable import TrophiesCLI

/// `achievements` from the library evaluates the stored workouts' facts, read one at a time,
/// with the session's workouts let go of (issue 17): the same statuses and count as before.
@Suite("achievements from the library")
struct AchievementsLibraryTests {
  /// `health-same-start.xml` holds two copies of one run (the second a duplicate) and a walk:
  /// by hand 2 counted workouts, as `achievements` on the file itself says.
  @Test("the count and the workout statuses equal those read from the file")
  func sameAsFromFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("library.sqlite").path
    let export = InspectStreamingTests.export.path
    #expect(runTrophies(["import", export, "--library", library, "-q"]).0 == 0)
    let text = runTrophies(["achievements", "--library", library, "-q"])
    #expect(text.0 == 0)
    #expect(text.1.hasSuffix("earned from 2 workouts\n"))
    #expect(runTrophies(["achievements", export]).1.hasSuffix("earned from 2 workouts\n"))
    // Statuses other than the library's own `personal_best` entries: the same objects.
    let fromLibrary = try Self.workoutStatuses(
      runTrophies(["achievements", "--library", library, "--json", "-q"]).1)
    let fromFile = try Self.workoutStatuses(runTrophies(["achievements", export, "--json"]).1)
    #expect(fromLibrary.count == fromFile.count)
    #expect(fromLibrary == fromFile)
  }

  /// The library's listing is no longer rebuilt for `achievements` (issue 17: 1.59 GB for a
  /// million workouts): a skipped file it holds still makes the run exit 3, as the folder does.
  @Test("a library holding a skipped file exits 3, as reading its folder does")
  func skippedFileExitCode() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(2, into: runs)
    try Data("<gpx><trk>".utf8).write(to: runs.appendingPathComponent("cut.gpx"))
    let library = folder.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs.path, "--library", library, "-q"]).0 == 3)
    let fromLibrary = runTrophies(["achievements", "--library", library, "-q"])
    #expect(fromLibrary.0 == 3)
    #expect(fromLibrary.1.hasSuffix("earned from 2 workouts\n"))
    let fromFolder = runTrophies(["achievements", runs.path])
    #expect(fromFolder.0 == 3)
    #expect(fromFolder.1.hasSuffix("earned from 2 workouts\n"))
  }

  /// The JSON objects of `output` (one array) whose kind is not `personal_best`, re-serialised
  /// with sorted keys so that equal objects compare equal.
  static func workoutStatuses(_ output: String) throws -> [String] {
    let array = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    return try array.filter { $0["kind"] as? String != "personal_best" }.map {
      String(
        decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]),
        as: UTF8.self)
    }
  }
}
