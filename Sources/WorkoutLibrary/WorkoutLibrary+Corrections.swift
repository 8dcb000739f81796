import WorkoutImport

extension WorkoutLibrary {
  /// The paths of `wanted` (a `files` row's path → an activity type's raw value) whose stored
  /// workouts (those of the row's content) include one of another type: what an activity
  /// correction changes, so the import reads them again (break-it pass 7 B9). A path without a
  /// row, or whose content holds no workout, is not among them. One indexed lookup per path.
  /// - Throws: ``LibraryError``.
  public func paths(holdingOtherThan wanted: [String: String]) throws(LibraryError)
    -> Set<PathKey>
  {
    guard !wanted.isEmpty else { return [] }
    let statement = try database.prepare(
      "SELECT DISTINCT w.activity FROM files f JOIN workouts w ON w.content_key = f.content_key "
        + "WHERE f.path = ?")
    var differing = Set<PathKey>()
    for (path, type) in wanted {
      statement.reset()
      try statement.bind([path])
      while try statement.step() {
        guard statement.text(0) == type else {
          differing.insert(PathKey(path))
          break
        }
      }
    }
    statement.reset()
    return differing
  }
}
