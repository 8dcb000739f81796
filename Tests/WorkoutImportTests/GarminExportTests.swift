import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// `summarizedActivities.json` in the shape public parsers of real Garmin exports read
/// (`[{"summarizedActivitiesExport": [...]}]`, times in ms, distance in cm; invented values).
/// FIT files are built by ``FITFileBuilder``; FIT time 1,000,000,000 is Unix 1,631,065,600
/// (FIT epoch 1989-12-31 = Unix 631,065,600), so `beginTimestamp` 1,631,065,600,000 ms.
@Suite("Garmin export join")
struct GarminExportTests {
  static let t0: Int64 = 1_000_000_000
  static let t0Millis: Int64 = 1_631_065_600_000

  static let json = """
    [{"summarizedActivitiesExport": [
      {"activityId": 123456789, "name": "Grunewald loop", "activityType": "mountain_biking",
       "sportType": "CYCLING", "beginTimestamp": \(t0Millis), "startTimeGmt": \(t0Millis),
       "startTimeLocal": \(t0Millis + 7_200_000), "duration": 3600000.0, "distance": 1000000.0},
      {"activityId": "987654321", "name": "Teufelsberg hike",
       "activityType": {"typeKey": "hiking"}, "startTimeGmt": \(t0Millis + 86_401_500)},
      {"activityId": 555555555, "name": "Too far off", "activityType": "running",
       "beginTimestamp": \(t0Millis + 2 * 86_400_000 + 3_000)},
      {"activityId": true, "name": "no usable id"}
    ]}]
    """

  static func fit(start: Int64, sport: Int64) -> Data {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    for step in 0..<3 {
      fit.record(
        time: start + Int64(step) * 60, lat: 626_349_397, lon: 159_868_227 + Int64(step) * 1000)
    }
    fit.session(start: start, elapsedMs: 120_000, sport: sport)
    return Data(fit.file())
  }

  @Test("reads ids, names, type keys and Garmin's units (ms, cm)")
  func parse() throws {
    let summaries = try GarminActivitySummary.parse(Array(Self.json.utf8), source: "s.json")
    #expect(summaries.map(\.id) == ["123456789", "987654321", "555555555"])
    let ride = summaries[0]
    #expect(ride.typeKey == "mountain_biking" && ride.name == "Grunewald loop")
    #expect(ride.start?.timeIntervalSince1970 == 1_631_065_600)
    // 3,600,000 ms = 3,600 s; 1,000,000 cm = 10,000 m; local − GMT = 7,200,000 ms = +02:00.
    #expect(ride.durationSeconds == 3600 && ride.distanceMeters == 10_000)
    #expect(ride.localOffsetSeconds == 7200)
    #expect(summaries[1].typeKey == "hiking")
    #expect(summaries[1].start?.timeIntervalSince1970 == 1_631_152_001.5)
  }

  @Test("accepts the object without the outer array and a bare array of activities")
  func shapes() throws {
    let object = #"{"summarizedActivitiesExport": [{"activityId": 1}]}"#
    let bare = #"[{"activityId": 2, "name": ""}]"#
    #expect(try GarminActivitySummary.parse(Array(object.utf8), source: "o").map(\.id) == ["1"])
    let two = try GarminActivitySummary.parse(Array(bare.utf8), source: "b")
    #expect(two.map(\.id) == ["2"] && two[0].name == nil)
  }

  @Test("not JSON, or JSON of another shape, is a malformed error naming the file")
  func malformed() {
    for text in ["{not json", #"{"other": 1}"#, "42"] {
      #expect(throws: ImportError.self) {
        try GarminActivitySummary.parse(Array(text.utf8), source: "bad.json")
      }
    }
    let side = ExportSideFile(
      source: "g.zip!/DI_CONNECT/x_summarizedActivities.json", bytes: Array("[1".utf8))
    let result = GarminExport.join(files: [], summaries: side)
    #expect(result.count == 1 && result[0].error?.category == .malformed)
    #expect(result[0].source == side.source)
  }

  @Test(
    "finds the activity id in Garmin's file names",
    arguments: [
      ("g.zip!/UploadedFiles_0-_Part1.zip!/someone@example.com_123456789.fit", "123456789"),
      ("export/123456789_ACTIVITY.fit", "123456789"),
      ("a/activity_18559667068.gpx", "18559667068"),
      ("a/123456789.FIT.gz", "123456789"),
      ("a/Morning_Run_1.fit", nil),
      ("a/ride.fit", nil),
    ])
  func idInName(source: String, id: String?) {
    #expect(GarminExport.activityID(inFileName: source) == id)
  }

  @Test("joins by id in the name, else by start within 2 s; user corrections win")
  func join() throws {
    let prefix = "g.zip!/DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip!/"
    let byID = WorkoutFileReader.read(
      data: Self.fit(start: Self.t0 + 5, sport: 2), source: prefix + "me@example.com_123456789.fit")
    let byTime = WorkoutFileReader.read(
      data: Self.fit(start: Self.t0 + 86_400, sport: 0), source: prefix + "me@example.com_1.fit")
    let farOff = WorkoutFileReader.read(
      data: Self.fit(start: Self.t0 + 2 * 86_400, sport: 0), source: prefix + "other.fit")
    var corrected = WorkoutFileReader.read(
      data: Self.fit(start: Self.t0 + 86_400, sport: 0), source: prefix + "copy.fit")
    Importer.correct(&corrected.workouts[0], to: .walking)
    let side = ExportSideFile(
      source: "g.zip!/DI_CONNECT/DI-Connect-Fitness/me_0_summarizedActivities.json",
      bytes: Array(Self.json.utf8))
    let result = GarminExport.join(files: [byID, byTime, farOff, corrected], summaries: side)
    // The files, then the JSON's own entry: its `"activityId": true` element is skipped.
    #expect(result.count == 5 && result[4].source == side.source)
    #expect(result[4].warnings.map(\.code) == [.garminActivityUnreadable])
    // By id although the FIT starts 5 s after the summary's beginTimestamp.
    let ride = try #require(result[0].workouts.first)
    #expect(ride.name == "Grunewald loop" && ride.activity == .cycling)
    #expect(ride.activityRaw == "mountain_biking" && ride.activitySource == .file)
    // By start: 86,401.5 s after t0 is 1.5 s from the FIT's start.
    let hike = try #require(result[1].workouts.first)
    #expect(hike.name == "Teufelsberg hike" && hike.activity == .hiking)
    // 3 s off: no match, the FIT's own (generic) type stays.
    let other = try #require(result[2].workouts.first)
    #expect(other.name == nil && other.activity == farOff.workouts.first?.activity)
    let walk = try #require(result[3].workouts.first)
    #expect(walk.activity == .walking && walk.name == "Teufelsberg hike")
  }
}
