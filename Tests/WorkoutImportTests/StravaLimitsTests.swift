import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Strava `activities.csv` rows are held to the limits every reader keeps (README "Limits on
/// input", `Plausibility`, `TextCap`; issue 17). Expected values are the rows' own figures and
/// hand-counted bytes.
@Suite("Strava limits")
struct StravaLimitsTests {
  static let header =
    "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
    + "Distance,Commute,Activity Gear,Filename,Elapsed Time,Moving Time,Distance,Elevation Gain"

  /// A manual row: display block, then the machine block (SI) from the second Elapsed Time.
  static func row(
    _ id: String, date: String = "Mar 5, 2019, 2:15:47 PM", name: String = "Row",
    elapsed: String = "3600", meters: String = "10000", climb: String = "10", gear: String = ""
  ) -> String {
    "\(id),\"\(date)\",\(name),Run,,3600,10,false,\(gear),,\(elapsed),\(elapsed),\(meters),\(climb)"
  }

  /// Times fixed for the test: 1980-01-01 … 2027-01-01 (1,798,761,600 s: python3
  /// `datetime(2027,1,1,tzinfo=utc).timestamp()`), so 2030 stays "after tomorrow".
  static let times =
    Plausibility.earliestTime...Date(timeIntervalSince1970: 1_798_761_600)

  static func table(_ rows: [String]) -> StravaCSV {
    let text = ([header] + rows).joined(separator: "\n") + "\n"
    return StravaCSV(
      ExportSideFile(source: "export/activities.csv", bytes: Array(text.utf8)), times: times)
  }

  @Test(
    "distances, times and climbs beyond any workout are dropped with value_implausible",
    arguments: ["1e22", "9e21", "1e19", "1e400", "-5", "10000001"])
  func absurdDistance(meters: String) throws {
    let table = Self.table([Self.row("5001", meters: meters), Self.row("5002", meters: "10000")])
    #expect(table.activities.map(\.id) == ["5001", "5002"])
    #expect(table.activities[0].distanceMeters == nil)
    #expect(table.activities[1].distanceMeters == 10_000)
    let warning = try #require(table.warnings.first { $0.code == .valueImplausible })
    #expect(warning.count == 1)
  }

  /// Issue 17 break-it 2 (A4c): such a distance was unknown without a word.
  @Test(
    "a distance or climb written but not in decimal notation is unknown, with number_unreadable",
    arguments: [
      "1_000", "\u{661}\u{662}\u{663}", "\u{FF13}\u{FF16}", "0x10", "12 km",
      // Break-it M5: longer than 1,024 bytes (README "Limits on input"), however it reads.
      String(repeating: "1", count: 2_000), String(repeating: "0", count: 1_023) + "12",
    ])
  func unreadableNumber(text: String) throws {
    let table = Self.table([
      Self.row("5001", meters: text), Self.row("5002", climb: text), Self.row("5003"),
    ])
    #expect(table.activities.map(\.id) == ["5001", "5002", "5003"])
    #expect(table.activities.map(\.distanceMeters) == [nil, 10_000, 10_000])
    #expect(table.activities.map(\.elevationGainMeters) == [10, nil, 10])
    let warning = try #require(table.warnings.first { $0.code == .numberUnreadable })
    #expect(warning.count == 2)
    #expect(!table.warnings.contains { $0.code == .valueImplausible })
  }

  @Test("an absurd elapsed time leaves a manual row without one: unreadable, left out")
  func absurdElapsed() throws {
    let table = Self.table([
      Self.row("5001", elapsed: "1e22"), Self.row("5002", elapsed: "604801"),
      Self.row("5003", climb: "65534"), Self.row("5004"),
    ])
    // 5001 and 5002 (7 days + 1 s) lose elapsed and moving time: 4 values, 2 rows unreadable;
    // 5003 keeps its row without its 65,534 m climb: 5 values in all.
    #expect(table.activities.map(\.id) == ["5003", "5004"])
    #expect(table.activities[0].elevationGainMeters == nil)
    #expect(table.warnings.first { $0.code == .valueImplausible }?.count == 5)
    let unreadable = try #require(table.warnings.first { $0.code == .stravaRowUnreadable })
    #expect(unreadable.count == 2 && unreadable.line == 2)
  }

  @Test("manual entries dated 1890, 2030 or 9999 are left out with timestamp_implausible")
  func implausibleDates() throws {
    let table = Self.table([
      Self.row("5001", date: "Mar 5, 1890, 2:15:47 PM"), Self.row("5002"),
      Self.row("5003", date: "Jan 1, 2030, 8:00:00 AM"),
      Self.row("5004", date: "Dec 31, 9999, 11:59:59 PM"),
      // Starts 2026-12-31T23:30Z (inside), ends 0:30 after the fixed end (outside).
      Self.row("5005", date: "2026-12-31 23:30:00"),
    ])
    #expect(table.activities.map(\.id) == ["5002"])
    let warning = try #require(table.warnings.first { $0.code == .timestampImplausible })
    #expect(warning.count == 4 && warning.line == 2)
  }

  @Test("names and gear longer than 1,024 bytes are cut at a character boundary with text_cut")
  func longTexts() throws {
    // "a" + 600 × "é" (2 bytes) = 1,201 bytes: the first 1,024 bytes end in half an "é" (1 +
    // 511 × 2 = 1,023 bytes, then one lead byte), which is dropped: "a" + 511 × "é" + "…".
    let long = "a" + String(repeating: "é", count: 600)
    let cut = "a" + String(repeating: "é", count: 511) + "…"
    let table = Self.table([Self.row("5001", name: long, gear: long), Self.row("5002")])
    let first = try #require(table.activities.first)
    #expect(first.name == cut && first.gear == cut)
    #expect(first.name?.utf8.count == 1 + 511 * 2 + 3)
    #expect(table.warnings.first { $0.code == .textCut }?.count == 2)
  }

  @Test("an Activity ID longer than 64 bytes is unreadable (it would name the workout's source)")
  func longID() {
    let table = Self.table([Self.row(String(repeating: "9", count: 65)), Self.row("5002")])
    #expect(table.activities.map(\.id) == ["5002"])
    #expect(table.warnings.first { $0.code == .stravaRowUnreadable }?.count == 1)
  }
}
