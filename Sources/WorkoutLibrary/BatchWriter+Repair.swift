import Foundation
import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// Whether a workout row stored for content `key` cannot be decoded (see
  /// ``WorkoutLibrary/damage()``), or was stored before explorer tiles were kept
  /// (``WorkoutCodec/predatesTiles(_:)``): either way its content is stored again from the
  /// file read now.
  func hasDamagedWorkouts(_ key: String) throws(LibraryError) -> Bool {
    let rows = try database.prepare("SELECT data FROM workouts WHERE content_key = ?")
    try rows.bind([key])
    while try rows.step() {
      let blob = rows.blob(0)
      if WorkoutCodec.predatesTiles(blob) { return true }
      if (try? WorkoutCodec.decode(blob, location: "")) == nil { return true }
    }
    return false
  }

  /// Whether content `key` has no workout row although `file`, read now with that content,
  /// holds workouts: rows an earlier import lost (issue 17, break-it F5: a file renamed and a
  /// new one saved under its old name lost its workouts, and the file was "already in the
  /// library" for good, touched or not). Its content is then stored again from `file`. A
  /// held-back export (its workouts read later) is not judged here.
  func lostWorkouts(ofKey key: String, in file: ParsedFile) throws(LibraryError) -> Bool {
    guard file.heldBack == nil, !file.workouts.isEmpty else { return false }
    workoutsOfKey.reset()
    try workoutsOfKey.bind([key])
    _ = try workoutsOfKey.step()
    let count = workoutsOfKey.integer(0)
    workoutsOfKey.reset()
    return count == 0
  }

  /// Removes the workouts of content `key` (no file row need name it any more, or they are to
  /// be stored again from a file read anew): ``forgetAnchors(ofKey:anchors:)`` then
  /// ``deleteWorkoutRows(ofKey:)``.
  func dropWorkouts(
    ofKey key: String, keys: inout Set<String>, anchors: inout AnchorIndex
  ) throws(LibraryError) {
    keys.remove(key)
    try forgetAnchors(ofKey: key, anchors: &anchors)
    try deleteWorkoutRows(ofKey: key)
  }

  /// The duplicate rule's side of removing content `key`'s workouts, rows untouched: they stop
  /// being anchors, and copies that named one of them as the counted copy become anchors at
  /// once (else a workout stored later in the same batch was counted beside the copy: one
  /// recording counted twice).
  func forgetAnchors(
    ofKey key: String, anchors: inout AnchorIndex
  ) throws(LibraryError) {
    let ids = try database.prepare("SELECT id FROM workouts WHERE content_key = ?")
    try ids.bind([key])
    while try ids.step() { anchors[ids.integer(0)] = nil }
    let freed = try database.prepare(
      "SELECT id, start_ms, duration_s, source FROM workouts WHERE start_ms IS NOT NULL "
        + "AND content_key <> ?1 AND duplicate_of IN "
        + "(SELECT id FROM workouts WHERE content_key = ?1)")
    try freed.bind([key])
    while try freed.step() {
      anchors[freed.integer(0)] = WorkoutLibrary.Anchor(
        start: Date(timeIntervalSince1970: Double(freed.integer(1)) / 1000),
        duration: freed.double(2), source: freed.text(3) ?? "")
    }
  }

  /// Deletes content `key`'s workout rows, counting again the copies that named one of them.
  /// Called inside the `SAVEPOINT` of the file that stores the content anew, so that a file
  /// refused there leaves the old rows in place.
  func deleteWorkoutRows(ofKey key: String) throws(LibraryError) {
    try database.prepare(
      "UPDATE workouts SET duplicate_of = NULL WHERE duplicate_of IN "
        + "(SELECT id FROM workouts WHERE content_key = ?)"
    ).run([key])
    try database.prepare("DELETE FROM workouts WHERE content_key = ?").run([key])
  }
}
