import Foundation
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// A folder of `count` two-point GPX runs, one a day from 2020-01-01T06:00:00Z (1577858400 s,
/// `date -u -d 2020-01-01T06:00:00Z +%s`), each 30 min
/// and 1.5 km long (so each is a counted workout: over 2 minutes and 200 m).
func writeRuns(_ count: Int, into folder: URL, creator: String = "Test Watch") throws {
  for day in 0..<count {
    let start = Date(timeIntervalSince1970: 1_577_858_400 + Double(day) * 86_400)
    let gpx =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"\(creator)\"><trk><type>running</type>"
      + "<trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(start.ISO8601Format())</time></trkpt>"
      + "<trkpt lat=\"52.5135\" lon=\"13.4\"><time>\((start + 1_800).ISO8601Format())</time>"
      + "</trkpt></trkseg></trk></gpx>"
    try Data(gpx.utf8).write(
      to: folder.appendingPathComponent(String(format: "run-%05d.gpx", day)))
  }
}

@Suite("trophies import and the workout library")
struct LibraryCLITests {
  @Test("an unlock is announced once: the second run prints no 'Achievement unlocked' line")
  func announceOnce() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("runs"), withIntermediateDirectories: true)
    try writeRuns(3, into: folder.appendingPathComponent("runs"))
    let library = folder.appendingPathComponent("lib/library.sqlite").path
    let first = runTrophies([
      "import", folder.appendingPathComponent("runs").path, "--library", library,
    ])
    #expect(first.0 == 0)
    // 3 runs: First Import, First Strides (1 run); 3 workouts on 3 days: 3-day streak.
    #expect(first.2.contains("Achievement unlocked: First Import\n"))
    #expect(first.2.contains("Achievement unlocked: First Strides\n"))
    #expect(first.1.contains("Imported 3 new workouts from 3 new files"))
    let second = runTrophies([
      "import", folder.appendingPathComponent("runs").path, "--library", library,
    ])
    #expect(second.0 == 0)
    // The re-import earns Welcome Back (every file already stored): announced once, here.
    #expect(second.2.components(separatedBy: "Achievement unlocked").count == 2)
    #expect(second.2.contains("Achievement unlocked: Welcome Back\n"))
    #expect(second.1.contains("already in the library: 3 files"))
    let third = runTrophies([
      "import", folder.appendingPathComponent("runs").path, "--library", library,
    ])
    #expect(!third.2.contains("Achievement unlocked"))
    // report from the library: the first cabinet is announced, once.
    let out = folder.appendingPathComponent("Reports").path
    let report = runTrophies(["report", "--library", library, "--out", out])
    #expect(report.0 == 0)
    #expect(report.2.contains("Achievement unlocked: Cabinet Maker\n"))
    #expect(report.1.contains("Imported 3 workouts from 3 of 3 files"))
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(html.contains("Cabinet Maker"))
    let again = runTrophies(["report", "--library", library, "--out", out])
    #expect(!again.2.contains("Achievement unlocked"))
  }

  /// The same recording from two apps: one counted, listed as a duplicate naming the copy kept,
  /// and not a warning in the cabinet's header (Warnings 0, Duplicates 1).
  @Test("a duplicate across files is named in the summary and is no warning in the header")
  func duplicateIsNoWarning() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for app in ["a", "b"] {
      let sub = folder.appendingPathComponent(app)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try writeRuns(1, into: sub, creator: "App \(app)")
    }
    let library = folder.appendingPathComponent("library.sqlite").path
    let run = runTrophies(["import", folder.path, "--library", library, "-q"])
    #expect(run.0 == 0)
    #expect(run.1.contains("duplicates counted once: 1"))
    #expect(
      run.2.contains(
        "duplicate \(folder.path)/b/run-00000.gpx: the same recording as "
          + "\(folder.path)/a/run-00000.gpx, which is kept"))
    let out = folder.appendingPathComponent("out").path
    #expect(runTrophies(["report", "--library", library, "--out", out, "-q"]).0 == 0)
    let markdown = try String(contentsOfFile: out + "/trophies.md", encoding: .utf8)
    #expect(markdown.contains("| Warnings | 0 |"))
    #expect(markdown.contains("| Duplicates (counted once) | 1 |"))
  }

  @Test("skipped files: three examples per reason, --verbose lists all; none held a workout: 1")
  func skippedExamples() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let route =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><rte><rtept lat=\"1\" lon=\"1\"/></rte></gpx>"
    for index in 0..<5 {
      try Data(route.utf8).write(to: folder.appendingPathComponent("route-\(index).gpx"))
    }
    let quiet = runTrophies(["import", folder.path, "--library", folder.path + "/a.sqlite"])
    #expect(quiet.0 == 1)
    #expect(quiet.1.contains("skipped: 5 (no_activity 5)"))
    #expect(quiet.2.contains("skipped no_activity: 5 files\n"))
    #expect(quiet.2.components(separatedBy: "/route-").count - 1 == 3)
    #expect(quiet.2.contains("  … and 2 more (--verbose lists them all)\n"))
    #expect(quiet.2.contains("none of the 5 files read held a workout"))
    let verbose = runTrophies([
      "import", folder.path, "--library", folder.path + "/b.sqlite", "--verbose",
    ])
    #expect(verbose.2.components(separatedBy: "/route-").count - 1 == 5)
    #expect(!verbose.2.contains("more (--verbose"))
  }

  @Test("--quiet prints no unlock line, and a later run does not repeat them")
  func quiet() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeRuns(2, into: folder)
    let library = folder.appendingPathComponent("library.sqlite").path
    let quiet = runTrophies(["import", folder.path, "--library", library, "--quiet"])
    #expect(quiet.0 == 0)
    #expect(!quiet.2.contains("Achievement unlocked"))
    let list = runTrophies(["achievements", "--library", library, "--json"])
    #expect(list.1.contains("\"id\":\"tool.first_import\",\"kind\":\"personal_best\""))
    #expect(!list.2.contains("Achievement unlocked"))
  }

  @Test("a re-import of an unchanged folder opens no file")
  func reimportOpensNothing() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeRuns(4, into: folder)
    let library = folder.appendingPathComponent("lib.sqlite").path
    #expect(runTrophies(["import", folder.path, "--library", library, "-q"]).0 == 0)
    // Same size and modification time, different bytes: a file that were opened would now fail
    // (not GPX) or bring new content.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".gpx") {
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      #expect(stat(path, &info) == 0)
      try Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)).write(
        to: URL(fileURLWithPath: path))
      var times = [info.st_atim, info.st_mtim]
      #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }
    let again = runTrophies(["import", folder.path, "--library", library])
    #expect(again.0 == 0)
    #expect(
      again.1.contains(
        "already in the library: 4 files (0 workouts not stored again, 4 not opened)"))
    #expect(again.1.contains("failed: 0"))
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 4)
  }

  @Test(
    "a killed import leaves a consistent library holding whole batches",
    .enabled(if: FileManager.default.isExecutableFile(atPath: debugBinary.path), "no debug binary"))
  func killedImport() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    let total = 1_500
    let batch = 7
    try writeRuns(total, into: runs)
    let library = folder.appendingPathComponent("library.sqlite").path
    let process = Process()
    process.executableURL = debugBinary
    process.arguments = ["import", runs.path, "--library", library, "--quiet"]
    process.environment = ["TZ": "UTC", "TROPHIES_LIBRARY_BATCH": "\(batch)", "HOME": folder.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for the first committed batch, then kill at once (SIGKILL: no clean-up runs).
    while process.isRunning {
      if FileManager.default.fileExists(atPath: library),
        let probe = try? SQLiteDatabase(path: library),
        let stored = try? probe.integer("SELECT count(*) FROM files"), stored > 0
      {
        break
      }
      usleep(500)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let check = try SQLiteDatabase(path: library)
    let integrity = try check.prepare("PRAGMA integrity_check")
    #expect(try integrity.step())
    #expect(integrity.text(0) == "ok")
    let files = try #require(try check.integer("SELECT count(*) FROM files"))
    let workouts = try #require(try check.integer("SELECT count(*) FROM workouts"))
    // Whole batches of 7 files (or all 1,500), each file with its one workout, none orphaned.
    #expect(files % Int64(batch) == 0 || files == Int64(total))
    #expect(files > 0)
    #expect(workouts == files)
    #expect(
      try check.integer(
        "SELECT count(*) FROM workouts WHERE content_key NOT IN (SELECT content_key FROM files)")
        == 0)
    // The next import completes the library.
    let rerun = runTrophies(["import", runs.path, "--library", library, "-q"])
    #expect(rerun.0 == 0)
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == total)
  }
}

/// The debug build of `trophies` (built with the tests).
let debugBinary = packageRoot.appendingPathComponent(".build/debug/trophies")

@Suite("progress bar")
struct ProgressBarTests {
  /// By hand: 50 of 200 is 5 of 20 cells; 50 files in 10 s is 5/s; 150 left at 5/s is 30 s.
  /// All done: no ETA. 1 of 3 after 2 s: 0.5/s, 4 s left.
  @Test(
    "shows done/total, rate and ETA",
    arguments: [
      (50, 200, 10.0, "[#####---------------] 50/200 files  5/s  ETA 0:30"),
      (200, 200, 10.0, "[####################] 200/200 files  20/s"),
      (1, 3, 2.0, "[######--------------] 1/3 files  1/s  ETA 0:04"),
      (0, 1_000, 0.6, "[--------------------] 0/1000 files  0/s"),
      (10, 7_210, 1.0, "[--------------------] 10/7210 files  10/s  ETA 12:00"),
    ] as [(Int, Int, Double, String)])
  func line(done: Int, total: Int, seconds: Double, expected: String) {
    #expect(ProgressLine.line(done: done, total: total, seconds: seconds) == expected + "\u{1B}[K")
  }

  /// Break-it pass 8 C2: a clock reading older than the last update shown (a thread preempted
  /// between reading the clock and taking the lock) made `now - lastShown` negative in UInt64:
  /// a trap. By hand, in ms: started 0; delay 500; interval 100.
  @Test(
    "an update is due after the quiet time and the interval, never on an older reading",
    arguments: [
      (400, 0, 1, 10, false), (600, 0, 1, 10, true), (650, 600, 2, 10, false),
      (700, 600, 2, 10, true), (650, 700, 3, 10, false), (650, 700, 10, 10, true),
    ] as [(UInt64, UInt64, Int, Int, Bool)])
  func due(now: UInt64, lastShown: UInt64, done: Int, total: Int, expected: Bool) {
    let ms: UInt64 = 1_000_000
    #expect(
      ProgressLine.isDue(
        now: now * ms, started: 0, lastShown: lastShown * ms, done: done, total: total)
        == expected)
  }
}

@Suite("the workout library and archives")
struct LibraryArchiveTests {
  @Test("a re-import of an unchanged zip opens it no more: its stamp is in the library")
  func reimportArchive() throws {
    let (folder, zip) = try ArchiveCLITests.exportZip()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("lib.sqlite").path
    let first = runTrophies(["import", zip, "--library", library, "-q"])
    #expect(first.0 == 0)
    // berlin-dst-run.gpx holds one workout (the fixture's own contract line).
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 1)
    // Same size and modification time, other bytes: an archive that were opened again would
    // now be unreadable (not a zip), so the run would report a failure.
    var info = stat()
    #expect(stat(zip, &info) == 0)
    try Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)).write(
      to: URL(fileURLWithPath: zip))
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, zip, &times, 0) == 0)
    let again = runTrophies(["import", zip, "--library", library])
    #expect(again.0 == 0)
    #expect(again.1.contains("1 not opened"))
    #expect(again.1.contains("failed: 0"))
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 1)
  }
}

@Suite("the workout library and file names that are not UTF-8")
struct LibraryNonUTF8NameTests {
  /// Issue 17 break-it 2 (A1b): `bad\xFF.gpx` beside files named `bad\u{FFFD}.gpx` and
  /// `bad\u{FFFD}.gpx (name bytes 626164ff2e677078)` (its listing): 2 of the 3 workouts were
  /// stored; and a non-UTF-8 name had no stamp, so every import read it again.
  @Test("each file is stored once under a name of its own; a re-import opens none of them")
  func storedAndStamped() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = folder.appendingPathComponent("runs")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
    try writeRuns(4, into: runs)
    // run-00000.gpx becomes bad\xFF.gpx (62 61 64 ff 2e 67 70 78), the next two its
    // look-alikes, the last caf\xE9.gpx (Latin-1, shown alone as caf\u{FFFD}.gpx).
    let names: [[UInt8]] = [
      Array("bad".utf8) + [0xFF] + Array(".gpx".utf8),
      Array("bad\u{FFFD}.gpx".utf8),
      Array("bad\u{FFFD}.gpx (name bytes 626164ff2e677078)".utf8),
      Array("caf".utf8) + [0xE9] + Array(".gpx".utf8),
    ]
    for (day, name) in names.enumerated() {
      let from = Array(runs.path.utf8) + Array(String(format: "/run-%05d.gpx", day).utf8) + [0]
      let to = Array(runs.path.utf8) + [UInt8(ascii: "/")] + name + [0]
      let moved = from.withUnsafeBufferPointer { old in
        to.withUnsafeBufferPointer { new in
          old.withMemoryRebound(to: CChar.self) { oldPath in
            new.withMemoryRebound(to: CChar.self) { rename(oldPath.baseAddress, $0.baseAddress) }
          }
        }
      }
      try #require(moved == 0)
    }
    let library = folder.appendingPathComponent("lib.sqlite").path
    let first = runTrophies(["import", runs.path, "--library", library])
    #expect(first.0 == 0, "\(first.2)")
    #expect(try WorkoutLibrary(path: library).countedWorkoutCount() == 4)
    let again = runTrophies(["import", runs.path, "--library", library])
    #expect(again.0 == 0)
    #expect(
      again.1.contains(
        "already in the library: 4 files (0 workouts not stored again, 4 not opened)"))
  }
}

@Suite("the workout library is not created by mistake")
struct LibraryCreationTests {
  @Test("a mistyped input is a usage error that creates no library")
  func typo() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("lib.sqlite").path
    let result = runTrophies(["import", folder.path + "/nonexistent.zip", "--library", library])
    #expect(result.0 == 2)
    #expect(result.2.contains("no such file or folder"))
    #expect(!FileManager.default.fileExists(atPath: library))
  }

  @Test(
    "report and achievements from a library that does not exist create none",
    arguments: [["report", "--out", "OUT"], ["achievements"]])
  func missingLibrary(arguments: [String]) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("lib.sqlite").path
    let out = folder.appendingPathComponent("out").path
    let given = arguments.map { $0 == "OUT" ? out : $0 } + ["--library", library]
    let result = runTrophies(given)
    #expect(result.0 == 1)
    #expect(result.2.contains("no workout library at"))
    #expect(!FileManager.default.fileExists(atPath: library))
  }
}
