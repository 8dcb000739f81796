import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// Stores again the values an account export's side file joined onto `file`
  /// (``WorkoutImport/ParsedFile/takesExportValues``: a Strava `activities.csv` row's name,
  /// type, gear and commute flag, a Garmin summary's name and type, an Apple Health export's
  /// routes) when content `key` is already stored with other ones: a newer export whose side
  /// file changed and whose activity file did not (break-it N2, N5). Each stored workout row of
  /// the content whose encoding differs from the one read now is updated in place (`activity`
  /// and `data`); its id, source (the path first credited), start, duration and `duplicate_of`
  /// stay, so copies naming it and the duplicate rule are untouched. Nothing is done when the
  /// file is not joined, failed, is held back (its workouts are not held) or holds another
  /// number of workouts than the stored content (then the stored rows stay as they are).
  /// A file whose workouts no side file row names any more keeps the last values stored.
  /// A file one of the user's activity corrections names (``WorkoutImport/ParsedFile/takesCorrection``)
  /// is stored again the same way: its type, summary and best efforts as read with the
  /// correction (break-it pass 7 B9).
  /// The gear follows ``WorkoutImport/DuplicateWorkouts/gear(of:copies:)`` (``carryGear(toCounted:)``).
  /// - Returns: the number of workout rows updated.
  /// - Throws: ``LibraryError`` from SQLite.
  func refreshExportValues(of file: ParsedFile, key: String) throws(LibraryError) -> Int {
    guard file.takesExportValues || file.takesCorrection, file.heldBack == nil, file.error == nil,
      !file.workouts.isEmpty
    else { return 0 }
    let rows = try database.prepare(
      "SELECT ordinal, source, data, id, duplicate_of FROM workouts WHERE content_key = ? "
        + "ORDER BY ordinal")
    try rows.bind([key])
    var stored: [(source: String, data: [UInt8], id: Int64, duplicateOf: Int64?)] = []
    while try rows.step() {
      guard rows.integer(0) == Int64(stored.count) else { return 0 }
      stored.append((rows.text(1) ?? "", rows.blob(2), rows.integer(3), rows.optionalInteger(4)))
    }
    guard stored.count == file.workouts.count else { return 0 }
    let update = try database.prepare(
      "UPDATE workouts SET activity = ?, data = ? WHERE content_key = ? AND ordinal = ?")
    var updated = 0
    for (ordinal, workout) in file.workouts.enumerated() {
      var now = workout
      now.source = stored[ordinal].source
      // A counted row keeps the gear its copies carried over (break-it W4); a copy that now
      // names gear gives it to its counted row.
      if let kept = stored[ordinal].duplicateOf {
        if now.gear != nil { try carryGear(toCounted: kept) }
      } else if now.gear == nil {
        now.gear = DuplicateWorkouts.gear(of: now, copies: try copies(of: stored[ordinal].id))
      }
      let data = WorkoutCodec.encode(now)
      guard data != stored[ordinal].data else { continue }
      try update.run([now.activity.rawValue, data, key, Int64(ordinal)])
      updated += 1
    }
    return updated
  }
}
