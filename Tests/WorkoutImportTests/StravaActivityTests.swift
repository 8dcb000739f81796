import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Expected instants: Python's `datetime.strptime(text, '%b %d, %Y, %I:%M:%S %p')` with
/// `tzinfo=timezone.utc`, `.timestamp()` (run by hand). Expected rows of the fixture
/// `Fixtures/Strava/activities.csv` (written by a Python script from invented rows): Python's
/// `csv.reader` gives 9 rows of 51, 51, 18, 21, 18, 18, 21, 18, 18 fields; `Elapsed Time` at
/// columns 5 and 15, `Distance` at 6 and 17, `Commute` at 9 and 50.
@Suite("Strava activities.csv")
struct StravaActivityTests {
  @Test(
    "reads Activity Date as UTC with a fixed English month table",
    arguments: [
      ("Mar 5, 2019, 2:15:47 PM", 1_551_795_347.0),
      ("Jan 2, 2020, 6:30:00 AM", 1_577_946_600),
      ("Feb 29, 2020, 5:45:00 PM", 1_582_998_300),
      ("Apr 03, 2026, 08:00:00 AM", 1_775_203_200),
      ("Dec 31, 1999, 12:00:00 AM", 946_598_400),  // 12 AM is midnight
      ("Jul 4, 2021, 12:30:00 PM", 1_625_401_800),  // 12 PM is noon
      ("July 4 2021 12:30:00 PM", 1_625_401_800),  // full month name, no comma after the year
      ("2018-09-12 15:02:23", 1_536_764_543),  // exports before mid-2019
    ])
  func dates(text: String, epoch: Double) {
    #expect(StravaActivity.date(text)?.timeIntervalSince1970 == epoch)
  }

  @Test(
    "refuses impossible or foreign dates",
    arguments: [
      "", "Feb 30, 2020, 1:00:00 PM", "Mar 5, 2019, 13:15:47 PM", "Mar 5, 2019, 0:15:47 AM",
      "Foo 5, 2019, 2:15:47 PM", "5. 3. 2019 14:15:47", "Mar 5, 19, 2:15:47 PM",
      "2019-03-05 24:00:00",
    ])
  func badDates(text: String) {
    #expect(StravaActivity.date(text) == nil)
  }

  static func fixtureCSV(source: String) throws -> ExportSideFile {
    let url = Fixtures.directory.appendingPathComponent("Strava/activities.csv")
    return ExportSideFile(source: source, bytes: Array(try Data(contentsOf: url)))
  }

  @Test("reads the display and machine blocks by position, quoted commas and newlines intact")
  func fixtureRows() throws {
    let table = StravaCSV(try Self.fixtureCSV(source: "export/activities.csv"))
    #expect(table.error == nil)
    #expect(table.activities.map(\.id) == ["1001", "1002", "1003", "1004", "1005", "1006"])
    let run = try #require(table.activities.first)
    #expect(run.name == "Lunch Run, with \"Anna\"")
    #expect(run.description == "Easy pace,\nthen strides")
    #expect(run.date?.timeIntervalSince1970 == 1_551_795_347)
    #expect(run.type == "Run" && run.gear == "Pegasus 36" && !run.isCommute)
    #expect(run.filename == "activities/1001.gpx" && run.line == 2)
    // Display block: 0.44 (km); machine block: 444.9 m, 120 s moving, 4.0 m climbed.
    #expect(run.displayDistance == 0.44 && run.distanceMeters == 444.9)
    #expect(run.elapsedSeconds == 120 && run.movingSeconds == 120)
    #expect(run.elevationGainMeters == 4.0)
    let ride = table.activities[1]
    #expect(ride.isCommute && ride.gear == "Merida" && ride.line == 4)
    // A ragged row (21 of 51 fields) still gives the fields it has.
    let gym = table.activities[2]
    #expect(gym.isManualEntry && gym.movingSeconds == 2400 && gym.elevationGainMeters == 0)
    #expect(table.activities[3].filename == StravaActivity.errorFilename)
    // Rows on lines 9 (no id) and 10 (no type, no file) are left out.
    let unreadable = try #require(table.warnings.first { $0.code == .stravaRowUnreadable })
    #expect(unreadable.count == 2 && unreadable.line == 9)
  }

  @Test("reads the snake_case header of exports before mid-2019, distance in metres")
  func legacyHeader() throws {
    // The row is hugovk/strava-tools PR #2's example of a June 2019 export.
    let text = """
      id,date,name,type,description,elapsed_time,distance,commute,gear,filename
      1836776031,2018-09-12 15:02:23,Evening Ride,Ride,,783,3681.0,true,Merida,activities/1836776031.gpx

      """
    let table = StravaCSV(ExportSideFile(source: "a.csv", bytes: Array(text.utf8)))
    let row = try #require(table.activities.first)
    #expect(row.distanceMeters == 3681 && row.elapsedSeconds == 783 && row.isCommute)
    #expect(row.date?.timeIntervalSince1970 == 1_536_764_543 && row.gear == "Merida")
  }

  @Test("a single English block (2019 exports) gives no metres: its unit is the athlete's")
  func singleBlock() throws {
    // hugovk/strava-tools PR #2: the same ride as `3.68` in the July 2019 layout.
    let text =
      "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
      + "Distance,Commute,Activity Gear,Filename\r\n1836776031,\"Sep 12, 2018, 3:02:23 PM\","
      + "Evening Ride,Ride,,783,3.68,true,Merida,activities/1836776031.gpx\r\n"
    let table = StravaCSV(ExportSideFile(source: "a.csv", bytes: Array(text.utf8)))
    let row = try #require(table.activities.first)
    #expect(row.displayDistance == 3.68 && row.distanceMeters == nil)
    #expect(row.elapsedSeconds == 783 && row.date?.timeIntervalSince1970 == 1_536_764_543)
  }

  @Test("a localized header is refused as unsupported, a BOM before an English one is not")
  func headers() {
    // The start of a German header as quoted in geo-activity-playground issue #131.
    let german =
      "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Dateiname\n1,x,y,z,w\n"
    let refused = StravaCSV(ExportSideFile(source: "de.csv", bytes: Array(german.utf8)))
    #expect(refused.error?.category == .unsupportedFormat && refused.activities.isEmpty)
    let english =
      "Activity ID,Activity Date,Activity Type,Elapsed Time,Filename\n7,,Run,60,a/7.gpx\n"
    let bom = StravaCSV(
      ExportSideFile(source: "b.csv", bytes: [0xEF, 0xBB, 0xBF] + Array(english.utf8)))
    #expect(bom.error == nil && bom.activities.map(\.filename) == ["a/7.gpx"])
  }

  @Test("a CSV that breaks off keeps the rows before, with csv_broken_off at the break")
  func brokenOff() throws {
    let text = "Activity ID,Activity Type,Filename\n1,Run,a/1.gpx\n2,\"Ride,b/2.gpx\n"
    let table = StravaCSV(ExportSideFile(source: "c.csv", bytes: Array(text.utf8)))
    #expect(table.activities.map(\.id) == ["1"])
    let warning = try #require(table.warnings.first)
    #expect(warning.code == .csvBrokenOff && warning.line == 3 && warning.column == 3)
  }

  /// Strava's type names as `activities.csv` writes them (English, with spaces), mapped by
  /// hand to our vocabulary (`docs/CONTRACT.md`, "Activity vocabulary").
  @Test(
    "maps Strava's CSV type names onto the vocabulary",
    arguments: [
      ("Run", ActivityType.running, false), ("Trail Run", .running, false),
      ("Virtual Run", .running, true), ("Ride", .cycling, false),
      ("Virtual Ride", .cycling, true), ("Mountain Bike Ride", .cycling, false),
      ("Gravel Ride", .cycling, false), ("E-Bike Ride", .cycling, false),
      ("E-Mountain Bike Ride", .cycling, false), ("Walk", .walking, false),
      ("Hike", .hiking, false), ("Swim", .swimming, false), ("Rowing", .rowing, false),
      ("Virtual Row", .rowing, true), ("Kayaking", .paddleSports, false),
      ("Canoeing", .paddleSports, false), ("Stand Up Paddling", .paddleSports, false),
      ("Nordic Ski", .crossCountrySkiing, false), ("Backcountry Ski", .crossCountrySkiing, false),
      ("Roller Ski", .crossCountrySkiing, false), ("Alpine Ski", .downhillSkiing, false),
      ("Snowboard", .snowboarding, false), ("Ice Skate", .skatingSports, false),
      ("Inline Skate", .skatingSports, false), ("Weight Training", .strengthTraining, false),
      ("Crossfit", .strengthTraining, false), ("Workout", .other, false), ("Yoga", .yoga, false),
      ("Elliptical", .elliptical, false), ("Stair-Stepper", .stairClimbing, false),
      ("Rock Climbing", .climbing, false), ("Golf", .golf, false),
      ("Surfing", .surfingSports, false), ("Kitesurf", .surfingSports, false),
      ("Snowshoe", .hiking, false), ("Wheelchair", .wheelchair, false),
      ("Handcycle", .cycling, false), ("Soccer", .other, false), ("Tennis", .other, false),
    ])
  func typeNames(name: String, type: ActivityType, virtual: Bool) {
    let mapped = ActivityType.mapping(raw: name)
    #expect(mapped.type == type && mapped.virtual == virtual)
  }
}
