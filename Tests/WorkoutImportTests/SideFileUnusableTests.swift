import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A later side-file member of an archive that is read whole but gives no usable content
/// supersedes nothing: the earlier copy is read, the later one listed with its error (break-it
/// F4: `tar rf export.tar activities.csv` of an emptied or cut CSV dropped every manual workout
/// and all gear of the earlier one). Expected values are the CSVs' and JSONs' own fields.
@Suite("unusable later side files supersede nothing")
struct SideFileUnusableTests {
  typealias Member = ArchiveBuilder.Member
  typealias Base = SideFileSupersedeTests

  /// Later copies that give nothing to read, each with the error category it is listed with.
  static let unusableCSVs: [(String, ImportError.Category)] = [
    ("", .unsupportedFormat),  // emptied
    (Base.header, .noActivity),  // a header alone
    ("x,y\n1,2\n", .unsupportedFormat),  // not a Strava header
    // Cut inside a quoted field: csv_broken_off before its first row, and after one.
    (Base.header + "1,\"Mar 1, 20", .malformed),
    (
      Base.header + "1,\"Mar 1, 2024, 12:00:00 AM\",New,Run,30,GearB,a.gpx\n7,\"Mar 3, 20",
      .malformed
    ),
    // Cut mid-row outside quotes: the half row is unreadable, 1 activity of the earlier 2.
    (
      Base.header + "1,\"Mar 1, 2024, 12:00:00 AM\",New,Run,30,GearB,a.gpx\n"
        + "7,\"Mar 3, 2024, 7:00:00 AM\",Manual Sw",
      .malformed
    ),
  ]

  @Test(
    "a later activities.csv with no usable content is listed with its error; the earlier is read",
    arguments: unusableCSVs)
  func laterCSV(later: String, category: ImportError.Category) throws {
    let (run, path) = try Base.joined(
      .tar,
      [
        Member("activities.csv", text: Base.newer),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("activities.csv", text: later),
      ])
    #expect(run.sideFiles.map(\.source) == [path + "!/activities.csv"])
    #expect(run.sideFiles.map(\.bytes) == [Array(Base.newer.utf8)])
    let file = try #require(run.files.first { $0.source == path + "!/a.gpx" }?.workouts.first)
    #expect(file.name == "New name" && file.activity == .running && file.gear == "GearB")
    let csv = try #require(run.files.first { $0.source == path + "!/activities.csv" })
    #expect(csv.workouts.map(\.name) == ["Manual Swim"])
    #expect(!run.files.contains { $0.warnings.contains { $0.code == .sideFileSuperseded } })
    let cut = try #require(run.files.first { $0.source == path + "!/activities.csv (entry 3)" })
    #expect(cut.workouts.isEmpty && cut.error?.category == category)
    #expect(cut.error?.message.contains("supersedes nothing") == true)
    #expect(cut.error?.message.contains("entry 1 of the archive") == true)
    #expect(run.files.count == 3)
  }

  @Test("a later copy with an unreadable row but as many activities supersedes (an edit)")
  func unreadableRowAsMany() throws {
    let later =
      Base.newer + "8,\"Mar 4, 2024, 7:00:00 AM\",No time,Swim,,,\n"
    let (run, path) = try Base.joined(
      .tar,
      [
        Member("activities.csv", text: Base.newer),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("activities.csv", text: later),
      ])
    #expect(run.sideFiles.map(\.bytes) == [Array(later.utf8)])
    let old = run.files.first { $0.source == path + "!/activities.csv (entry 1)" }
    #expect(old?.warnings.map(\.code) == [.sideFileSuperseded])
  }

  @Test("a usable copy after an unusable one supersedes both earlier members")
  func usableAfterUnusable() throws {
    let (run, path) = try Base.joined(
      .zip,
      [
        Member("activities.csv", text: Base.older),
        Member("activities.csv", text: ""),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("activities.csv", text: Base.newer),
      ])
    #expect(run.sideFiles.map(\.bytes) == [Array(Base.newer.utf8)])
    let superseded = run.files.filter { $0.warnings.map(\.code) == [.sideFileSuperseded] }
    #expect(
      superseded.map(\.source).sorted() == [
        path + "!/activities.csv (entry 1)", path + "!/activities.csv (entry 2)",
      ])
    #expect(!run.files.contains { $0.error != nil })
  }

  @Test(
    "a later summarizedActivities.json that is empty, cut or lists nothing supersedes nothing",
    arguments: ["", #"[{"summarizedActivitiesExport": [{"activityId": 1, "na"#, "[]"])
  func laterGarminJSON(later: String) throws {
    // The FIT ride of FITDecoderTests.simpleRide() starts at Unix 1,631,065,600 s.
    let whole =
      #"[{"summarizedActivitiesExport": [{"activityId": 1, "name": "Fjord ride", "#
      + #""beginTimestamp": 1631065600000}]}]"#
    let (run, path) = try Base.joined(
      .tar,
      [
        Member("u_0_summarizedActivities.json", text: whole),
        Member("r.fit", FITDecoderTests.simpleRide()),
        Member("u_0_summarizedActivities.json", text: later),
      ])
    let ride = try #require(run.files.first { $0.source == path + "!/r.fit" }?.workouts.first)
    #expect(ride.name == "Fjord ride")
    #expect(!run.files.contains { $0.warnings.contains { $0.code == .sideFileSuperseded } })
    let listed = run.files.first {
      $0.source == path + "!/u_0_summarizedActivities.json (entry 3)"
    }
    #expect(listed?.error?.message.contains("supersedes nothing") == true)
  }
}
