import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Two side-file members of one name in an archive (`tar rf export.tar activities.csv` appends a
/// newer CSV; extraction keeps the last): the last one is read, under the first one's name, and
/// the earlier one is listed with `side_file_superseded` (break-it L1: the first CSV was read
/// and the later one's manual rows, names and gear dropped without a word). Expected values are
/// the CSVs' and JSONs' own fields.
@Suite("side files superseded in an archive")
struct SideFileSupersedeTests {
  typealias Member = ArchiveBuilder.Member

  static let header =
    "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Activity Gear,Filename\n"
  /// The CSV first written: the file is a ride on GearA.
  static let older = header + "1,\"Mar 1, 2024, 12:00:00 AM\",Old name,Ride,30,GearA,a.gpx\n"
  /// The CSV appended later: the file is a run on GearB, plus a manual swim (1,800 s).
  static let newer =
    header + "1,\"Mar 1, 2024, 12:00:00 AM\",New name,Run,30,GearB,a.gpx\n"
    + "7,\"Mar 3, 2024, 7:00:00 AM\",Manual Swim,Swim,1800,,\n"

  /// The joined run of an archive of `format` holding `members`, and the archive's path.
  static func joined(_ format: ArchiveBuilder.Format, _ members: [Member]) throws -> (
    ImportRun, String
  ) {
    let folder = try TemporaryFolder()
    let path = try ArchiveTestData.write(format, members, to: "export.archive", in: folder)
    let importer = ArchiveTestData.importer()
    var run = importer.importRun([path])
    importer.join(&run)
    return (run, path)
  }

  @Test(
    "the last activities.csv of an archive is read, the first listed as superseded",
    arguments: [ArchiveBuilder.Format.zip, .tar, .tarGzip])
  func lastCSVWins(format: ArchiveBuilder.Format) throws {
    let (run, path) = try Self.joined(
      format,
      [
        Member("activities.csv", text: Self.older),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("activities.csv", text: Self.newer),
      ])
    #expect(run.sideFiles.map(\.source) == [path + "!/activities.csv"])
    #expect(run.sideFiles.map(\.bytes) == [Array(Self.newer.utf8)])
    let file = try #require(run.files.first { $0.source == path + "!/a.gpx" }?.workouts.first)
    #expect(file.name == "New name" && file.activity == .running && file.gear == "GearB")
    let csv = try #require(run.files.first { $0.source == path + "!/activities.csv" })
    #expect(csv.workouts.map(\.name) == ["Manual Swim"])
    #expect(csv.workouts.first?.summary.durationSeconds == 1800)
    let old = try #require(run.files.first { $0.source == path + "!/activities.csv (entry 1)" })
    #expect(old.workouts.isEmpty && old.error == nil)
    #expect(old.warnings.map(\.code) == [.sideFileSuperseded])
    #expect(old.warnings.first?.message.contains("activities.csv, entry 3") == true)
    #expect(run.files.count == 3)
  }

  @Test("one activities.csv keeps its name and place, and no warning is given")
  func single() throws {
    let (run, path) = try Self.joined(
      .tar,
      [Member("activities.csv", text: Self.newer), Member("a.gpx", ArchiveTestData.gpx(minute: 0))]
    )
    #expect(run.sideFiles.map(\.source) == [path + "!/activities.csv"])
    #expect(run.files.map(\.source) == [path + "!/a.gpx", path + "!/activities.csv"])
    #expect(run.files.allSatisfy { $0.warnings.isEmpty })
  }

  @Test("three members of the name: the last is read, the two before are superseded")
  func three() throws {
    let (run, path) = try Self.joined(
      .tar,
      [
        Member("activities.csv", text: Self.newer),
        Member("activities.csv", text: Self.header),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("activities.csv", text: Self.older),
      ])
    #expect(run.sideFiles.map(\.bytes) == [Array(Self.older.utf8)])
    #expect(run.sideFiles.map(\.source) == [path + "!/activities.csv"])
    let superseded = run.files.filter { $0.warnings.map(\.code) == [.sideFileSuperseded] }
    #expect(
      superseded.map(\.source) == [
        path + "!/activities.csv (entry 1)", path + "!/activities.csv (entry 2)",
      ])
    let file = try #require(run.files.first { $0.source == path + "!/a.gpx" }?.workouts.first)
    #expect(file.name == "Old name" && file.activity == .cycling && file.gear == "GearA")
  }

  @Test("the last Garmin summarizedActivities.json of an archive names the FIT file")
  func lastGarminJSONWins() throws {
    // The FIT ride of FITDecoderTests.simpleRide() starts at Unix 1,631,065,600 s.
    func json(_ name: String) -> String {
      #"[{"summarizedActivitiesExport": [{"activityId": 1, "name": ""#
        + name + #"", "beginTimestamp": 1631065600000}]}]"#
    }
    let (run, path) = try Self.joined(
      .tar,
      [
        Member("u_0_summarizedActivities.json", text: json("Old ride")),
        Member("r.fit", FITDecoderTests.simpleRide()),
        Member("u_0_summarizedActivities.json", text: json("New ride")),
      ])
    #expect(run.sideFiles.map(\.source) == [path + "!/u_0_summarizedActivities.json"])
    let ride = try #require(run.files.first { $0.source == path + "!/r.fit" }?.workouts.first)
    #expect(ride.name == "New ride")
    let old = run.files.first { $0.source == path + "!/u_0_summarizedActivities.json (entry 1)" }
    #expect(old?.warnings.map(\.code) == [.sideFileSuperseded])
  }
}
