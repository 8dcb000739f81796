import Foundation
import WorkoutModel

/// Decides whether a workout's clock is a recording at all (issue 8, "Placeholder times" and
/// "Degenerate workouts"). A workout that is not is refused, never imported with a distance:
/// - fewer than two distinct instants, or 0 s from start to end (105.7 km in 0 s is no workout);
/// - more of its points without a time than with one (a planned track with one timed point);
/// - a planned route's synthetic clock: times that start at a UTC midnight and either a file
///   time (GPX `metadata/time`) more than a day after the last point, or every step between
///   positions at the same speed within ±15 % (at least 5 steps; a planner divides distance by
///   a fixed speed and rounds to whole seconds).
enum RecordingCheck {
  /// Relative spread of step speeds below which a clock is synthetic.
  static let syntheticSpeedSpread = 0.15
  /// Fewest steps the synthetic-speed rule looks at.
  static let syntheticMinimumSteps = 5

  /// Why `workout` is not a recording, or `nil` when it is one.
  /// - Parameters:
  ///   - timedPoints: points with a readable time.
  ///   - untimedPoints: points without one.
  ///   - fileTime: the file's own time (GPX `metadata/time`), if any.
  static func refusal(
    _ workout: Workout, timedPoints: Int, untimedPoints: Int, fileTime: Date?
  ) -> String? {
    if untimedPoints > timedPoints {
      return "\(untimedPoints) of \(timedPoints + untimedPoints) points have no time "
        + "(a planned track, not a recording)"
    }
    guard let start = workout.summary.startUTC, let end = workout.summary.endUTC,
      workout.summary.durationSeconds > 0
    else {
      return "its points share one instant: a recording needs at least two distinct times"
    }
    let startSeconds = start.timeIntervalSince1970
    let day = Double(CivilDateTime.secondsPerDay)
    guard startSeconds.truncatingRemainder(dividingBy: day) == 0 else { return nil }
    let startText = ISO8601Format.utc(start)
    if let fileTime, fileTime.timeIntervalSince(end) > day {
      return "a planned route's synthetic clock (starting \(startText), the file was written "
        + "\(ISO8601Format.utc(fileTime)))"
    }
    if hasConstantStepSpeed(workout.segments) {
      return "a planned route's synthetic clock (starting \(startText) at one constant speed)"
    }
    return nil
  }

  /// Whether every step between consecutive timed, positioned points has the same speed within
  /// ``syntheticSpeedSpread`` of the mean, over at least ``syntheticMinimumSteps`` steps.
  static func hasConstantStepSpeed(_ segments: [TrackSegment]) -> Bool {
    var speeds: [Double] = []
    for segment in segments {
      var previous: Trackpoint?
      for point in segment.points {
        guard let time = point.time, let lat = point.latitude, let lon = point.longitude else {
          continue
        }
        if let last = previous, let lastTime = last.time, let lat0 = last.latitude,
          let lon0 = last.longitude, time > lastTime
        {
          let meters = Haversine.distanceMeters(
            latitude1: lat0, longitude1: lon0, latitude2: lat, longitude2: lon)
          speeds.append(meters / time.timeIntervalSince(lastTime))
        }
        previous = point
      }
    }
    guard speeds.count >= syntheticMinimumSteps else { return false }
    let mean = speeds.reduce(0, +) / Double(speeds.count)
    guard mean > 0 else { return false }
    return speeds.allSatisfy { abs($0 - mean) <= syntheticSpeedSpread * mean }
  }
}
