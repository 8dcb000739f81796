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
