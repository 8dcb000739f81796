import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@Suite("GPX reader")
struct GPXReaderTests {
  /// Values read off the hand-written fixture; instants from python3
  /// `datetime.fromisoformat("2024-03-31T06:30:00+02:00").timestamp()` = 1711859400.
  @Test("reads a GPX 1.1 track with every extension dialect")
  func gpx11Extensions() throws {
    let file = Fixtures.read("gpx11-extensions.gpx")
    #expect(file.error == nil)
    #expect(file.format == .gpx)
    #expect(file.creator == "Test Logger 1.0")
    #expect(file.warningCodes == ["segment_empty×1", "impossible_step×2"])
    try #require(file.workouts.count == 1)
    let workout = file.workouts[0]
    #expect(workout.name == "Morning Run & Fun")
    #expect(workout.activityRaw == "running")
    #expect(workout.creator == "Test Logger 1.0")
    #expect(workout.format == .gpx)
    #expect(workout.writtenUTCOffsetSeconds == 7_200)
    #expect(workout.laps.isEmpty)
    try #require(workout.segments.count == 1)
    let points = workout.segments[0].points
    try #require(points.count == 3)

    // Point 1: TrackPointExtension v2 outranks gpxdata (130) and <heartrate> (140).
    #expect(points[0].latitude == 47.5)
    #expect(points[0].longitude == 8.25)
    #expect(points[0].elevation == 412.5)
    #expect(Fixtures.epoch(points[0].time) == 1_711_859_400)
    #expect(points[0].heartRate == 120)
    #expect(points[0].cadence == 80)
    #expect(points[0].temperature == 21.5)
    #expect(points[0].speed == 2.5)
    #expect(points[0].power == 250)

    // Point 2: gpxdata (131) outranks <heartrate> (141); unprefixed <power>.
    #expect(Fixtures.epoch(points[1].time) == 1_711_859_405.25)
    #expect(points[1].heartRate == 131)
    #expect(points[1].power == 200)
    #expect(points[1].elevation == 413)

    // Point 3: empty <ele/> gives no elevation and no warning; gpxdata cadence and temp.
    #expect(Fixtures.epoch(points[2].time) == 1_711_859_410.5)
    #expect(points[2].elevation == nil)
    #expect(points[2].heartRate == 142)
    #expect(points[2].cadence == 85)
    #expect(points[2].temperature == 20)
    #expect(points[2].power == nil)
  }

  /// GPX 1.0: the untimed first track is skipped, the second kept with its untimed point; one
  /// duplicate and one backwards timestamp (10:00:00, 10:00:00, 09:59:59), all counted once.
  @Test("reads GPX 1.0 with speed, skips an untimed track, counts time-order problems")
  func gpx10() throws {
    let file = Fixtures.read("gpx10-tracks.gpx")
    #expect(file.error == nil)
    #expect(file.creator == "GPSBabel - http://www.gpsbabel.org")
    #expect(
      file.warningCodes == [
        "point_without_time×1", "timestamp_repeated×1", "timestamp_backwards×1",
        "track_without_time×1", "impossible_step×2",
      ])
    try #require(file.workouts.count == 1)
    let workout = file.workouts[0]
    #expect(workout.name == "ACTIVE LOG")
    #expect(workout.activityRaw == nil)
    #expect(workout.writtenUTCOffsetSeconds == nil)
    let points = workout.segments.flatMap(\.points)
    #expect(points.map(\.latitude) == [45.1, 45.2, 45.3, 45.4])
    // 2010-10-03T10:00:00Z = 1286100000 (python3), 09:59:59Z = 1286099999.
    #expect(
      points.map { Fixtures.epoch($0.time) } == [1_286_100_000, 1_286_100_000, 1_286_099_999, nil])
    #expect(points[0].speed == 3.5)
    #expect(points[0].elevation == 101.5)
  }

  @Test("a track whose points have no time gives no_timestamps")
  func noTimestamps() {
    let file = Fixtures.read("no-timestamps.gpx")
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .noTimestamps)
    #expect(file.error?.message == "2 tracks but no point has a timestamp")
  }

  @Test("routes and waypoints are not workouts")
  func routeOnly() {
    let file = Fixtures.read("route-only.gpx")
    #expect(file.error?.category == .noActivity)
    #expect(file.creator == "router")
  }

  @Test("an empty GPX gives no_activity")
  func emptyGPX() {
    let file = Fixtures.read(text: "<gpx version=\"1.1\" creator=\"MapSource\"></gpx>")
    #expect(file.error?.category == .noActivity)
    #expect(file.format == .gpx)
  }

  /// lat 91.38, lon 180.877, lat "abc" and a missing lon lose their position; (−90, −180) is on
  /// the boundary and kept; the point without any coordinate is simply position-less.
  @Test("drops out-of-range coordinates but keeps the points")
  func outOfRange() throws {
    let file = Fixtures.read("out-of-range.gpx")
    #expect(file.warningCodes == ["position_invalid×4"])
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.count == 6)
    #expect(points.map(\.hasPosition) == [false, false, true, false, false, false])
    #expect(points[2].latitude == -90)
    #expect(points[2].longitude == -180)
    #expect(points.allSatisfy { $0.time != nil })
  }

  /// The fixture's heart rates are 255, 0, 150, 254: only 150 lies in 20…250 bpm.
  @Test("drops sentinel heart rates 0 and 255 and implausible 254")
  func sentinelHeartRate() throws {
    let file = Fixtures.read("sentinel-hr.gpx")
    #expect(file.warningCodes == ["heart_rate_out_of_range×3"])
    let points = try #require(file.workouts.first).segments.flatMap(\.points)
    #expect(points.map(\.heartRate) == [nil, nil, 150, nil])
  }

  /// 2024-01-01T10:00:00 read as UTC = 1704103200 (python3); "yesterday" is unreadable.
  @Test("zone-less timestamps are read as UTC with one warning")
  func zoneless() throws {
    let file = Fixtures.read("zoneless.gpx")
    #expect(
      file.warningCodes == [
        "timestamp_without_zone×2", "timestamp_unreadable×1", "point_without_time×1",
      ])
    let workout = try #require(file.workouts.first)
    #expect(workout.writtenUTCOffsetSeconds == nil)
    let times = workout.segments.flatMap(\.points).map { Fixtures.epoch($0.time) }
    #expect(times == [1_704_103_200, 1_704_103_201.5, nil])
  }

  @Test("a Z timestamp is not a written offset; a numeric one is")
  func writtenOffsets() throws {
    let zulu = Fixtures.read("sentinel-hr.gpx")
    #expect(try #require(zulu.workouts.first).writtenUTCOffsetSeconds == nil)
    let text = """
      <gpx xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="1" lon="1"><time>2020-01-01T00:00:00Z</time></trkpt>
      <trkpt lat="1" lon="1"><time>2020-01-01T05:30:01+05:30</time></trkpt>
      <trkpt lat="1" lon="1"><time>2020-01-01T01:00:02+01:00</time></trkpt>
      </trkseg></trk></gpx>
      """
    let file = Fixtures.read(text: text)
    #expect(try #require(file.workouts.first).writtenUTCOffsetSeconds == 19_800)
  }

  @Test("each timed trk is its own workout, in file order")
  func multipleTracks() {
    let text = """
      <gpx xmlns="http://www.topografix.com/GPX/1/1">
      <trk><name>A</name><trkseg><trkpt lat="1" lon="1"><time>2020-01-01T00:00:00Z</time></trkpt>
      <trkpt lat="1" lon="1"><time>2020-01-01T00:01:00Z</time></trkpt></trkseg></trk>
      <trk><name>B</name><trkseg><trkpt lat="1" lon="1"><time>2020-01-02T00:00:00Z</time></trkpt></trkseg>
      <trkseg><trkpt lat="1" lon="1"><time>2020-01-02T00:00:01Z</time></trkpt></trkseg></trk>
      </gpx>
      """
    let file = Fixtures.read(text: text)
    #expect(file.workouts.map(\.name) == ["A", "B"])
    #expect(file.workouts.map(\.segments.count) == [1, 2])
  }
}
