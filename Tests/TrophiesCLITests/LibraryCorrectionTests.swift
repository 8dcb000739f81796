import ArchiveTestSupport
import Foundation
import Testing
import TrophiesCLI

/// Activity corrections for files the workout library holds already (break-it pass 7 B9: an
/// `import` with `--activity a.gpx=hiking` of an unchanged, stored `a.gpx` said the key matched
/// no file and never applied it; `achievements --library --activity …` ignored it silently).
@Suite("activity corrections of workouts in the library")
struct LibraryCorrectionTests {
  /// The `type.` achievements earned in `achievements --json` output.
  static func earnedTypes(_ output: String) throws -> Set<String> {
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    return Set(
      list.compactMap { entry in
        guard entry["earned"] as? Bool == true, let id = entry["id"] as? String,
          id.hasPrefix("type.")
        else { return nil }
        return id
      })
  }

  /// A folder holding `a.gpx`, a 30-minute run (``ArchiveLibraryCLITests/run(day:)``),
  /// imported into `library.sqlite` inside it; returns the folder.
  static func importedRun() throws -> URL {
    let folder = try makeTemporaryFolder()
    let files = folder.appendingPathComponent("files")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    try Data(ArchiveLibraryCLITests.run(day: 1)).write(to: files.appendingPathComponent("a.gpx"))
    let first = runTrophies(["import", "-q", "--library", library(folder), files.path])
    #expect(first.0 == 0, "\(first.2)")
    return folder
  }

  static func library(_ folder: URL) -> String {
    folder.appendingPathComponent("library.sqlite").path
  }

  @Test("an import with a correction retypes an unchanged stored file; achievements follow")
  func unchangedFileIsCorrected() throws {
    let folder = try Self.importedRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = Self.library(folder)
    let files = folder.appendingPathComponent("files").path
    let before = runTrophies(["achievements", "-q", "--json", "--library", library])
    #expect(try Self.earnedTypes(before.1) == ["type.running.1"])
    let corrected = runTrophies([
      "import", "-q", "--library", library, files, "--activity", "a.gpx=hiking",
    ])
    #expect(corrected.0 == 0, "\(corrected.2)")
    #expect(!corrected.2.contains("matches no file"))
    // Read again, known content: no new file, the one workout retyped in place.
    #expect(corrected.1.contains("Imported 0 new workouts from 0 new files"))
    #expect(corrected.1.contains("already in the library: 1 file (1 workout not stored again"))
    #expect(corrected.1.contains("corrected to the type you gave"))
    #expect(corrected.1.contains(": 1 workout\n"))
    #expect(corrected.1.contains("The library holds 1 workout "))
    let after = runTrophies(["achievements", "-q", "--json", "--library", library])
    #expect(try Self.earnedTypes(after.1) == ["type.hiking.1"])
    // The same correction again finds the type stored: the file stays unopened, unwarned.
    let again = runTrophies([
      "import", "-q", "--library", library, files, "--activity", "a.gpx=hiking",
    ])
    #expect(again.0 == 0)
    #expect(again.1.contains("already in the library: 1 file (0 workouts not stored again, 1 not"))
    #expect(!again.1.contains("corrected to the type"))
    #expect(!again.2.contains("matches no file"))
  }

  @Test("a settings correction added after the import retypes the stored file; no warning")
  func settingsCorrection() throws {
    let folder = try Self.importedRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = Self.library(folder)
    let settings = folder.appendingPathComponent("settings.json")
    try Data(#"{"activity_corrections": {"a.gpx": "hiking"}}"#.utf8).write(to: settings)
    let files = folder.appendingPathComponent("files").path
    let run = runTrophies([
      "import", "-q", "--library", library, files, "--settings", settings.path,
    ])
    #expect(run.0 == 0, "\(run.2)")
    #expect(run.1.contains("corrected to the type you gave"))
    let after = runTrophies([
      "achievements", "-q", "--json", "--library", library, "--settings", settings.path,
    ])
    #expect(!after.2.contains("warning"))
    #expect(try Self.earnedTypes(after.1) == ["type.hiking.1"])
  }

  @Test("a correction key that matches no file of the import still warns")
  func unmatchedKeyWarns() throws {
    let folder = try Self.importedRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = folder.appendingPathComponent("files").path
    let run = runTrophies([
      "import", "-q", "--library", Self.library(folder), files, "--activity", "b.gpx=hiking",
    ])
    #expect(run.0 == 0)
    #expect(run.2.contains("warning: --activity 'b.gpx' matches no file that was read"))
    #expect(!run.1.contains("corrected to the type"))
  }

  @Test(
    "report and achievements reading the library say a given correction is not applied",
    arguments: [
      (["--activity", "a.gpx=hiking"], "--activity applies when files are read; run "),
      (["--activity-map", "MAP"], "--activity-map applies when files are read; run "),
      (
        ["--activity", "a.gpx=hiking", "--activity-map", "MAP"],
        "--activity and --activity-map apply when files are read; run "
      ),
    ])
  func libraryReadWarns(options: [String], warning: String) throws {
    let folder = try Self.importedRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = Self.library(folder)
    let map = folder.appendingPathComponent("map.txt")
    try Data("a.gpx=hiking\n".utf8).write(to: map)
    let given = options.map { $0 == "MAP" ? map.path : $0 }
    let achievements = runTrophies(["achievements", "-q", "--json", "--library", library] + given)
    #expect(achievements.0 == 0)
    #expect(
      achievements.2.contains(
        "trophies: warning: " + warning + "'trophies import' with "))
    #expect(achievements.2.contains("to correct the library's workouts\n"))
    #expect(try Self.earnedTypes(achievements.1) == ["type.running.1"])
    let out = folder.appendingPathComponent("Cabinet").path
    let report = runTrophies(["report", "-q", "--library", library, "--out", out] + given)
    #expect(report.0 == 0, "\(report.2)")
    #expect(report.2.contains("trophies: warning: " + warning))
    let plain = runTrophies(["achievements", "-q", "--json", "--library", library])
    #expect(!plain.2.contains("applies when files are read"))
  }

  @Test("a correction of a member of an unchanged stored archive reads the archive again")
  func archiveMemberIsCorrected() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let zip = folder.appendingPathComponent("runs.zip")
    try Data(
      ArchiveBuilder.build(
        .zip,
        [
          .init("a.gpx", ArchiveLibraryCLITests.run(day: 1)),
          .init("b.gpx", ArchiveLibraryCLITests.run(day: 2)),
        ])
    ).write(to: zip)
    let library = Self.library(folder)
    #expect(runTrophies(["import", "-q", "--library", library, zip.path]).0 == 0)
    let corrected = runTrophies([
      "import", "-q", "--library", library, zip.path, "--activity", "runs.zip!/b.gpx=rowing",
    ])
    #expect(corrected.0 == 0, "\(corrected.2)")
    #expect(!corrected.2.contains("matches no file"))
    #expect(corrected.1.contains("already in the library: 2 files (2 workouts not stored again"))
    #expect(corrected.1.contains(": 1 workout\n"))
    let after = runTrophies(["achievements", "-q", "--json", "--library", library])
    #expect(try Self.earnedTypes(after.1) == ["type.running.1", "type.rowing.1"])
  }
}
