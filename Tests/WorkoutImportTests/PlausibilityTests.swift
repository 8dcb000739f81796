import Testing
import WorkoutImport

@Suite("Plausibility of heart rate and elevation")
struct PlausibilityTests {
  /// One GPX point per value, each with heart rate `hr` and elevation `ele`, then one point
  /// with a time only (a workout needs two distinct instants).
  static func document(_ values: [(hr: String, ele: String)]) -> String {
    var text = """
      <gpx xmlns="http://www.topografix.com/GPX/1/1"
        xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><trkseg>
      """
    for (index, value) in values.enumerated() {
      text += "<trkpt lat=\"1\" lon=\"1\"><ele>\(value.ele)</ele>"
      text += "<time>2024-01-01T00:00:\(10 + index)Z</time><extensions>"
      text += "<gpxtpx:TrackPointExtension><gpxtpx:hr>\(value.hr)</gpxtpx:hr>"
      text += "</gpxtpx:TrackPointExtension></extensions></trkpt>"
    }
    text += "<trkpt lat=\"1\" lon=\"1\"><time>2024-01-01T00:01:00Z</time></trkpt>"
    return text + "</trkseg></trk></gpx>"
  }

  /// Rule: heart rates 20…250 bpm are kept, anything else dropped; elevations −500…9 000 m.
  @Test(
    "heart rates outside 20–250 bpm and elevations outside -500–9000 m are dropped",
    arguments: [
      ("0", nil), ("1", nil), ("19.9", nil), ("20", 20), ("150", 150), ("250", 250),
      ("250.5", nil), ("254", nil), ("255", nil),
    ] as [(String, Double?)])
  func heartRate(text: String, kept: Double?) throws {
    let file = Fixtures.read(text: Self.document([(text, "100")]))
    let point = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(point.heartRate == kept)
    #expect(file.warningCodes == (kept == nil ? ["heart_rate_out_of_range×1"] : []))
  }

  @Test(
    "elevations outside -500–9000 m are dropped",
    arguments: [
      ("-1000", nil), ("-500.1", nil), ("-500", -500), ("0", 0), ("8849", 8849),
      ("9000", 9000), ("9000.5", nil), ("32767", nil),
    ] as [(String, Double?)])
  func elevation(text: String, kept: Double?) throws {
    let file = Fixtures.read(text: Self.document([("120", text)]))
    let point = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(point.elevation == kept)
    #expect(file.warningCodes == (kept == nil ? ["elevation_out_of_range×1"] : []))
  }

  @Test("several dropped values give one counted warning each")
  func counted() throws {
    let file = Fixtures.read(
      text: Self.document([("10", "-600"), ("300", "10000"), ("140", "12"), ("1", "12")]))
    #expect(
      file.warningCodes == ["heart_rate_out_of_range×3", "elevation_out_of_range×2"])
    let points = try #require(file.workouts.first?.segments.first?.points)
    #expect(points.prefix(4).map(\.heartRate) == [nil, nil, 140, nil])
    #expect(points.prefix(4).map(\.elevation) == [nil, nil, 12, 12])
  }
}
