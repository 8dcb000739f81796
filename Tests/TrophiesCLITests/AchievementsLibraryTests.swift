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
