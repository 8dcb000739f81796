import Foundation

extension WorkoutLibrary {
  /// The SQL condition (on table `workouts`, not aliased) that a workout row is counted: it is
  /// no duplicate, or the row its `duplicate_of` names is missing or is itself a duplicate. The
  /// import only ever names a counted row, but a library edited by hand (or damaged) may not,
  /// and a dangling `duplicate_of` hid its row from every report (break-it M6: `UPDATE workouts
  /// SET duplicate_of = 999999` made a 260-workout library "hold no workout yet"). Such a row
  /// is counted: data is never hidden by a pointer to nothing. A primary-key lookup per
  /// duplicate row only.
  static let countedRow =
    "(workouts.duplicate_of IS NULL OR NOT EXISTS (SELECT 1 FROM workouts AS kept "
    + "WHERE kept.id = workouts.duplicate_of AND kept.duplicate_of IS NULL))"
}

extension WorkoutLibrary {
  /// The index on `workouts(duplicate_of)`, made by the first import that writes (no schema
  /// version: a library without it reads and writes as before). SQLite looks up the rows that
  /// name a deleted row as their `duplicate_of` (the foreign key,
  /// https://sqlite.org/foreignkeys.html#fk_indexes); without an index each deleted row scanned
  /// the whole table, so storing a changed `export.xml` or `activities.csv` again was quadratic
  /// (break-it F4: 20,000 Apple Health workouts, 5.5 s to import, 248 s to import again).
  static let duplicateIndex =
    "CREATE INDEX IF NOT EXISTS workouts_duplicate ON workouts(duplicate_of)"
}
