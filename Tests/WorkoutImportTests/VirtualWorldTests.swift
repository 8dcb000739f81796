import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

@Suite("virtual worlds")
struct VirtualWorldTests {
  /// First position of the corpus's Strava export of a Zwift Watopia ride
  /// (`strava-export-zwift-watopia-virtual-ride-power.tcx`, read with grep).
  @Test("recognises a Watopia ride by position and keeps it out of the zone lookup")
  func watopia() {
    let point = Trackpoint(
      time: Date(timeIntervalSince1970: 1_456_249_035), latitude: -11.63691, longitude: 166.946107)
    var workout = Workout(
      source: "zwift.tcx", format: .tcx, activity: .other,
      segments: [TrackSegment(points: [point])])
    ActivityInference.markVirtualWorld(&workout)
    #expect(workout.isVirtual)
    #expect(workout.isIndoor)
    TimeZoneResolver(
      homeTimeZoneIdentifier: "Europe/London", coordinateLookup: { _, _ in "Pacific/Guadalcanal" }
    ).resolve(&workout)
    #expect(workout.timeZoneIdentifier == "Europe/London")
    #expect(workout.timeZoneSource == .homeSetting)
  }

  @Test("leaves real places alone", arguments: [(52.52, 13.405), (-9.43, 159.95), (-11.5, 166.9)])
  func realPlaces(latitude: Double, longitude: Double) {
    #expect(VirtualWorld.containing(latitude: latitude, longitude: longitude) == nil)
  }
}
