import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// What a session read from the library (``files(damaged:)``) would say about its files, found
  /// without rebuilding them: whether any file holds a workout, and how many files were
  /// skipped. `trophies achievements` needs no more of the listing (issue 17: rebuilding it
  /// held a million Apple Health workouts at once, 1.59 GB, only to let them go).
  public struct ListingSummary: Sendable, Equatable {
    /// Whether a file holds a workout with a start (counted, or under the minimum workout):
    /// what a session's `imported` says.
    public var holdsWorkout = false
    /// Files rows with an error (skipped when they were read), damaged rows not included.
    public var skippedFiles = 0

    /// Creates a summary.
    public init(holdsWorkout: Bool = false, skippedFiles: Int = 0) {
      self.holdsWorkout = holdsWorkout
      self.skippedFiles = skippedFiles
    }
  }

  /// Decodes every row of the library once, in the order ``files(damaged:)`` does (workout rows
  /// by id, then each file's warnings by path), handing each damaged one to `damaged` in that
  /// order (its file loses its stamp, as there), and calls `body` with each counted workout
  /// that ``forEachCountedWorkout(damaged:_:)`` gives, in the same order and with the same
  /// shared texts. No workout is kept: what the run holds is one decoded workout at a time plus
  /// what `body` keeps.
  /// - Returns: what the rebuilt listing would say (``ListingSummary``).
  /// - Throws: ``LibraryError`` from SQLite, or for damaged stored data without `damaged`.
  public func scanCounted(
    damaged: ((LibraryError) -> Void)?, _ body: (Workout) -> Void
  ) throws(LibraryError) -> ListingSummary {
    var summary = ListingSummary()
    var damage = Damage()
    var texts = SharedTexts()
    // Column 3: the row is one ``files(damaged:)`` lists among its file's workouts; column 4:
    // one ``forEachCountedWorkout(damaged:_:)`` gives (its start column set as well).
    let rows = try database.prepare(
      "SELECT id, data, content_key, \(Self.countedRow) "
        + "AND content_key IN (SELECT content_key FROM files), start_ms IS NOT NULL "
        + "FROM workouts ORDER BY id")
    try eachDecodedRow(rows, damaged: damaged, damage: &damage) { workout in
      guard rows.integer(3) != 0 else { return }
      if workout.summary.startUTC != nil { summary.holdsWorkout = true }
      guard rows.integer(4) != 0 else { return }
      texts.share(&workout)
      body(workout)
    }
    let fileRows = try database.prepare(
      "SELECT path, error_category, warnings FROM files ORDER BY path")
    while try fileRows.step() {
      let path = fileRows.text(0) ?? ""
      do {
        _ = try WorkoutCodec.decodeWarnings(
          fileRows.blob(2), location: "\(database.path): \(path)")
      } catch {
        guard let damaged else { throw error }
        damaged(error)
        damage.paths.append(path)
      }
      if fileRows.text(1).flatMap(ImportError.Category.init(rawValue:)) != nil {
        summary.skippedFiles += 1
      }
    }
    recordDamage(damage)
    return summary
  }
}
