import Foundation
import TestSupport
import Testing
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesCLI

/// Issue 17: a file named as `--library` that is not a Trophies library is never written, a
/// damaged schema version is an error (not a trap), and a read-only library is still reported.
@Suite("library file safety")
struct LibraryFileSafetyTests {
  /// A folder with `runs/` (two GPX runs) and the path of a library file in it.
  static func setUp() throws -> (folder: URL, runs: String, library: String) {
    let folder = try makeTemporaryFolder()
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(2, into: runs)
    return (folder, runs.path, folder.appendingPathComponent("library.sqlite").path)
  }

  /// Files that are not Trophies libraries, made by `sqlite3`'s own API through
  /// ``SQLiteDatabase`` in rollback-journal mode (as other applications keep them).
  enum Foreign: String, CaseIterable, CustomTestStringConvertible {
    case otherTables, otherApplicationID, otherIDWithTrophiesTables, textFile,
      trophiesTablesVersion0, noTablesVersion1, noTablesVersion2, noTablesVersion3,
      noTablesVersion7, noTablesVersionNegative, otherTablesWAL, otherApplicationIDWAL
    var testDescription: String { rawValue }

    func make(at path: String) throws {
      if self == .textFile {
        try Data("name,phone\nada,123\n".utf8).write(to: URL(fileURLWithPath: path))
        return
      }
      let database = try SQLiteDatabase(path: path)
      switch self {
      case .otherTables:
        try database.execute(
          "CREATE TABLE contacts (name TEXT, phone TEXT); INSERT INTO contacts VALUES ('ada', '1');"
            + "PRAGMA user_version = 2")
      case .otherApplicationID:
        try database.execute("PRAGMA application_id = 1196444237")  // "GPKG"
      case .otherIDWithTrophiesTables:
        try database.execute(LibrarySchema.version1 + "PRAGMA application_id = 42;")
      case .trophiesTablesVersion0:
        try database.execute(LibrarySchema.version1)
      case .otherTablesWAL:
        try database.execute(
          "PRAGMA journal_mode = WAL; CREATE TABLE contacts (name TEXT, phone TEXT)")
      case .otherApplicationIDWAL:
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA application_id = 1196444237")
      case .noTablesVersion1: try database.execute("PRAGMA user_version = 1")
      case .noTablesVersion2: try database.execute("PRAGMA user_version = 2")
      case .noTablesVersion3: try database.execute("PRAGMA user_version = 3")
      // Issue 17, M9: versions no trophies has written yet, or ever: still no Trophies file.
      case .noTablesVersion7: try database.execute("PRAGMA user_version = 7")
      case .noTablesVersionNegative: try database.execute("PRAGMA user_version = -1")
      case .textFile: break
      }
    }
  }

  @Test(
    "another application's file named as --library is refused and left byte-identical",
    arguments: Foreign.allCases)
  func foreignFileUntouched(foreign: Foreign) throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    try foreign.make(at: library)
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    for arguments in [
      ["import", runs, "--library", library], ["achievements", "--library", library],
    ] {
      let (code, _, error) = runTrophies(arguments)
      #expect(code == 1, "\(arguments)")
      #expect(error.contains("not a Trophies library"), "\(error)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["library.sqlite", "runs"])
  }

  @Test(
    "a schema version below 1 or above this program's is the schema message, not a trap",
    arguments: [-1, -2_147_483_648, LibrarySchema.currentVersion + 1, 2_147_483_647])
  func unknownVersion(version: Int) throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A Trophies library (its application_id and tables) whose version is then changed.
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try SQLiteDatabase(path: library).execute("PRAGMA user_version = \(version)")
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    for arguments in [
      ["import", runs, "--library", library], ["achievements", "--library", library],
    ] {
      let (code, _, error) = runTrophies(arguments)
      #expect(code == 1)
      #expect(error.contains("the library has schema version \(version), "), "\(error)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
    }
  }

  /// `report` and `achievements` only read: a library whose achievements were all recorded
  /// is neither changed nor touched (bytes and modification time), and one that cannot be
  /// written at all (`chattr +i` on the file and its folder, which binds root too) is reported.
  @Test("a read-only library is still reported, and reading never writes it")
  func readOnlyLibrary() throws {
    let (folder, runs, _) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shelf = folder.appendingPathComponent("shelf")
    try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: true)
    let library = shelf.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    let out = folder.appendingPathComponent("out").path
    #expect(runTrophies(["report", "--library", library, "--out", out]).0 == 0)  // Cabinet Maker
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    let stamp =
      try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date
    for command in ["report", "achievements"] {
      let extra = command == "report" ? ["--out", out] : []
      let (code, _, error) = runTrophies([command, "--library", library] + extra)
      #expect(code == 0, "\(error)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
    #expect(
      try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date
        == stamp)

    // Immutable file and folder: no -shm can be made, nothing can be written, even by root.
    let fresh = folder.appendingPathComponent("fresh")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    let frozen = fresh.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs, "--library", frozen]).0 == 0)
    guard FileFlags.chattr("+i", frozen), FileFlags.chattr("+i", fresh.path) else { return }
    defer { _ = FileFlags.chattr("-i", fresh.path) && FileFlags.chattr("-i", frozen) }
    let frozenBytes = try Data(contentsOf: URL(fileURLWithPath: frozen))
    let (code, output, error) = runTrophies(["report", "--library", frozen, "--out", out])
    #expect(code == 0, "\(error)")
    #expect(output.contains("Imported 2 workouts"))
    // "Cabinet Maker" cannot be recorded: said, and the report is written all the same; it
    // is not claimed as unlocked-and-recorded (issue 17 break-it 2, A2c: it was, every run).
    #expect(error.contains("could not be recorded in the library"))
    #expect(error.contains("Achievement unlocked (not recorded): Cabinet Maker\n"))
    #expect(!error.contains("Achievement unlocked: "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: frozen)) == frozenBytes)
  }

  @Test(
    "an empty path is a usage error: nothing is read or written",
    arguments: [
      ["import", "", "--library", "L"], ["import", "R", "--library", ""],
      ["import", "R", "--library="], ["report", "R", "--out", ""], ["report", "R", "-o="],
      ["report", "--library", "", "--out", "O"], ["inspect", ""],
      ["achievements", "R", "--activity-map", ""], ["report", "R", "--", ""],
    ])
  func emptyPath(arguments: [String]) throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let resolved = arguments.map { $0 == "R" ? runs : $0 == "L" ? library : $0 == "O" ? out : $0 }
    let (code, output, error) = runTrophies(resolved)
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(error.contains("empty"), "\(error)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["runs"])
  }

  /// Rewrites the stored blob of `library`'s first workout row (id 1) after `edit`, as a
  /// hostile or older writer could have stored it.
  static func editFirstWorkout(in library: String, _ edit: (inout Workout) -> Void) throws {
    let database = try SQLiteDatabase(path: library)
    let read = try database.prepare("SELECT data FROM workouts ORDER BY id LIMIT 1")
    #expect(try read.step())
    var workout = try WorkoutCodec.decode(read.blob(0), location: "t")
    edit(&workout)
    try database.prepare("UPDATE workouts SET data = ? WHERE id = 1").run([
      WorkoutCodec.encode(workout)
    ])
  }

  /// A library holding a workout row of 10^22 m and 10^22 s (what the Strava CSV of issue 17
  /// stored): every later run trapped; now the row is left out as damaged data, named in a
  /// warning and listed as a skipped input (exit 3), and the rest of the library (the other run)
  /// is reported.
  @Test("a hostile workout row is left out with a warning naming it, never a trap")
  func hostileRow() throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try Self.editFirstWorkout(in: library) { workout in
      workout.summary.distanceMeters = 1e22
      workout.summary.durationSeconds = 1e22
    }
    for arguments in [
      ["achievements", "--library", library],
      ["report", "--library", library, "--out", folder.appendingPathComponent("out").path],
    ] {
      let (code, output, error) = runTrophies(arguments)
      #expect(code == 3, "\(arguments)")
      #expect(error.contains("warning: 1 damaged row of the workout library was left out:\n"))
      #expect(error.contains(": workout 1: stored workout data is damaged (a number out of range"))
      #expect(
        output.contains(arguments[0] == "report" ? "Imported 1 workout " : "from 1 workout\n"))
    }
    let markdown = try String(
      contentsOf: folder.appendingPathComponent("out/trophies.md"), encoding: .utf8)
    #expect(markdown.contains(": workout 1"))
    #expect(markdown.contains("damaged library row: stored workout data is damaged"))
    // An import of one more run beside them: the damaged row's file, unchanged (marked by
    // the reads above), is read again and stored again (issue 17 break-it 2, A5: it was left
    // out for good), so nothing is left out any more.
    try Self.addThirdRun(to: runs)
    let (code, output, error) = runTrophies(["import", runs, "--library", library])
    #expect(code == 0, "\(error)")
    #expect(!error.contains("damaged"))
    #expect(output.contains("Imported 2 new workouts from 2 new files"))
    #expect(output.contains("(0 workouts not stored again, 1 not opened)"))
    let after = runTrophies(["achievements", "--library", library])
    #expect(after.0 == 0)
    #expect(after.1.contains("from 3 workouts\n"))
    let out = folder.appendingPathComponent("out").path
    let report = runTrophies(["report", "--library", library, "--out", out])
    #expect(report.0 == 0, "\(report.2)")
    #expect(report.1.hasPrefix("Imported 3 workouts "))
  }

  /// The same row with only its distance at 10^22 m: the distance is unknown, the workout kept.
  @Test("a stored distance of 10^22 m reads as unknown and the workout is reported")
  func hostileDistance() throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try Self.editFirstWorkout(in: library) { $0.summary.distanceMeters = 1e22 }
    let out = folder.appendingPathComponent("out").path
    let (code, output, error) = runTrophies(["report", "--library", library, "--out", out])
    #expect(code == 0, "\(error)")
    #expect(!error.contains("damaged"))
    #expect(output.hasPrefix("Imported 2 workouts "))
  }

  /// `SOURCE_DATE_EPOCH` near `Int64.max` trapped when the run's instant was stored in
  /// milliseconds; values outside 0…253402300799 (year 9999) are ignored.
  @Test("an absurd SOURCE_DATE_EPOCH is ignored, not a trap")
  func absurdSourceDateEpoch() throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, _, error) = runTrophies(
      ["import", runs, "--library", library],
      environment: ["TZ": "UTC", "SOURCE_DATE_EPOCH": "9223372036854775807"])
    #expect(code == 0, "\(error)")
  }
}
