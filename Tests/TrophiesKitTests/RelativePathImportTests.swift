import Foundation
import Testing
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

@testable import TrophiesKit

/// Break-it pass 6 F0 (lost data): the library keyed each file by its path as typed, so
/// `import .` from folder A stored `./run.gpx`, and `import .` from folder B, whose own
/// `./run.gpx` is another file, took it for the stored one, "changed", and replaced its 3
/// workouts by B's 1 (exit 0). Inputs are now made absolute in the working folder
/// (``ImportOptions/workingFolder`` stands for it here); rows an older trophies stored under a
/// relative path are adopted when the file they name there has their content hash, and are left
/// inert otherwise.
@Suite("files are known by their absolute path")
struct RelativePathImportTests {
  /// A GPX of `days.count` runs, one `<trk>` each (one workout each), on 2021-05-DAY from
  /// 07:00:00Z, 30 min and 1.5 km (0.0135° of latitude) long: counted workouts, apart by days.
  static func gpx(days: [Int]) -> String {
    var tracks = ""
    for day in days {
      let date = String(format: "2021-05-%02d", day)
      tracks +=
        "<trk><type>running</type><trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(date)T07:00:00Z"
        + "</time></trkpt><trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(date)T07:30:00Z</time>"
        + "</trkpt></trkseg></trk>"
    }
    return "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test\">\(tracks)</gpx>"
  }

  /// Folders `A` and `B` in a scratch folder, each with its own `run.gpx`: A's holds 3 runs
  /// (May 1–3), B's 1 (May 10). Returns the scratch folder (removed by the caller), A and B.
  static func twoFolders() throws -> (scratch: String, a: String, b: String) {
    let scratch = try ExportReimportTests.scratch("relative")
    let a = scratch + "/A"
    let b = scratch + "/B"
    for (folder, days) in [(a, [1, 2, 3]), (b, [10])] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(gpx(days: days).utf8).write(to: URL(fileURLWithPath: folder + "/run.gpx"))
    }
    return (scratch, a, b)
  }

  /// Imports `paths` into `library` as `trophies import` run in `folder` does.
  @discardableResult
  static func store(_ paths: [String], in folder: String, into library: String) throws
    -> LibraryImport
  {
    var options = ImportOptions(homeTimeZone: "UTC")
    options.workingFolder = folder
    return try TrophiesImport.store(
      paths, into: try WorkoutLibrary(path: library), options: options, batchSize: 500,
      startedAt: Date(timeIntervalSince1970: 1_800_000_000))
  }

  /// Each stored file's path with the number of workouts counted in it, by path.
  static func counted(_ library: String) throws -> [String: Int] {
    var counts: [String: Int] = [:]
    for file in try WorkoutLibrary(path: library).files() {
      counts[file.source] = file.workouts.count
    }
    return counts
  }

  @Test("import . from A, then import . from B: both files' workouts stay (3 + 1)")
  func twoFoldersKeepTheirOwn() throws {
    let (scratch, a, b) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    let first = try Self.store(["."], in: a, into: library)
    #expect(first.outcome.newWorkouts == 3)
    let second = try Self.store(["."], in: b, into: library)
    #expect(second.outcome.newWorkouts == 1)
    #expect(second.outcome.newFiles.map(\.source) == [b + "/run.gpx"])
    #expect(try Self.counted(library) == [a + "/run.gpx": 3, b + "/run.gpx": 1])
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 4)
    // From A again, with a relative file name this time: known, unchanged, not opened.
    let again = try Self.store(["run.gpx"], in: a, into: library)
    #expect(again.outcome.newFiles.isEmpty)
    #expect(again.unchangedFiles == 1)
  }

  @Test(
    "a file imported by a relative path and then by its absolute path is one file",
    arguments: ["run.gpx", "./run.gpx", ".", "../A/./run.gpx", "..//A/", "../B/../A"])
  func relativeThenAbsolute(relative: String) throws {
    let (scratch, a, _) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    try Self.store([relative], in: a, into: library)
    let absolute = try Self.store([a + "/run.gpx"], in: scratch, into: library)
    #expect(absolute.outcome.newFiles.isEmpty)
    #expect(absolute.unchangedFiles == 1)
    #expect(try Self.counted(library) == [a + "/run.gpx": 3])
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 3)
  }

  /// A library as a trophies before this fix left it after `import .` in `folder`: each file
  /// of `names` (A's `run.gpx` by default) stored as `./NAME`, its workouts' source `./NAME`,
  /// with its stamp.
  static func oldStyleLibrary(
    _ library: String, from folder: String, names: [String] = ["run.gpx"]
  ) throws {
    let importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"), keepsTrackpoints: false)
    var files = importer.read(files: names.map { folder + "/" + $0 })
    var stamps: [PathKey: FileStamp] = [:]
    for (index, name) in names.enumerated() {
      files[index].source = "./" + name
      for workout in files[index].workouts.indices {
        files[index].workouts[workout].source = "./" + name
      }
      let stamp = try #require(FileStamp(path: folder + "/" + name))
      stamps[PathKey("./" + name)] = FileStamp(
        path: "./" + name, size: stamp.size,
        modificationNanoseconds: stamp.modificationNanoseconds)
    }
    _ = try WorkoutLibrary(path: library).store(files, stamps: stamps, inputs: ["."])
    #expect(try counted(library)["./run.gpx"] == 3)
  }

  @Test("old relative rows are not resolved in another folder: re-reading it there drops none")
  func oldRowsNotDroppedElsewhere() throws {
    let (scratch, a, b) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    // A file with no workout: a row of its own, holding none (skipped, `no_activity`).
    try Data("<gpx><trk><trkseg></trkseg></trk></gpx>".utf8).write(
      to: URL(fileURLWithPath: a + "/empty.gpx"))
    try Self.oldStyleLibrary(library, from: a, names: ["run.gpx", "empty.gpx"])
    // B holds no empty.gpx: before, the re-read folder `.` dropped `./empty.gpx` as deleted.
    try Self.store(["."], in: b, into: library)
    let sources = try WorkoutLibrary(path: library).files().map(\.source)
    #expect(sources == ["./empty.gpx", "./run.gpx", b + "/run.gpx"])
    #expect(try Self.counted(library)["./run.gpx"] == 3)
  }

  @Test("an old relative row is adopted when the file it names here has its content hash")
  func oldRowAdopted() throws {
    let (scratch, a, _) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    try Self.oldStyleLibrary(library, from: a)
    let result = try Self.store(["."], in: a, into: library)
    // Adopted with its stamp: found unchanged, not opened, nothing stored again.
    #expect(result.outcome.newFiles.isEmpty)
    #expect(result.unchangedFiles == 1)
    #expect(try Self.counted(library) == [a + "/run.gpx": 3])
    let sources = try WorkoutLibrary(path: library).files().flatMap(\.workouts).map(\.source)
    #expect(sources == Array(repeating: a + "/run.gpx", count: 3))
    let column = try WorkoutLibrary(path: library).database.prepare(
      "SELECT DISTINCT source FROM workouts")
    var columns: [String] = []
    while try column.step() { columns.append(column.text(0) ?? "") }
    #expect(columns == [a + "/run.gpx"])
  }

  @Test("an old relative row another folder's file does not match stays inert, workouts kept")
  func oldRowInert() throws {
    let (scratch, a, b) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    try Self.oldStyleLibrary(library, from: a)
    // B's ./run.gpx is another file: the old row is neither adopted nor replaced.
    let fromB = try Self.store(["."], in: b, into: library)
    #expect(fromB.outcome.newWorkouts == 1)
    #expect(try Self.counted(library) == ["./run.gpx": 3, b + "/run.gpx": 1])
    // The same size but other bytes (May 4 for May 1) is no match either: B's file changed,
    // its May 2 and 3 are copies of the old row's, counted there (the duplicate rule).
    try Data(Self.gpx(days: [4, 2, 3]).utf8).write(to: URL(fileURLWithPath: b + "/run.gpx"))
    try Self.store(["."], in: b, into: library)
    #expect(try Self.counted(library) == ["./run.gpx": 3, b + "/run.gpx": 1])
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 4)
    // From A, the file with its content: adopted, nothing stored twice.
    let fromA = try Self.store(["."], in: a, into: library)
    #expect(fromA.outcome.newWorkouts == 0)
    #expect(fromA.unchangedFiles == 1)
    #expect(try Self.counted(library) == [a + "/run.gpx": 3, b + "/run.gpx": 1])
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 4)
  }

  @Test(
    "a correction key written as a relative path names the file it named before",
    arguments: ["./run.gpx", "run.gpx", "../A/run.gpx"])
  func correctionKey(key: String) throws {
    let (scratch, a, _) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let library = scratch + "/library.sqlite"
    var options = ImportOptions(homeTimeZone: "UTC", activityCorrections: [key: .cycling])
    options.workingFolder = a
    let result = try TrophiesImport.store(
      ["."], into: try WorkoutLibrary(path: library), options: options)
    #expect(result.unmatchedCorrections.isEmpty)
    let types = try WorkoutLibrary(path: library).files().flatMap(\.workouts).map(\.activity)
    #expect(types == [.cycling, .cycling, .cycling])
  }

  @Test("a correction key matching no file is named back as it was given")
  func unmatchedCorrection() throws {
    let (scratch, a, _) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var options = ImportOptions(homeTimeZone: "UTC", activityCorrections: ["./other.gpx": .cycling])
    options.workingFolder = a
    let result = try TrophiesImport.store(
      ["."], into: try WorkoutLibrary(path: scratch + "/library.sqlite"), options: options)
    #expect(result.unmatchedCorrections == ["./other.gpx"])
  }
}
