import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// How many workouts the library keeps for `file`'s path instead of storing `file` (issue 17,
  /// L3), or `nil` when `file` is stored as usual. A path stored with workouts whose new reading
  /// failed, was skipped (an emptied file, a cloud placeholder, a file overwritten by something
  /// else) or was cut short (``ImportWarning/Code/isCutShort``: an interrupted copy, a download
  /// stopped over the old file) and gives fewer workouts than are stored is damaged, not
  /// edited: its `files` row (path, old size and time) and workouts stay, as for a deleted
  /// file, and the next import reads it again. A whole reading replaces them, even with fewer
  /// workouts (a file edited on purpose).
  func storedWorkoutsKept(for file: ParsedFile, newKey: String) throws(LibraryError) -> Int? {
    guard file.error != nil || file.warnings.contains(where: \.code.isCutShort) else {
      return nil
    }
    pathKey.reset()
    try pathKey.bind([file.source])
    guard try pathKey.step(), let old = pathKey.text(0), old != newKey else {
      pathKey.reset()
      return nil
    }
    pathKey.reset()
    workoutsOfKey.reset()
    try workoutsOfKey.bind([old])
    _ = try workoutsOfKey.step()
    let stored = Int(workoutsOfKey.integer(0))
    workoutsOfKey.reset()
    let read = file.heldBack?.workoutCount ?? file.workouts.count
    return stored > read ? stored : nil
  }

  /// `file` as listed when the library kept the `stored` workouts of its earlier content
  /// (``storedWorkoutsKept(for:newKey:)``): its own error with the reason added, or, for a
  /// reading cut short, a `malformed` error naming the cut's warning.
  static func kept(_ file: ParsedFile, stored: Int) -> ParsedFile {
    var listed = ParsedFile(
      source: file.source, format: file.format, creator: file.creator, warnings: file.warnings)
    let workouts = stored == 1 ? "1 workout" : "\(stored) workouts"
    let text =
      "its content changed and now reads as damaged: the \(workouts) stored from its earlier "
      + "content \(stored == 1 ? "stays" : "stay") in the library; the next import reads it again"
    if var error = file.error {
      error.message += "; " + text
      listed.error = error
    } else {
      let cut = file.warnings.first(where: \.code.isCutShort)
      let read = file.heldBack?.workoutCount ?? file.workouts.count
      listed.error = ImportError(
        .malformed,
        "cut short (\(cut?.code.rawValue ?? "damaged")) after \(read) of its workouts; " + text,
        file: file.source, line: cut?.line, column: cut?.column)
    }
    return listed
  }
}
