import Foundation
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// Issue 17: what `--library` names before SQLite opens it (a folder, a FIFO, a device, a path
/// ending in `/`), and a Trophies library whose tables are not those of its schema version.
@Suite("library file safety: places and damaged schemas")
struct LibraryPlaceTests {
  /// What is put at the `--library` path before the runs.
  enum Place: String, CaseIterable, CustomTestStringConvertible {
    case folder, fifo, slashMissing, slashOverFolder, dotInMissingFolder
    var testDescription: String { rawValue }
  }

  /// Every command, on each place: exit 1, an error naming the path as no library file, and
  /// the folder as it was (no `-journal`, no file `d` made of `d/`). Before the fix a folder
  /// and `d/` were opened by SQLite ("unable to open" or, for `import … d/`, the file `d`
  /// filled) and a FIFO blocked for ever.
  @Test(
    "a --library that cannot be a library file is refused by every command",
    arguments: Place.allCases)
  func refusedPlace(place: Place) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(1, into: runs)
    let d = folder.appendingPathComponent("d").path
    var library = d
    switch place {
    case .folder:
      try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
    case .fifo: #expect(mkfifo(d, 0o600) == 0)
    case .slashMissing: library = d + "/"
    case .slashOverFolder:
      try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
      library = d + "/"
    case .dotInMissingFolder: library = d + "/x.sqlite/."  // created d/x.sqlite/ before
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    for arguments in [
      ["import", runs.path, "--library", library],
      ["report", "--library", library, "--out", folder.appendingPathComponent("out").path],
      ["achievements", "--json", "--library", library],
    ] {
      let (code, _, error) = runTrophies(arguments)
      #expect(code == 1, "\(arguments)")
      #expect(error.contains("\(library): "), "\(error)")
      #expect(error.contains("not a library file"), "\(error)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }
  }

  @Test("a character device named as --library is refused as a device")
  func device() {
    let (code, _, error) = runTrophies(["achievements", "--json", "--library", "/dev/null"])
    #expect(code == 1)
    #expect(error.contains("/dev/null: a device, not a library file"), "\(error)")
  }

  /// A 0-byte file is what an SQLite database with nothing in it looks like: it is made a
  /// library (one run imported, then read back).
  @Test("an empty file is made a library")
  func emptyFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(1, into: runs)
    let library = folder.appendingPathComponent("library.sqlite").path
    #expect(FileManager.default.createFile(atPath: library, contents: Data()))
    #expect(runTrophies(["import", runs.path, "--library", library, "-q"]).0 == 0)
    let (code, output, _) = runTrophies(["achievements", "--json", "--library", library])
    #expect(code == 0)
    #expect(output.hasPrefix("["))
  }

  /// Libraries whose tables are not those of their `user_version` (version 1 has achievements,
  /// batches, files, workouts; 2 adds announcements; 3 archives): the damaged-library message,
  /// not SQLite's "table announcements already exists", and the file byte-identical.
  @Test(
    "a library whose tables do not match its schema version is damaged, and left as it was",
    arguments: [
      (1, true, "with table announcements, archives"), (1, false, "with table announcements"),
      (3, true, "without table archives"),
    ] as [(Int, Bool, String)])
  func damagedSchema(version: Int, withID: Bool, why: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(1, into: runs)
    let library = folder.appendingPathComponent("library.sqlite").path
    let tables =
      version == 3
      ? LibrarySchema.version1 + LibrarySchema.version2
      : LibrarySchema.version1 + LibrarySchema.version2
        + (withID ? LibrarySchema.version3 : "")
    let id = withID ? "PRAGMA application_id = \(WorkoutLibrary.applicationID);" : ""
    try SQLiteDatabase(path: library).execute(tables + id + "PRAGMA user_version = \(version)")
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    for arguments in [
      ["import", runs.path, "--library", library], ["achievements", "--library", library],
    ] {
      let (code, _, error) = runTrophies(arguments)
      #expect(code == 1, "\(arguments)")
      #expect(
        error.contains("the library is damaged: schema version \(version) \(why);"), "\(error)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "library.sqlite", "runs",
      ])
  }
}
