import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// Calls `body` with each counted workout (not a duplicate, with a start, its content held by
  /// a `files` row: the workouts ``files()`` puts in ``ParsedFile/workouts``), decoded one at a
  /// time in storage order, so a caller that keeps only what it needs of each (the achievement
  /// facts) never holds the library's workouts at once. The minimum workout is the caller's.
  /// A row that cannot be decoded is handed to `damaged` and left out, as
  /// ``files(damaged:)`` does (its file loses its stamp, so the next import stores it again);
  /// with `damaged` `nil` it throws. Each workout's source path and zone identifier share one
  /// copy with the workout before that has the same (a file's workouts are stored together, and
  /// zones are few), so a caller that keeps them holds each text once, not once per workout
  /// (issue 17: the path of a million-workout `export.xml` was held a million times).
  /// - Throws: ``LibraryError`` from SQLite, or for damaged stored data without `damaged`.
  public func forEachCountedWorkout(
    damaged: ((LibraryError) -> Void)? = nil, _ body: (Workout) -> Void
  ) throws(LibraryError) {
    var damage = Damage()
    var texts = SharedTexts()
    let rows = try database.prepare(
      "SELECT id, data, content_key FROM workouts WHERE \(Self.countedRow) "
        + "AND start_ms IS NOT NULL AND content_key IN (SELECT content_key FROM files) ORDER BY id")
    try eachDecodedRow(rows, damaged: damaged, damage: &damage) { workout in
      texts.share(&workout)
      body(workout)
    }
    recordDamage(damage)
  }

  /// Steps through `rows` (columns `id`, `data`, `content_key`, then any) and calls `body` with
  /// each row's decoded workout while the row is current; a row that cannot be decoded is handed
  /// to `damaged` and noted in `damage` (with `damaged` `nil`, its error is thrown).
  /// - Throws: ``LibraryError`` from SQLite, or for damaged stored data without `damaged`.
  func eachDecodedRow(
    _ rows: SQLiteStatement, damaged: ((LibraryError) -> Void)?, damage: inout Damage,
    _ body: (inout Workout) -> Void
  ) throws(LibraryError) {
    while try rows.step() {
      var workout: Workout
      do {
        workout = try WorkoutCodec.decode(
          rows.blob(1), location: "\(database.path): workout \(rows.integer(0))")
      } catch {
        guard let damaged else { throw error }
        damaged(error)
        damage.note(key: rows.text(2) ?? "")
        continue
      }
      body(&workout)
    }
  }
}
