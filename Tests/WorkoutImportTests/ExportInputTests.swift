import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Account exports as inputs: side files kept for the joins, in archives and unpacked folders,
/// archives found in folders, a Strava export's planned routes, FIT members counted.
@Suite("export inputs")
struct ExportInputTests {
  typealias Member = ArchiveBuilder.Member

  static let csv = Array("Activity ID,Filename\n1,activities/1.gpx\n".utf8)
  static let json = Array("[{\"summarizedActivitiesExport\":[]}]".utf8)

  /// A Strava-style export: the CSV, an activity, a planned route (with times: it is still a
  /// route), a photo, a FIT activity.
  static func stravaMembers() -> [Member] {
    [
      Member("export/activities.csv", csv),
      Member("export/activities/1.gpx", ArchiveTestData.gpx()),
      Member("export/activities/2.fit.gz", GzipTestData.compress(FITDecoderTests.simpleRide())),
      Member("export/routes/9.gpx", ArchiveTestData.gpx(minute: 9)),
      Member("export/media/p.jpg", [0xFF, 0xD8, 0xFF, 0xE0]),
      Member("export/.hidden.gpx", ArchiveTestData.gpx(minute: 3)),
      Member("__MACOSX/export/._1.gpx", [0, 5, 22, 7]),
    ]
  }

  @Test("a Strava-style zip: side file kept, media and hidden members skipped, routes marked")
  func stravaZip() throws {
    let folder = try TemporaryFolder()
    let zip = try ArchiveTestData.write(.zip, Self.stravaMembers(), to: "export.zip", in: folder)
    var run = ArchiveTestData.importer().importRun([zip])
    #expect(
      run.sideFiles == [ExportSideFile(source: zip + "!/export/activities.csv", bytes: Self.csv)])
    let base = zip + "!/export/"
    #expect(
      run.files.map(\.source) == [
        base + "activities/1.gpx", base + "activities/2.fit.gz", base + "routes/9.gpx",
      ])
    #expect(run.files.map(\.format) == [.gpx, .fit, .gpx])
    #expect(run.files[2].workouts.count == 1)  // read as any GPX …
    ExportLayouts.apply(&run)
    // … until the layout says it is a planned route.
    #expect(run.files[2].error?.category == .noActivity)
    #expect(run.files[2].error?.message == ExportLayouts.plannedRouteMessage)
    #expect(run.files[0..<2].allSatisfy { $0.error == nil && $0.workouts.count == 1 })
  }

  @Test("the same export unpacked in a folder gives the same files and side files")
  func stravaFolder() throws {
    let folder = try TemporaryFolder()
    for member in Self.stravaMembers() {
      let path = String(decoding: member.name, as: UTF8.self)
      try folder.makeFolder(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
      try folder.write(member.bytes, to: path)
    }
    try folder.write(Self.json, to: "export/u_0_summarizedActivities.json")
    var run = ArchiveTestData.importer().importRun([folder.path])
    let base = folder.path + "/export/"
    #expect(
      run.sideFiles.map(\.source) == [
        base + "activities.csv", base + "u_0_summarizedActivities.json",
      ])
    #expect(run.sideFiles.map(\.bytes) == [Self.csv, Self.json])
    #expect(
      run.files.map(\.source) == [
        base + "activities/1.gpx", base + "activities/2.fit.gz", base + "routes/9.gpx",
      ])
    ExportLayouts.apply(&run)
    // The Strava join appends the CSV's own entry (its manual rows and row warnings) last.
    #expect(run.files.map { $0.error?.category } == [nil, nil, .noActivity, nil])
    #expect(run.files.last?.source == base + "activities.csv")
  }

  @Test("a side file over the cap is listed with a security error, not joined")
  func sideFileCap() throws {
    let folder = try TemporaryFolder()
    let zip = try ArchiveTestData.write(
      .zip, [Member("activities.csv", Self.csv), Member("a.gpx", ArchiveTestData.gpx())],
      to: "s.zip", in: folder)
    try folder.write(Self.csv, to: "activities.csv")
    let limits = ArchiveLimits(maximumSideFileBytes: Self.csv.count - 1)
    let run = ArchiveTestData.importer(limits: limits).importRun([
      zip, folder.path + "/activities.csv",
    ])
    #expect(run.sideFiles.isEmpty)
    #expect(
      run.files.map(\.source) == [
        zip + "!/activities.csv", zip + "!/a.gpx", folder.path + "/activities.csv",
      ])
    #expect(run.files.map { $0.error?.category } == [.security, nil, .security])
  }

  @Test(
    "FitTrackee's gpx_test.zip holds 3 workouts (its own test's count)",
    .enabled(if: Fixtures.hasPeer))
  func fitTrackeeZip() {
    let zip = Fixtures.peer.appendingPathComponent("FitTrackee/gpx_test.zip").path
    let files = ArchiveTestData.importer().importFiles([zip])
    // fichier.doc (0 bytes, not a workout) is skipped; test_1…3.gpx are read.
    #expect(files.map(\.source) == (1...3).map { zip + "!/test_\($0).gpx" })
    #expect(files.flatMap(\.workouts).count == 3)
  }
}
