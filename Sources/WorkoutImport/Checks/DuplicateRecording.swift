import Foundation

/// A workout that is the same recording as one counted elsewhere (``DuplicateWorkouts`` rule):
/// listed as a duplicate, not as a warning, and left out of achievements and totals.
public struct DuplicateRecording: Sendable, Hashable {
  /// UTC start of the duplicate workout.
  public var startUTC: Date
  /// Path of the file whose copy is counted; equal to the file itself when the copy is in it.
  public var countedIn: String
  /// Index of the duplicate in its file's ``ParsedFile/workouts`` when known (set by
  /// ``DuplicateWorkouts/resolve(_:)``), so a reader can tell it from a kept copy with the same
  /// start in the same file without searching; `nil` for entries made elsewhere (matched by
  /// start then).
  public var workout: Int?

  /// Creates an entry.
  public init(startUTC: Date, countedIn: String, workout: Int? = nil) {
    self.startUTC = startUTC
    self.countedIn = countedIn
    self.workout = workout
  }
}
