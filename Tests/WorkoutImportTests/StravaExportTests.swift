import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// The join on a hand-made export (`Fixtures/Strava`: `activities.csv`, `activities/1001.gpx`,
/// `activities/1002.tcx`, `routes/2001.gpx`, all invented), read from bytes under the names an
/// archive (`x.zip!/…`) and an unpacked folder (`folder/…`) give. Expected values are the CSV's
/// own fields (see ``StravaActivityTests``) and instants from Python's `datetime`.
@Suite("Strava export join")
struct StravaExportTests {
  /// The fixture's files read as `root/…`, with best efforts as the importer computes them.
  static func files(root: String) throws -> [ParsedFile] {
    try ["activities/1001.gpx", "activities/1002.tcx", "routes/2001.gpx"].map { path in
      let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("Strava/" + path))
      var file = WorkoutFileReader.read(data: data, source: root + "/" + path)
      for index in file.workouts.indices {
        file.workouts[index].bestEfforts = BestEffortFinder.efforts(for: file.workouts[index])
      }
      return file
    }
  }

  static func joined(root: String, resolver: TimeZoneResolver? = nil) throws -> [ParsedFile] {
    let csv = try StravaActivityTests.fixtureCSV(source: root + "/activities.csv")
    return StravaExport.join(files: try files(root: root), csv: csv, resolver: resolver)
  }

  @Test("names, types, gear and commute join onto the files", arguments: ["x.zip!", "folder"])
  func joinOntoFiles(root: String) throws {
    let result = try Self.joined(root: root)
    #expect(
      result.map(\.source) == [
        "\(root)/activities/1001.gpx", "\(root)/activities/1002.tcx", "\(root)/routes/2001.gpx",
        "\(root)/activities.csv",
      ])
    let run = try #require(result[0].workouts.first)
    #expect(run.name == "Lunch Run, with \"Anna\"")
    #expect(run.activity == .running && run.activityRaw == "Run" && run.activitySource == .file)
    #expect(run.gear == "Pegasus 36" && !run.isCommute)
    let ride = try #require(result[1].workouts.first)
    #expect(ride.name == "Commute to work" && ride.activity == .cycling && ride.isCommute)
    #expect(ride.gear == "Merida" && ride.activityRaw == "Ride")
  }

  @Test("manual rows become manual workouts in the CSV's file; #error# and missing files warn")
  func csvFile() throws {
    let berlin = TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin")
    let csv = try #require(try Self.joined(root: "x.zip!", resolver: berlin).last)
    #expect(csv.format == .stravaCSV && csv.error == nil && csv.contentHash != nil)
    #expect(
      csv.workouts.map(\.source) == ["x.zip!/activities.csv#1003", "x.zip!/activities.csv#1006"])
    let gym = csv.workouts[0]
    #expect(gym.isManual && gym.segments.isEmpty && gym.bestEfforts.isEmpty)
    #expect(gym.activity == .strengthTraining && gym.name == "Gym")
    // Jan 2, 2020, 6:30:00 AM UTC, 2,700 s elapsed, 2,400 s moving (machine block).
    #expect(gym.summary.startUTC?.timeIntervalSince1970 == 1_577_946_600)
    #expect(gym.summary.endUTC?.timeIntervalSince1970 == 1_577_949_300)
    #expect(gym.summary.durationSeconds == 2700 && gym.summary.movingTimeSeconds == 2400)
    #expect(gym.timeZoneIdentifier == "Europe/Berlin" && gym.timeZoneSource == .homeSetting)
    let soccer = csv.workouts[1]
    #expect(soccer.activity == .other && soccer.activityRaw == "Soccer")
    #expect(soccer.summary.distanceMeters == 6100 && soccer.summary.elevationGainMeters == 5)
    let codes = Dictionary(uniqueKeysWithValues: csv.warnings.map { ($0.code, $0) })
    #expect(codes[.stravaFileError]?.count == 1 && codes[.stravaFileError]?.line == 6)
    #expect(codes[.stravaFileMissing]?.count == 1 && codes[.stravaFileMissing]?.line == 7)
    #expect(codes[.stravaFileMissing]?.message.contains("activities/1005.fit.gz") == true)
    #expect(codes[.stravaRowUnreadable]?.count == 2)
  }

  @Test("without a resolver manual workouts stay UTC for the caller to resolve")
  func noResolver() throws {
    let csv = try #require(try Self.joined(root: "folder").last)
    #expect(csv.workouts.allSatisfy { $0.timeZoneSource == .utcFallback })
  }

  @Test("a user's --activity correction wins over the CSV's type; the name still joins")
  func userWins() throws {
    var files = try Self.files(root: "folder")
    Importer.correct(&files[0].workouts[0], to: .walking)
    let csv = try StravaActivityTests.fixtureCSV(source: "folder/activities.csv")
    let run = try #require(StravaExport.join(files: files, csv: csv).first?.workouts.first)
    #expect(run.activity == .walking && run.activitySource == .user)
    #expect(run.name == "Lunch Run, with \"Anna\"")
  }

  @Test("a type change recomputes best efforts with points, drops stale ones without")
  func typeChange() throws {
    let files = try Self.files(root: "folder")
    let csv = try StravaActivityTests.fixtureCSV(source: "folder/activities.csv")
    // As a ride the GPX's 444.8 m in 120 s gives no running efforts; as a run the 400 m.
    var asRide = files
    asRide[0].workouts[0].retype(to: .cycling)
    asRide[0].workouts[0].bestEfforts = BestEffortFinder.efforts(for: asRide[0].workouts[0])
    let withPoints = try #require(StravaExport.join(files: asRide, csv: csv).first?.workouts.first)
    #expect(withPoints.activity == .running)
    #expect(withPoints.bestEfforts.contains { $0.target.id == "running.400m" })
    var stripped = asRide
    stripped[0].workouts[0].dropTrackpoints()
    stripped[0].workouts[0].bestEfforts = [
      BestEffort(
        target: BestEffortTarget.cycling[0], elapsedSeconds: 900, distanceMeters: 10_000,
        startUTC: Date(timeIntervalSince1970: 0), startOffsetSeconds: 0, check: .verified)
    ]
    let summary = stripped[0].workouts[0].summary
    let without = try #require(StravaExport.join(files: stripped, csv: csv).first?.workouts.first)
    #expect(without.activity == .running && without.bestEfforts.isEmpty)
    #expect(without.summary == summary)
  }

  @Test("planned routes are never matched, even when a row names one")
  func routesNeverMatched() throws {
    var route = ParsedFile(source: "e/routes/2001.gpx", format: .gpx)
    route.workouts = [Workout(source: "e/routes/2001.gpx", format: .gpx, name: "Planned loop")]
    let text = "Activity ID,Activity Name,Activity Type,Filename\n9,Renamed,Run,routes/2001.gpx\n"
    let csv = ExportSideFile(source: "e/activities.csv", bytes: Array(text.utf8))
    let result = StravaExport.join(files: [route], csv: csv)
    #expect(result[0].workouts.first?.name == "Planned loop")
    #expect(result[1].warnings.first?.code == .stravaFileMissing)
  }

  @Test("the export root is the CSV's directory; members are named under it")
  func roots() {
    #expect(ExportSideFile(source: "x.zip!/activities.csv", bytes: []).exportRoot == "x.zip!")
    #expect(
      ExportSideFile(source: "a.zip!/b.zip!/activities.csv", bytes: []).exportRoot
        == "a.zip!/b.zip!")
    let loose = ExportSideFile(source: "activities.csv", bytes: [])
    #expect(loose.exportRoot == "" && loose.member("./activities/1.gpx") == "activities/1.gpx")
    #expect(
      ExportSideFile(source: "d/activities.csv", bytes: []).member(" activities/1.gpx ")
        == "d/activities/1.gpx")
  }

  @Test("an unreadable CSV is listed with its error and nothing is joined")
  func unreadable() throws {
    let files = try Self.files(root: "folder")
    let csv = ExportSideFile(source: "folder/activities.csv", bytes: Array("\"never closed".utf8))
    let result = StravaExport.join(files: files, csv: csv)
    #expect(result.dropLast() == files[...])
    #expect(result.last?.error?.category == .malformed && result.last?.error?.line == 1)
  }
}
