import WorkoutImport

extension WorkoutLibrary {
  /// Keeps one stamp for each export side file (`activities.csv`, `…summarizedActivities.json`;
  /// ``WorkoutImport/ExportSideFile/isSideFileName(_:)``) of a run: a side file is a `files`
  /// row when the run listed it (`stored`: a Strava CSV always, a Garmin JSON when it gave
  /// warnings) and an `archives` row otherwise (`archived`). The row of the other kind left by
  /// an earlier run is deleted: its stale stamp would make the export look changed at every
  /// import, and a Garmin JSON's `files` row holds the warnings of a JSON no longer there.
  /// - Throws: ``LibraryError`` from SQLite.
  func keepOneStampPerSideFile(stored: [String], archived: [String]) throws(LibraryError) {
    func isSideFile(_ path: String) -> Bool {
      ExportSideFile.isSideFileName(path.split(separator: "/").last.map(String.init) ?? path)
    }
    let dropArchive = try database.prepare("DELETE FROM archives WHERE path = ?")
    for path in stored where isSideFile(path) { try dropArchive.run([path]) }
    let dropFile = try database.prepare(
      "DELETE FROM files WHERE path = ? AND NOT EXISTS "
        + "(SELECT 1 FROM workouts WHERE workouts.content_key = files.content_key)")
    for path in archived where isSideFile(path) { try dropFile.run([path]) }
  }
}
