import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Break-it W1': member names that differ only in spelling — `./activities.csv`,
/// `.//activities.csv`, `a/../activities.csv`, what `tar rf export.tar ./activities.csv`
/// writes — are one file once the archive is extracted. A later one supersedes the earlier
/// `activities.csv`, and a CSV joins the files its rows name whichever of those spellings either
/// side has. A hard link named `activities.csv` is listed with an error naming its target (it
/// was passed over without a word). Expected values are the CSVs' own fields.
@Suite("side-file and member name spellings in an archive")
struct SideFileSpellingTests {
  typealias Member = ArchiveBuilder.Member

  static let header = SideFileSupersedeTests.header
  static let older = SideFileSupersedeTests.older
  static let newer = SideFileSupersedeTests.newer

  @Test(
    "a later activities.csv spelled with ./, // or a/../ supersedes the earlier one",
    arguments: [ArchiveBuilder.Format.tar, .zip],
    ["./activities.csv", ".//activities.csv", "a/../activities.csv", "./a/./../activities.csv"])
  func spelledLater(format: ArchiveBuilder.Format, later: String) throws {
    let (run, path) = try SideFileSupersedeTests.joined(
      format,
      [
        Member("activities.csv", text: Self.older),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member(later, text: Self.newer),
      ])
    // The member read takes the first one's name; the first is listed as superseded.
    #expect(run.sideFiles.map(\.source) == [path + "!/activities.csv"])
    #expect(run.sideFiles.map(\.bytes) == [Array(Self.newer.utf8)])
    let file = try #require(run.files.first { $0.source == path + "!/a.gpx" }?.workouts.first)
    #expect(file.name == "New name" && file.activity == .running && file.gear == "GearB")
    let old = try #require(run.files.first { $0.source == path + "!/activities.csv (entry 1)" })
    #expect(old.warnings.map(\.code) == [.sideFileSuperseded])
    #expect(run.files.allSatisfy { !$0.warnings.contains { $0.code == .stravaFileMissing } })
    #expect(run.files.count == 3)  // a.gpx, the CSV read (its manual swim), the superseded one
  }

  @Test(
    "a CSV joins the files it names whichever side is spelled with ./ or //",
    arguments: [
      ("./activities.csv", "activities/1.gpx", "routes/r.gpx"),
      ("activities.csv", "./activities/1.gpx", ".//routes/r.gpx"),
      ("x/../activities.csv", ".//activities//1.gpx", "./routes/r.gpx"),
    ])
  func spelledJoin(csvName: String, fileName: String, routeName: String) throws {
    let csv = Self.header + "1,\"Mar 1, 2024, 12:00:00 AM\",Named,Run,30,GearC,activities/1.gpx\n"
    let (run, path) = try SideFileSupersedeTests.joined(
      .tar,
      [
        Member(csvName, text: csv), Member(fileName, ArchiveTestData.gpx(minute: 0)),
        Member(routeName, ArchiveTestData.gpx(minute: 5)),
      ])
    let file = try #require(run.files.first { $0.source == path + "!/" + fileName })
    #expect(file.workouts.map(\.name) == ["Named"])
    #expect(file.workouts.map(\.gear) == ["GearC"])
    #expect(file.workouts.map(\.activity) == [.running])
    let route = try #require(run.files.first { $0.source == path + "!/" + routeName })
    #expect(route.workouts.isEmpty && route.error?.category == .noActivity)
    #expect(run.files.allSatisfy { !$0.warnings.contains { $0.code == .stravaFileMissing } })
  }

  @Test("a last activities.csv that is a hard link is listed with an error naming its target")
  func hardLink() throws {
    let (run, path) = try SideFileSupersedeTests.joined(
      .tar,
      [
        Member("activities.csv", text: Self.older),
        Member("a.gpx", ArchiveTestData.gpx(minute: 0)),
        Member("other.csv", text: Self.newer),
        Member.hardLink("activities.csv", to: "other.csv"),
      ])
    let link = try #require(run.files.first { $0.source == path + "!/activities.csv (entry 4)" })
    #expect(link.error?.category == .unsupportedFormat)
    #expect(link.error?.message.contains("hard link to 'other.csv'") == true)
    // Not followed: the CSV read is the earlier one, as the error says.
    #expect(run.sideFiles.map(\.bytes) == [Array(Self.older.utf8)])
  }
}
