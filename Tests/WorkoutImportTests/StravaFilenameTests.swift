import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// How a Strava row's `Filename` finds its file (break-it m4: `activities/../activities/N.gpx`
/// and `activities\N.gpx` joined nothing). Expected joins by hand from the rule on
/// ``ExportSideFile/fileSources(_:)``: the name as written, else with `\` read as `/` and `.`
/// and `..` resolved inside the export's root; a name leaving the root, or in another case,
/// joins nothing, and every row that joins nothing is counted in `strava_file_missing`.
@Suite("Strava Filename spellings")
struct StravaFilenameTests {
  /// A GPX file read as `source`, starting at minute `minute` of 2024-03-01.
  static func file(_ source: String, minute: Int) -> ParsedFile {
    WorkoutFileReader.read(data: Data(ArchiveTestData.gpx(minute: minute)), source: source)
  }

  @Test("`..`, `.`, `\\` and a leading `/` join inside the root; every unjoined row is missing")
  func spellings() throws {
    let files =
      (1...4).map { Self.file("x.zip!/activities/\($0).gpx", minute: $0) }
      + [Self.file("x.zip!/a.gpx", minute: 5)]
    let csv = """
      Activity ID,Activity Name,Filename
      1,One,activities/../activities/1.gpx
      2,Two,activities\\2.gpx
      3,Three,./activities/./3.gpx
      4,Four,/activities//4.gpx
      5,Out,../x.zip!/a.gpx
      6,Case,Activities/1.GPX
      7,Above,activities/../../a.gpx
      8,Gone,activities/9.gpx

      """
    let side = ExportSideFile(source: "x.zip!/activities.csv", bytes: Array(csv.utf8))
    let joined = StravaExport.join(files: files, csv: side)
    #expect(
      joined.prefix(5).map { $0.workouts.first?.name } == ["One", "Two", "Three", "Four", nil])
    let missing = try #require(joined.last?.warnings.first { $0.code == .stravaFileMissing })
    // Rows 5–8 (lines 6–9) join nothing.
    #expect(missing.count == 4 && missing.line == 6)
  }

  @Test("a name with a literal backslash still joins the file of that name")
  func literalBackslash() {
    let files = [Self.file("f/a\\b.gpx", minute: 1), Self.file("f/a/b.gpx", minute: 2)]
    let csv = "Activity ID,Activity Name,Filename\n1,Literal,a\\b.gpx\n"
    let side = ExportSideFile(source: "f/activities.csv", bytes: Array(csv.utf8))
    let joined = StravaExport.join(files: files, csv: side)
    #expect(joined.prefix(2).map { $0.workouts.first?.name } == ["Literal", nil])
  }
}
