import Foundation

/// A workout that is the same recording as one counted elsewhere (``DuplicateWorkouts`` rule):
/// listed as a duplicate, not as a warning, and left out of achievements and totals.
public struct DuplicateRecording: Sendable, Hashable {
  /// UTC start of the duplicate workout.
  public var startUTC: Date
  /// Path of the file whose copy is counted; equal to the file itself when the copy is in it.
  public var countedIn: String

  /// Creates an entry.
  public init(startUTC: Date, countedIn: String) {
    self.startUTC = startUTC
    self.countedIn = countedIn
  }
}
