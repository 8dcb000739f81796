import Foundation
import TestSupport
import Testing
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesCLI

/// Issue 17 break-it 2 (A5) on the command line: a damaged row is met by a read of the library
/// (`report`, `achievements`, or `import` reading its workouts back), left out (exit 3) and its
/// file marked; the next import opens that file, unchanged, and stores it again. An import that
/// reads nothing back decodes nothing.
extension LibraryFileSafetyTests {
  /// Adds a third run (`run-00002.gpx`, as ``writeRuns(_:into:creator:)`` writes it) to the
  /// folder `runs`, leaving its other files untouched (same bytes, same modification time).
  static func addThirdRun(to runs: String) throws {
    let scratch = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    try writeRuns(3, into: scratch)
    try FileManager.default.copyItem(
      atPath: scratch.appendingPathComponent("run-00002.gpx").path,
      toPath: runs + "/run-00002.gpx")
  }

  /// Damages the first stored workout (10^22 m in 10^22 s: a number out of range).
  static func damageFirstWorkout(in library: String) throws {
    try editFirstWorkout(in: library) { workout in
      workout.summary.distanceMeters = 1e22
      workout.summary.durationSeconds = 1e22
    }
  }

  @Test("an import reading the library back marks a damaged row; the next import repairs it")
  func importMarksDamage() throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try Self.damageFirstWorkout(in: library)
    // Nothing new: nothing is read back, nothing decoded, so the damage is not noticed.
    var (code, output, error) = runTrophies(["import", runs, "--library", library])
    #expect(code == 0, "\(error)")
    #expect(!error.contains("damaged"))
    #expect(output.contains("2 files (0 workouts not stored again, 2 not opened)"))
    // A new run: the library's workouts are read back for the achievements, the damaged row
    // is left out with a warning, and its file marked.
    try Self.addThirdRun(to: runs)
    (code, output, error) = runTrophies(["import", runs, "--library", library])
    #expect(code == 0, "\(error)")
    #expect(error.contains("warning: 1 damaged row of the workout library was left out:\n"))
    #expect(output.contains("Imported 1 new workout from 1 new file"))
    #expect(output.contains("(0 workouts not stored again, 2 not opened)"))
    // The next import opens the marked file, unchanged, and stores it again.
    (code, output, error) = runTrophies(["import", runs, "--library", library])
    #expect(code == 0, "\(error)")
    #expect(!error.contains("damaged"))
    #expect(output.contains("Imported 1 new workout from 1 new file"))
    #expect(output.contains("(0 workouts not stored again, 2 not opened)"))
    let out = folder.appendingPathComponent("out").path
    (code, output, error) = runTrophies(["report", "--library", library, "--out", out])
    #expect(code == 0, "\(error)")
    #expect(!error.contains("damaged"))
    #expect(output.hasPrefix("Imported 3 workouts "))
  }

  /// A library that cannot be written (`chattr +i` on the file and its folder) with a damaged
  /// row: reported (exit 3, the row left out) and left byte-identical, mark or no mark.
  @Test("a damaged row of an immutable library is left out, and the library left as it was")
  func immutableDamaged() throws {
    let (folder, runs, _) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shelf = folder.appendingPathComponent("shelf")
    try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: true)
    let library = shelf.appendingPathComponent("library.sqlite").path
    let out = folder.appendingPathComponent("out").path
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    #expect(runTrophies(["report", "--library", library, "--out", out]).0 == 0)  // Cabinet Maker
    try Self.damageFirstWorkout(in: library)
    // Checkpointed into the file itself, so that its bytes are the whole library.
    try SQLiteDatabase(path: library).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    guard FileFlags.chattr("+i", library), FileFlags.chattr("+i", shelf.path) else { return }
    defer { _ = FileFlags.chattr("-i", shelf.path) && FileFlags.chattr("-i", library) }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: library))
    for command in ["report", "achievements"] {
      let extra = command == "report" ? ["--out", out] : []
      let (code, _, error) = runTrophies([command, "--library", library] + extra)
      #expect(code == 3, "\(error)")
      #expect(error.contains("warning: 1 damaged row of the workout library was left out:\n"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == bytes)
  }

  /// Break-it pass 7 M3: a file whose stored warnings are damaged was counted twice, as itself
  /// and as a skipped "damaged library row" ("2 of 3 files (1 skipped)" for a library of 2).
  @Test("a file with damaged stored warnings is reported once, with library_row_damaged, exit 3")
  func damagedWarnings() throws {
    let (folder, runs, library) = try Self.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try SQLiteDatabase(path: library).execute(
      "UPDATE files SET warnings = x'ffffffff' WHERE path = (SELECT min(path) FROM files)")
    let out = folder.appendingPathComponent("out").path
    let (code, output, error) = runTrophies(["report", "--library", library, "--out", out])
    #expect(code == 3, "\(error)")
    #expect(error.contains("warning: 1 damaged row of the workout library was left out:\n"))
    // By hand: writeRuns(2) gave 2 files of 1 run each; both are read, none skipped.
    #expect(output.hasPrefix("Imported 2 workouts from 2 of 2 files (0 skipped);"), "\(output)")
    let markdown = try String(
      contentsOf: URL(fileURLWithPath: out).appendingPathComponent("trophies.md"), encoding: .utf8)
    #expect(markdown.contains("library_row_damaged"))
    #expect(!markdown.contains("damaged library row"))
  }
}
