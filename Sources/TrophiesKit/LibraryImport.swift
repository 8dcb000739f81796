import WorkoutLibrary

/// What ``TrophiesImport/store(_:into:options:batchSize:startedAt:)`` did: the library's
/// record of the run, and what the run found.
public struct LibraryImport: Sendable {
  /// The library's account of the files of this run (new, already known, failed) and the batch
  /// row written; the files hold no workouts.
  public var outcome: StoreOutcome
  /// Inputs (files, or whole archives) the library already held unchanged (path, size and
  /// modification time): not opened.
  public var unchangedFiles: Int
  /// Every input file found, read or not, in discovery order.
  public var discovered: [String]
  /// The home zone the run used.
  public var homeTimeZone: HomeTimeZone
  /// Keys of ``ImportOptions/activityCorrections`` that matched no file read, sorted.
  public var unmatchedCorrections: [String]

  /// Creates a record.
  public init(
    outcome: StoreOutcome, unchangedFiles: Int, discovered: [String], homeTimeZone: HomeTimeZone,
    unmatchedCorrections: [String]
  ) {
    self.outcome = outcome
    self.unchangedFiles = unchangedFiles
    self.discovered = discovered
    self.homeTimeZone = homeTimeZone
    self.unmatchedCorrections = unmatchedCorrections
  }
}
