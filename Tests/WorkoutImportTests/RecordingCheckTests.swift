import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Reader-level fault kinds of issue 8, each from a small hand-written document. Expected
/// instants are converted by hand (python3 `datetime.fromisoformat(...).timestamp()`).
@Suite("Clocks that are not recordings, lenient times, extension dialects")
struct RecordingCheckTests {
  static func gpx(_ body: String, metadata: String = "") -> String {
    """
    <gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1">\(metadata)<trk><trkseg>\
    \(body)</trkseg></trk></gpx>
    """
  }

  @Test("unpadded date and time fields are a readable time")
  func lenientTimestamp() throws {
    // python3: datetime.fromisoformat("2014-02-02T02:23:18-02:00").timestamp() == 1391314998
    let file = Fixtures.read(
      text: Self.gpx(
        "<trkpt lat=\"1\" lon=\"1\"><time>2014-2-2T2:23:18-02:00</time></trkpt>"
          + "<trkpt lat=\"1.001\" lon=\"1\"><time>2014-2-2T2:24:18-02:00</time></trkpt>"))
    let workout = try #require(file.workouts.first)
    #expect(workout.summary.startUTC?.timeIntervalSince1970 == 1_391_314_998)
    #expect(workout.summary.durationSeconds == 60)
    #expect(workout.writtenUTCOffsetSeconds == -7_200)
  }

  @Test(
    "placeholder instants are no time: the track is refused",
    arguments: ["1901-12-13T20:45:52Z", "1901-12-13T20:45:52.2073437Z", "1970-01-01T00:00:00Z"])
  func placeholderTimes(stamp: String) {
    let file = Fixtures.read(
      text: Self.gpx(
        "<trkpt lat=\"1\" lon=\"1\"><time>\(stamp)</time></trkpt>"
          + "<trkpt lat=\"1.001\" lon=\"1\"><time>\(stamp)</time></trkpt>"))
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .noTimestamps)
    #expect(file.error?.message.contains("2 timestamps are \"no time\" placeholders") == true)
  }

  @Test("one timed point among untimed ones is a planned track, never 105.7 km in 0 s")
  func mostlyUntimed() {
    let file = Fixtures.read(
      text: Self.gpx(
        "<trkpt lat=\"1\" lon=\"1\"><time>2017-02-24T17:29:21Z</time></trkpt>"
          + "<trkpt lat=\"2\" lon=\"1\"/><trkpt lat=\"3\" lon=\"1\"/>"))
    #expect(file.workouts.isEmpty)
    #expect(file.error?.category == .noTimestamps)
    #expect(file.error?.message.contains("2 of 3 points have no time") == true)
  }

  @Test("a planned route's clock from a UTC midnight, written years later, is refused")
  func syntheticClock() {
    let file = Fixtures.read(
      text: Self.gpx(
        "<trkpt lat=\"49.4\" lon=\"7.75\"><time>2010-01-01T00:00:00Z</time></trkpt>"
          + "<trkpt lat=\"49.401\" lon=\"7.75\"><time>2010-01-01T00:00:37Z</time></trkpt>",
        metadata: "<metadata><time>2015-07-25T09:25:42Z</time></metadata>"))
    #expect(file.workouts.isEmpty)
    #expect(file.error?.message.contains("planned route's synthetic clock") == true)
  }

  @Test("a real workout that starts at a UTC midnight, written the same day, is kept")
  func midnightWorkout() {
    // Uneven steps (0.001° in 30 s, then 0.003° in 30 s): not one constant speed.
    let file = Fixtures.read(
      text: Self.gpx(
        "<trkpt lat=\"0\" lon=\"0\"><time>2020-06-01T00:00:00Z</time></trkpt>"
          + "<trkpt lat=\"0.001\" lon=\"0\"><time>2020-06-01T00:00:30Z</time></trkpt>"
          + "<trkpt lat=\"0.004\" lon=\"0\"><time>2020-06-01T00:01:00Z</time></trkpt>",
        metadata: "<metadata><time>2020-06-01T00:05:00Z</time></metadata>"))
    #expect(file.workouts.count == 1)
  }

  @Test("SportTracks' separate heart-rate track gives the points their heart rate")
  func sportTracksHeartRate() throws {
    let text = """
      <gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1"
        xmlns:st="urn:uuid:D0EB2ED5-49B6-44e3-B13C-CF15BE7DD7DD">
      <extensions><st:activity><st:heartRateTrack>
      <st:heartRate time="2013-09-29T09:36:22Z" bpm="100"/>
      <st:heartRate time="2013-09-29T09:36:32Z" bpm="120"/>
      </st:heartRateTrack></st:activity></extensions>
      <trk><trkseg>
      <trkpt lat="51.41" lon="7.4"><time>2013-09-29T09:36:22Z</time></trkpt>
      <trkpt lat="51.4101" lon="7.4"><time>2013-09-29T09:36:27Z</time></trkpt>
      <trkpt lat="51.4102" lon="7.4"><time>2013-09-29T09:36:32Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    let workout = try #require(Fixtures.read(text: text).workouts.first)
    // Each point takes the latest sample at or before it: 100, 100, 120 → mean 106.67, max 120.
    let points = workout.segments.flatMap(\.points)
    #expect(points.map(\.heartRate) == [100, 100, 120])
    #expect(workout.summary.maximumHeartRate == 120)
  }

  @Test("Garmin TrackStatsExtension calories are the workout's calories")
  func trackStatsCalories() throws {
    let text = """
      <gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1"
        xmlns:gpxtrkx="http://www.garmin.com/xmlschemas/TrackStatsExtension/v1">
      <trk><extensions><gpxtrkx:TrackStatsExtension><gpxtrkx:Calories>312</gpxtrkx:Calories>
      </gpxtrkx:TrackStatsExtension></extensions><trkseg>
      <trkpt lat="0" lon="0"><time>2020-06-01T08:00:00Z</time></trkpt>
      <trkpt lat="0.01" lon="0"><time>2020-06-01T08:30:00Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    let workout = try #require(Fixtures.read(text: text).workouts.first)
    #expect(workout.summary.calories == 312)
  }
}
