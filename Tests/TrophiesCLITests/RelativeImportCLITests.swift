import Foundation
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// Break-it pass 6 F0 end to end, the debug binary run in real working folders (skipped when
/// it has not been built, as ``UserPathTests``): `trophies import .` in folder A, then in folder
/// B whose own `./run.gpx` is another file, replaced A's 3 workouts by B's 1, exit 0.
@Suite("trophies import with relative paths from different folders")
struct RelativeImportCLITests {
  /// A scratch folder with `A/run.gpx` (3 runs, 2021-05-01…03) and `B/run.gpx` (1 run,
  /// 2021-05-10) and the library path `lib.sqlite` in it.
  static func twoFolders() throws -> (scratch: URL, a: URL, b: URL, library: String) {
    let scratch = try makeTemporaryFolder()
    let a = scratch.appendingPathComponent("A")
    let b = scratch.appendingPathComponent("B")
    for (folder, days) in [(a, [1, 2, 3]), (b, [10])] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(Self.gpx(days: days).utf8).write(to: folder.appendingPathComponent("run.gpx"))
    }
    return (scratch, a, b, scratch.appendingPathComponent("lib.sqlite").path)
  }

  /// One `<trk>` (one counted workout: 30 min, 1.5 km) per day of May 2021.
  static func gpx(days: [Int]) -> String {
    let tracks = days.map { day in
      let date = String(format: "2021-05-%02d", day)
      return "<trk><type>running</type><trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(date)"
        + "T07:00:00Z</time></trkpt><trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(date)T07:30:00Z"
        + "</time></trkpt></trkseg></trk>"
    }
    return "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test\">"
      + tracks.joined() + "</gpx>"
  }

  @Test(
    "import . in A, then import . in B: 4 workouts from 2 files, none replaced",
    .enabled(if: FileManager.default.isExecutableFile(atPath: UserPathTests.binary.path)))
  func twoFolders() throws {
    let (scratch, a, b, library) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let first = try UserPathTests.run(["import", ".", "--library", library], in: a)
    #expect(first.0 == 0, "\(first.2)")
    #expect(first.1.contains("Imported 3 new workouts from 1 new file"), "\(first.1)")
    let second = try UserPathTests.run(["import", ".", "--library", library], in: b)
    #expect(second.0 == 0, "\(second.2)")
    #expect(second.1.contains("Imported 1 new workout from 1 new file"), "\(second.1)")
    // Both files' workouts: A's 3 and B's 1, each file under its absolute path.
    let stored = try WorkoutLibrary(path: library)
    #expect(try stored.countedWorkoutCount() == 4)
    #expect(try stored.files().map(\.source) == [a.path + "/run.gpx", b.path + "/run.gpx"])
  }

  @Test(
    "import run.gpx in A, then import A's absolute path: one file, 3 workouts, not counted twice",
    .enabled(if: FileManager.default.isExecutableFile(atPath: UserPathTests.binary.path)))
  func relativeThenAbsolute() throws {
    let (scratch, a, _, library) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let first = try UserPathTests.run(["import", "run.gpx", "--library", library], in: a)
    #expect(first.0 == 0, "\(first.2)")
    let second = try UserPathTests.run(
      ["import", a.path + "/run.gpx", "--library", library], in: scratch)
    #expect(second.0 == 0, "\(second.2)")
    #expect(second.1.contains("Imported 0 new workouts from 0 new files"), "\(second.1)")
    let stored = try WorkoutLibrary(path: library)
    #expect(try stored.countedWorkoutCount() == 3)
    #expect(try stored.files().map(\.source) == [a.path + "/run.gpx"])
  }

  @Test(
    "in a folder reached through a link, import . and import LINK/run.gpx are one file",
    .enabled(if: FileManager.default.isExecutableFile(atPath: UserPathTests.binary.path)))
  func linkedFolder() throws {
    let (scratch, a, _, library) = try Self.twoFolders()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let link = scratch.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: a)
    // As a shell after `cd LINK`: the working folder is A, `PWD` names it through the link.
    let first = try runProcess(
      UserPathTests.binary, ["import", ".", "--library", library],
      environment: ["HOME": scratch.path, "PWD": link.path], in: a)
    #expect(first.0 == 0, "\(first.2)")
    let second = try UserPathTests.run(
      ["import", link.path + "/run.gpx", "--library", library], in: scratch)
    #expect(second.1.contains("Imported 0 new workouts from 0 new files"), "\(second.1)")
    let stored = try WorkoutLibrary(path: library)
    #expect(try stored.countedWorkoutCount() == 3)
    #expect(try stored.files().map(\.source) == [link.path + "/run.gpx"])
  }
}
