import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A file an export types as another sport gets the export's sport before its summary and best
/// efforts are computed: read once when the export's side file is found first (a folder, a
/// zip's top level), read again with it otherwise (the joins run on summaries, after the points
/// are gone).
@Suite("export sports and best efforts")
struct ExportSportTests {
  /// The Strava fixture (activities.csv says 1001 is a Run), with 1001.gpx typed `cycling`
  /// (as a device that guessed wrong, or a type edited on Strava).
  static func export(in folder: TemporaryFolder) throws -> [UInt8] {
    let fixture = Fixtures.directory.appendingPathComponent("Strava")
    let csv = try Data(contentsOf: fixture.appendingPathComponent("activities.csv"))
    let gpx = try String(
      contentsOf: fixture.appendingPathComponent("activities/1001.gpx"), encoding: .utf8
    ).replacingOccurrences(of: "<trk>", with: "<trk><type>cycling</type>")
    try folder.makeFolder("export/activities")
    try folder.write(Array(csv), to: "export/activities.csv")
    try folder.write(gpx, to: "export/activities/1001.gpx")
    return Array(gpx.utf8)
  }

  // 1001.gpx: five points 0.001° of latitude apart every 30 s: 111.19508 m per step
  // (0.001 × π/180 × 6,371,008.8 m), 3.706503 m/s, so the 400 m take 107.918444 s
  // (python3: 400 / (111.19508023353292 / 30)).
  static let expected400m = 107.91844364694455

  @Test("a Strava file read as a ride but a Run in the CSV is read once, as a run")
  func strava() throws {
    let folder = try TemporaryFolder()
    _ = try Self.export(in: folder)
    let importer = ArchiveTestData.importer()
    var run = importer.importRun([folder.path])
    let source = folder.path + "/export/activities/1001.gpx"
    // The CSV was read before the GPX: its type is final before the summary and best efforts
    // are computed, so nothing is left to read a second time.
    let read = try #require(run.files.first { $0.source == source }?.workouts.first)
    #expect(read.activity == .running)
    #expect(read.activitySource == .file)
    let readEffort = try #require(read.bestEfforts.first { $0.target.id == "running.400m" })
    #expect(abs(readEffort.elapsedSeconds - Self.expected400m) < 1e-6)
    #expect(ExportLayouts.sportCorrections(in: run).isEmpty)
    // The same as a second reading with the export's sport gives.
    var again = run
    importer.reread([source: .running], in: &again)
    #expect(again.files == run.files)
    importer.join(&run)
    let workout = try #require(run.files.first { $0.source == source }?.workouts.first)
    #expect(workout.activity == .running)
    #expect(workout.activitySource == .file)
    #expect(workout.name == "Lunch Run, with \"Anna\"")
    let effort = try #require(workout.bestEfforts.first { $0.target.id == "running.400m" })
    #expect(abs(effort.elapsedSeconds - Self.expected400m) < 1e-6)
  }

  /// The export of ``export(in:)`` as an archive of `kind`, the CSV last.
  static func archive(_ kind: ArchiveBuilder.Format, in folder: TemporaryFolder) throws -> String {
    let gpx = try Self.export(in: folder)
    let csv = try Array(
      Data(
        contentsOf: Fixtures.directory.appendingPathComponent("Strava").appendingPathComponent(
          "activities.csv")))
    let bytes = ArchiveBuilder.build(
      kind,
      [
        .init("activities/1001.gpx", gpx), .init("activities/other.gpx", ArchiveTestData.gpx()),
        .init("activities.csv", csv),
      ])
    let name = kind == .zip ? "export.zip" : "export.tar"
    try folder.write(bytes, to: name)
    return folder.path + "/" + name
  }

  /// Checks that `source`'s first workout in `run` has the running 400 m effort of 1001.gpx.
  static func expectRunning400m(_ run: ImportRun, _ source: String) throws {
    let workout = try #require(run.files.first { $0.source == source }?.workouts.first)
    let effort = try #require(workout.bestEfforts.first { $0.target.id == "running.400m" })
    #expect(abs(effort.elapsedSeconds - Self.expected400m) < 1e-6)
  }

  @Test("in a zip the CSV is read first, even stored after the file it types: one reading")
  func zipMember() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.archive(.zip, in: folder)
    let importer = ArchiveTestData.importer()
    var run = importer.importRun([zip])
    let source = zip + "!/activities/1001.gpx"
    #expect(ExportLayouts.sportCorrections(in: run).isEmpty)
    #expect(run.sideFiles.map(\.source) == [zip + "!/activities.csv"])
    importer.join(&run)
    try Self.expectRunning400m(run, source)
  }

  @Test("in a tar only the member named is read again")
  func tarMember() throws {
    let folder = try TemporaryFolder()
    let tar = try Self.archive(.tar, in: folder)
    let importer = ArchiveTestData.importer()
    var run = importer.importRun([tar])
    let source = tar + "!/activities/1001.gpx"
    let corrections = ExportLayouts.sportCorrections(in: run)
    #expect(corrections == [source: .running])
    let before = run.files.map(\.source)
    importer.reread(corrections, in: &run)
    #expect(run.files.map(\.source) == before)
    ExportLayouts.apply(&run)
    try Self.expectRunning400m(run, source)
  }

  @Test("a CSV the full walk never reaches (a limit stops it first) types no file")
  func csvNotReached() throws {
    let folder = try TemporaryFolder()
    let gpx = try Self.export(in: folder)
    let csv = try Array(
      Data(
        contentsOf: Fixtures.directory.appendingPathComponent("Strava").appendingPathComponent(
          "activities.csv")))
    let filler = [UInt8](repeating: 0x20, count: 64 * 1024)
    let zip = ArchiveBuilder.build(
      .zip,
      [
        .init("activities/1001.gpx", gpx), .init("activities/big.gpx", filler),
        .init("activities.csv", csv),
      ])
    try folder.write(zip, to: "export.zip")
    // Room for the GPX and the CSV, not for the filler before the CSV: the walk that reads
    // the CSV alone reaches it, the full walk stops at the filler.
    let limits = ArchiveLimits(maximumTotalBytes: gpx.count + csv.count + 1024)
    let run = ArchiveTestData.importer(limits: limits).importRun([folder.path + "/export.zip"])
    #expect(run.sideFiles.isEmpty)
    let source = folder.path + "/export.zip!/activities/1001.gpx"
    let workout = try #require(run.files.first { $0.source == source }?.workouts.first)
    // As read from the file: no CSV was joined, so none typed it.
    #expect(workout.activity == .cycling)
    // 444.78 m: no cycling target (the shortest is 10 km), where running's 400 m would be.
    #expect(workout.bestEfforts.isEmpty)
  }

  @Test("a user's --activity still wins: no second reading")
  func userWins() throws {
    let folder = try TemporaryFolder()
    _ = try Self.export(in: folder)
    var importer = ArchiveTestData.importer()
    importer.activityCorrections = ["1001.gpx": .cycling]
    let run = importer.importRun([folder.path])
    #expect(ExportLayouts.sportCorrections(in: run).isEmpty)
  }
}
