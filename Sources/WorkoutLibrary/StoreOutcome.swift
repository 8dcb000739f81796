import Foundation
import WorkoutImport

/// What one ``WorkoutLibrary/store(_:stamps:batchSize:startedAt:inputs:)`` call did.
public struct StoreOutcome: Sendable {
  /// Files whose content was new to the library, in input order, each with
  /// ``ParsedFile/duplicates`` filled: workouts that are the same recording as one already
  /// counted (in the library or earlier in this run), naming the file whose copy is kept.
  public var newFiles: [ParsedFile] = []
  /// Files whose content (by hash) was already in the library under this or another path:
  /// stored as another path of that content, their workouts not stored again.
  public var knownFiles: [ParsedFile] = []
  /// Files not stored, in input order, each with an error saying why: an `io` error (SQLite
  /// refused its rows, or another file of the run has its path: nothing of them is in the
  /// library), or the file's own error when it is a stored file whose content changed into a
  /// damaged one (the workouts of its earlier content stay, ``keptWorkouts``). The next import
  /// reads them again.
  public var failedFiles: [ParsedFile] = []
  /// Workouts stored and counted (new, not duplicates).
  public var newWorkouts = 0
  /// Workouts of ``knownFiles``: already in the library.
  public var alreadyStoredWorkouts = 0
  /// Workouts of ``knownFiles`` whose names, types, gear or routes, joined from an export's
  /// side file that changed since they were stored, were stored again (the newest export's
  /// values; ``WorkoutImport/ParsedFile/takesExportValues``).
  public var refreshedWorkouts = 0
  /// Workouts of ``knownFiles`` stored again with the type one of the user's activity
  /// corrections gives their file (its summary and best efforts that sport's;
  /// ``WorkoutImport/ParsedFile/takesCorrection``): stored before with another.
  public var correctedWorkouts = 0
  /// Workouts stored from the earlier content of files whose new content reads as damaged
  /// (failed, skipped or cut short with fewer workouts; issue 17): they stay in the library.
  public var keptWorkouts = 0
  /// The content keys ``keptWorkouts`` counted: two paths of one content count it once.
  var keptContents = Set<String>()
  /// The batch row this run wrote (`batches.id`).
  public var batch: Int64 = 0
  /// The rows this run stored counted from files read cut short, by row id: the index of their
  /// file in ``newFiles`` and their start. A later file of the run read whole that is counted
  /// instead (``supersede(_:countedIn:)``) makes them duplicates.
  var cutRows: [Int64: (file: Int, start: Date)] = [:]

  /// Creates an empty outcome.
  public init() {}

  /// Duplicate recordings found among ``newFiles``.
  public var duplicateCount: Int { newFiles.reduce(0) { $0 + $1.duplicates.count } }

  /// Row `id`, stored counted by this run, is now a copy of one of `countedIn`'s workouts (read
  /// whole, break-it pass 7 B10): listed as a duplicate of its file, no longer a new workout.
  /// A row an earlier run stored is left out (this run's figures do not hold it).
  mutating func supersede(_ id: Int64, countedIn: String) {
    guard let row = cutRows.removeValue(forKey: id) else { return }
    newWorkouts -= 1
    newFiles[row.file].duplicates.append(
      DuplicateRecording(startUTC: row.start, countedIn: countedIn))
  }
}
