import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// The stored content key and how many workouts the library keeps for `file`'s path instead
  /// of storing `file` (issue 17, break-it L3, F1, F3), or `nil` when `file` is stored as usual. A path stored with workouts
  /// whose new reading is damaged keeps its `files` row (path, old size and time) and workouts,
  /// as a deleted file does, and the next import reads it again:
  /// - a reading that failed or was skipped (an emptied file, a cloud placeholder, a file
  ///   overwritten by something else) or was cut short (``ImportWarning/Code/isCutShort``: an
  ///   interrupted copy, a download stopped over the old file, a preallocated file not yet
  ///   filled) never replaces the stored workouts, however many it gives (one file holds one
  ///   recording: its cut copy gives as many, each shorter);
  /// - a reading with records that could not be read (``ImportWarning/Code/isUnreadableRecord``)
  ///   replaces them only when it gives at least as many workouts.
  ///
  /// A whole reading replaces them, even with fewer workouts (a file edited on purpose).
  func storedWorkoutsKept(
    for file: ParsedFile, newKey: String
  ) throws(LibraryError) -> (key: String, workouts: Int)? {
    let read = file.heldBack?.workoutCount ?? file.workouts.count
    let damaged = file.error != nil || file.warnings.contains(where: \.code.isCutShort)
    guard damaged || file.warnings.contains(where: \.code.isUnreadableRecord) else { return nil }
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
    guard stored > 0, damaged || stored > read else { return nil }
    return (old, stored)
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
      let read = file.heldBack?.workoutCount ?? file.workouts.count
      let reading = read == 1 ? "1 workout" : "\(read) workouts"
      let cut =
        file.warnings.first(where: \.code.isCutShort)
        ?? file.warnings.first(where: \.code.isUnreadableRecord)
      let how = cut?.code.isCutShort == true ? "cut short" : "with records that cannot be read"
      listed.error = ImportError(
        .malformed, "\(how) (\(cut?.code.rawValue ?? "damaged")), giving \(reading); " + text,
        file: file.source, line: cut?.line, column: cut?.column)
    }
    return listed
  }
}
