import Foundation
import WorkoutModel

/// Finds workouts that were recorded once but imported twice: the same activity exported by
/// two apps (Garmin Connect and Strava), or the same file reached through two paths.
///
/// Rule: two workouts are the same when their UTC starts are at most
/// ``startTolerance`` apart and their durations differ by at most ``durationTolerance``
/// (exports of one recording round or trim the ends slightly). The activity type is not
/// compared: apps spell it differently. Of each group the first in input order (file order,
/// then order within the file) is kept.
public enum DuplicateWorkouts {
  /// Largest difference of start instants for two copies, seconds.
  public static let startTolerance: TimeInterval = 2
  /// Largest difference of durations for two copies, seconds.
  public static let durationTolerance: TimeInterval = 60

  /// Position of a workout in a list of parsed files.
  public struct Position: Hashable, Sendable, Comparable {
    /// Index of the file.
    public var file: Int
    /// Index of the workout within the file.
    public var workout: Int

    /// Input order: file first, then workout.
    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.file, lhs.workout) < (rhs.file, rhs.workout)
    }
  }

  /// The duplicates in `files`, each mapped to the position of the copy that is kept.
  /// Workouts without a start time are never duplicates.
  public static func find(in files: [ParsedFile]) -> [Position: Position] {
    var entries: [(position: Position, start: TimeInterval, duration: TimeInterval)] = []
    for (fileIndex, file) in files.enumerated() {
      for (workoutIndex, workout) in file.workouts.enumerated() {
        guard let start = workout.summary.startUTC else { continue }
        entries.append(
          (
            Position(file: fileIndex, workout: workoutIndex), start.timeIntervalSince1970,
            workout.summary.durationSeconds
          ))
      }
    }
    entries.sort { $0.start != $1.start ? $0.start < $1.start : $0.position < $1.position }
    var duplicates: [Position: Position] = [:]
    for index in entries.indices where duplicates[entries[index].position] == nil {
      // Every earlier-starting entry within the tolerance that is kept is a candidate original.
      var candidate = index - 1
      var original: Position?
      while candidate >= 0, entries[index].start - entries[candidate].start <= startTolerance {
        let other = entries[candidate]
        if duplicates[other.position] == nil,
          abs(other.duration - entries[index].duration) <= durationTolerance
        {
          original = min(original ?? other.position, other.position)
        }
        candidate -= 1
      }
      guard let original else { continue }
      // Keep whichever comes first in input order.
      if entries[index].position < original {
        duplicates[original] = entries[index].position
        for (copy, kept) in duplicates where kept == original {
          duplicates[copy] = entries[index].position
        }
      } else {
        duplicates[entries[index].position] = original
      }
    }
    return duplicates
  }

  /// `files` with each duplicate listed in its file's ``ParsedFile/duplicates`` (naming the file
  /// whose copy is counted), plus the workouts to count (duplicates left out), in input order.
  public static func resolve(_ files: [ParsedFile]) -> (files: [ParsedFile], kept: [Workout]) {
    let duplicates = find(in: files)
    var result = files
    var kept: [Workout] = []
    for (fileIndex, file) in files.enumerated() {
      for (workoutIndex, workout) in file.workouts.enumerated() {
        let position = Position(file: fileIndex, workout: workoutIndex)
        guard let original = duplicates[position], let start = workout.summary.startUTC else {
          kept.append(workout)
          continue
        }
        result[fileIndex].duplicates.append(
          DuplicateRecording(startUTC: start, countedIn: files[original.file].source))
      }
    }
    return (result, kept)
  }
}
