import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Texts read from attributes (TCX `Sport`, GPX `creator`, Apple Health `workoutActivityType`
/// and `sourceName`) reach 64 KiB (the tag limit); they get the same 1,024-byte cap as element
/// texts (`TextCap`, issue 17: names and types from every reader).
@Suite("Attribute text cap")
struct AttributeTextCapTests {
  /// 3,000 × "R" (3,000 bytes): kept as the first 1,024 bytes and "…".
  static let long = String(repeating: "R", count: 3_000)
  static let cut = String(repeating: "R", count: 1_024) + "…"

  @Test("a TCX Sport and a GPX creator longer than 1,024 bytes are cut, with text_cut")
  func tcxAndGPX() throws {
    let tcx = """
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">\
      <Activities><Activity Sport="\(Self.long)"><Id>2024-05-01T06:00:00Z</Id>\
      <Lap StartTime="2024-05-01T06:00:00Z"><Track>\
      <Trackpoint><Time>2024-05-01T06:00:00Z</Time></Trackpoint>\
      <Trackpoint><Time>2024-05-01T06:10:00Z</Time></Trackpoint>\
      </Track></Lap></Activity></Activities></TrainingCenterDatabase>
      """
    let gpx = """
      <gpx version="1.1" creator="\(Self.long)" xmlns="http://www.topografix.com/GPX/1/1">\
      <trk><trkseg><trkpt lat="52.5" lon="13.4"><time>2024-05-01T06:00:00Z</time></trkpt>\
      <trkpt lat="52.501" lon="13.4"><time>2024-05-01T06:10:00Z</time></trkpt></trkseg></trk>\
      </gpx>
      """
    let tcxFile = WorkoutFileReader.read(data: Data(tcx.utf8), source: "long.tcx")
    #expect(tcxFile.workouts.first?.activityRaw == Self.cut)
    #expect(tcxFile.warnings.first { $0.code == .textCut }?.count == 1)
    let gpxFile = WorkoutFileReader.read(data: Data(gpx.utf8), source: "long.gpx")
    #expect(gpxFile.creator == Self.cut && gpxFile.workouts.first?.creator == Self.cut)
    #expect(gpxFile.warnings.first { $0.code == .textCut }?.count == 1)
  }

  @Test("Apple Health workout types and source names longer than 1,024 bytes are cut")
  func appleHealth() throws {
    let xml = """
      <HealthData locale="en_US"><Workout workoutActivityType="\(Self.long)" \
      sourceName="\(Self.long)" startDate="2024-05-01 08:00:00 +0200" \
      endDate="2024-05-01 08:30:00 +0200"/></HealthData>
      """
    let file = WorkoutFileReader.read(data: Data(xml.utf8), source: "export.xml")
    let workout = try #require(file.workouts.first)
    #expect(workout.activityRaw == Self.cut && workout.creator == Self.cut)
    #expect(file.warnings.first { $0.code == .textCut }?.count == 2)
  }
}
