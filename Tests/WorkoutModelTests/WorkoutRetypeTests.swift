import Foundation
import Testing

@testable import WorkoutModel

/// The summary cannot go stale: a new type recomputes it while the points are held and keeps it
/// once they were dropped or when it was stated.
@Suite("Retyping a workout")
struct WorkoutRetypeTests {
  /// Eleven samples 10 s apart, the device's distance growing 8 m per step: 0.8 m/s, above
  /// running's moving threshold (0.5 m/s) and below cycling's (1.0 m/s) (SportLimits table). By
  /// hand: as a run all 10 steps move, 100 s; as a ride none does, 0 s.
  static func slowWorkout(_ activity: ActivityType) -> Workout {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let points = (0...10).map {
      Trackpoint(time: start.addingTimeInterval(Double($0) * 10), distance: Double($0) * 8)
    }
    return Workout(
      source: "slow.tcx", format: .tcx, activity: activity,
      segments: [TrackSegment(points: points)])
  }

  @Test("a new type recomputes the summary for that sport while the points are held")
  func recomputes() {
    var workout = Self.slowWorkout(.running)
    #expect(workout.summary.movingTimeSeconds == 100)
    workout.retype(to: .cycling)
    #expect(workout.activity == .cycling)
    #expect(workout.summary.movingTimeSeconds == 0)
    #expect(workout.summary.distanceMeters == 80)
  }

  @Test("once the points are dropped, a new type keeps the summary they gave")
  func keepsAfterDrop() {
    var workout = Self.slowWorkout(.running)
    workout.dropTrackpoints()
    #expect(workout.segments.isEmpty)
    #expect(!workout.summaryFollowsTrackpoints)
    workout.retype(to: .cycling)
    #expect(workout.activity == .cycling)
    #expect(workout.summary.movingTimeSeconds == 100)
    #expect(workout.summary.distanceMeters == 80)
  }

  @Test("a stated summary survives a new type")
  func keepsStated() {
    var stated = WorkoutSummary()
    stated.distanceMeters = 5_000
    stated.durationSeconds = 3_600
    var workout = Workout(
      source: "export.xml", format: .appleHealth, activity: .other, summary: stated)
    workout.retype(to: .walking)
    #expect(workout.summary.distanceMeters == 5_000)
    #expect(workout.summary.durationSeconds == 3_600)
  }

  @Test("editing the points recomputes the summary")
  func editRecomputes() {
    var workout = Self.slowWorkout(.running)
    workout.editTrackpoints { segments in
      for index in segments[0].points.indices { segments[0].points[index].heartRate = 120 }
    }
    #expect(workout.summary.averageHeartRate == 120)
  }
}
