import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@Suite("TCX reader")
struct TCXReaderTests {
  /// Values read off the hand-written fixture; 2015-06-01T05:00:00Z = 1433134800 (python3).
  @Test("reads laps, trackpoints and ActivityExtension values")
  func twoLaps() throws {
    let file = Fixtures.read("tcx-two-laps.tcx")
    #expect(file.error == nil)
    #expect(file.format == .tcx)
    #expect(file.creator == "Forerunner 945")
    #expect(
      file.warningCodes == ["heart_rate_out_of_range×1", "segment_empty×1"])
    try #require(file.workouts.count == 1)
    let workout = file.workouts[0]
    #expect(workout.name == nil)  // TCX has no name; <Notes> is not one
    #expect(workout.activityRaw == "Running")
    #expect(workout.creator == "Forerunner 945")
    #expect(workout.writtenUTCOffsetSeconds == nil)

    #expect(workout.laps.count == 2)
    let first = workout.laps[0]
    #expect(Fixtures.epoch(first.startTime) == 1_433_134_800)
    #expect(first.totalTimeSeconds == 10)
    #expect(first.distanceMeters == 30.5)
    #expect(first.calories == 2)
    #expect(first.averageHeartRate == 150)
    #expect(first.maximumHeartRate == nil)  // 255 sentinel
    let second = workout.laps[1]
    #expect(Fixtures.epoch(second.startTime) == 1_433_134_810)
    #expect(second.totalTimeSeconds == 5)
    #expect(second.distanceMeters == 0)
    #expect(second.calories == 1)

    try #require(workout.segments.count == 1)
    let points = workout.segments[0].points
    try #require(points.count == 2)
    #expect(points[0].latitude == -33.5)
    #expect(points[0].longitude == 151.25)
    #expect(points[0].elevation == 12.5)
    #expect(points[0].distance == 0)
    #expect(points[0].heartRate == 148)
    #expect(points[0].cadence == 88)  // <Cadence> outranks RunCadence 90
    #expect(points[0].speed == 3.05)
    #expect(Fixtures.epoch(points[1].time) == 1_433_134_810)
    #expect(points[1].hasPosition == false)
    #expect(points[1].distance == 30.5)
    #expect(points[1].heartRate == 152)
    #expect(points[1].power == 310)  // TPX with its own default xmlns
    #expect(points[1].cadence == 91)
  }

  /// FirstSport + 2 NextSport legs → 3 workouts; the last leg has a lap but no track.
  /// 2009-02-14T10:00:00-05:00 = 1234623600 (python3).
  @Test("reads every MultiSportSession leg as a workout")
  func multisport() throws {
    let file = Fixtures.read("tcx-multisport.tcx")
    #expect(file.error == nil)
    #expect(file.creator == "Forerunner305")
    #expect(file.workouts.map(\.activityRaw) == ["Running", "Biking", "Running"])
    #expect(file.workouts.map(\.creator) == ["Forerunner305", nil, nil])
    #expect(file.workouts.map(\.segments.count) == [1, 1, 0])
    #expect(file.workouts.map(\.laps.count) == [1, 1, 1])
    #expect(file.workouts.map(\.writtenUTCOffsetSeconds) == [-18_000, nil, nil])
    let first = try #require(file.workouts.first?.segments.first?.points.first)
    #expect(Fixtures.epoch(first.time) == 1_234_623_600)
    #expect(file.workouts[2].laps[0].distanceMeters == 3000)
  }

  @Test("a file with only Courses gives no_activity")
  func courses() {
    let file = Fixtures.read("tcx-course.tcx")
    #expect(file.format == .tcx)
    #expect(file.error?.category == .noActivity)
  }

  @Test("Author/Name is the creator when no activity has a Creator")
  func authorFallback() {
    let text = """
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
      <Activities><Activity Sport="Biking"><Id>2016-01-26T12:00:00Z</Id>
      <Lap StartTime="2016-01-26T12:00:00Z"><Track><Trackpoint><Time>2016-01-26T12:00:00Z</Time>
      </Trackpoint><Trackpoint><Time>2016-01-26T12:01:00Z</Time></Trackpoint></Track></Lap>
      </Activity></Activities>
      <Author><Name> Connect Api </Name></Author></TrainingCenterDatabase>
      """
    let file = Fixtures.read(text: text)
    #expect(file.creator == "Connect Api")
    #expect(file.workouts.first?.creator == "Connect Api")
  }
}
