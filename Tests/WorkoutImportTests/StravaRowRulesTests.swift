import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// Rules of the export readers found by issue 17's break-it pass: numbers in decimal notation
/// only, an elapsed time under 1 s is no time, a display-only Distance and a second row for one
/// file warn. Expected values are the rows' own figures.
@Suite("Strava row rules")
struct StravaRowRulesTests {
  @Test(
    "decimal notation is a number",
    arguments: [("10", 10.0), ("-5", -5), ("1.5", 1.5), ("1e3", 1000), ("2.5E+2", 250)])
  func decimal(text: String, value: Double) {
    #expect(DecimalText.number(text) == value)
  }

  @Test(
    "hexadecimal, nan and inf spellings and broken numbers are not numbers",
    arguments: [
      "0x10", "0X10", "0x1p4", "nan", "NaN", "inf", "-Infinity", "1e", "e5", "+-1", "1.2.3",
      "1-2", "",
    ])
  func notDecimal(text: String) {
    #expect(DecimalText.number(text) == nil)
  }

  @Test("an Apple Health length in hexadecimal is not a length")
  func healthLength() {
    #expect(HealthUnit.length("16 m") == 16)
    #expect(HealthUnit.length("0x10 m") == nil)
  }

  @Test("a hexadecimal distance or elapsed time in activities.csv is unreadable")
  func hexInCSV() {
    let table = StravaLimitsTests.table([
      StravaLimitsTests.row("5001", meters: "0x10"), StravaLimitsTests.row("5002", elapsed: "0x10"),
    ])
    #expect(table.activities.map(\.id) == ["5001"])
    #expect(table.activities.first?.distanceMeters == nil)
    #expect(table.warnings.first { $0.code == .stravaRowUnreadable }?.count == 1)
  }

  @Test(
    "a manual row whose elapsed time is under 1 s is unreadable, like 0",
    arguments: ["0", "-0", "4.9e-324", "0.5"])
  func zeroElapsed(elapsed: String) {
    let table = StravaLimitsTests.table([
      StravaLimitsTests.row("5001", elapsed: elapsed), StravaLimitsTests.row("5002"),
    ])
    #expect(table.activities.map(\.id) == ["5002"])
    #expect(table.warnings.first { $0.code == .stravaRowUnreadable }?.line == 2)
  }

  @Test("a Distance with no machine block is not used, with one warning counting the rows")
  func displayOnlyDistance() {
    let text = """
      Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Filename
      7001,"Mar 5, 2019, 2:15:47 PM",A,Run,3600,10.5,
      7002,"Mar 6, 2019, 2:15:47 PM",B,Run,3600,,
      7003,"Mar 7, 2019, 2:15:47 PM",C,Run,3600,3.2,

      """
    let table = StravaCSV(
      ExportSideFile(source: "export/activities.csv", bytes: Array(text.utf8)),
      times: StravaLimitsTests.times)
    #expect(table.activities.map(\.id) == ["7001", "7002", "7003"])
    #expect(table.activities.allSatisfy { $0.distanceMeters == nil })
    let warning = table.warnings.first { $0.code == .stravaDistanceUnitUnknown }
    #expect(warning?.count == 2 && warning?.line == 2)
  }

  @Test("rows naming a file an earlier row named are ignored with one warning counting them")
  func repeatedFile() throws {
    let text = """
      Activity ID,Activity Name,Activity Type,Filename
      8001,First,Run,activities/1001.gpx
      8002,Second,Ride,activities/1001.gpx
      8003,Third,Walk,activities/1001.gpx

      """
    let csv = ExportSideFile(source: "x.zip!/activities.csv", bytes: Array(text.utf8))
    let result = StravaExport.join(files: try StravaExportTests.files(root: "x.zip!"), csv: csv)
    #expect(result[0].workouts.first?.name == "First")
    let warning = result.last?.warnings.first { $0.code == .stravaFileRepeated }
    #expect(warning?.count == 2 && warning?.line == 3)
  }

  /// Break-it m5: under a header ending in LF, rows ending in a lone CR are one record (the CR
  /// is text); its fields past the header's were dropped and the merged record read as the
  /// first row (gear of the first row, the second row's ID in its last field). A record with
  /// more fields than the header is left out; a trailing empty field drops nothing.
  @Test("a record with more fields than the header is unreadable, naming its line")
  func tooManyFields() {
    let text =
      "Activity ID,Activity Name,Activity Gear,Filename\n"
      + "9001,A,GearA,activities/1.gpx\r9002,B,GearA,activities/2.gpx\r"
      + "9003,C,GearA,activities/3.gpx\n9004,D,GearB,activities/4.gpx,\n"
      + "9005,E,GearB,activities/5.gpx, ,\n"
    let table = StravaCSV(ExportSideFile(source: "e/activities.csv", bytes: Array(text.utf8)))
    // Line 2 holds the merged record (9 fields against 4); lines 3 and 4 are rows with empty
    // extra fields.
    #expect(table.activities.map(\.id) == ["9004", "9005"])
    let warning = table.warnings.first { $0.code == .stravaRowUnreadable }
    #expect(warning?.count == 1 && warning?.line == 2)
  }
}
