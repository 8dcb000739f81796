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
  /// - an Apple Health export some of whose workouts lost their routes
  ///   (``WorkoutImport/ParsedFile/routeLostStarts``: a route file missing, emptied, not a GPX,
  ///   unreadable) never replaces the stored workouts when one of those stored at such a start
  ///   has a route (``storedRouteLost(_:key:)``), whether the export's own bytes changed or not
  ///   (break-it pass 7 B1, B3). A route the library never stored keeps nothing: the export is
  ///   stored as usual, those workouts without a route. A workout whose `WorkoutRoute` is gone
  ///   from `export.xml` names no route: an edit, stored as read.
  ///
  /// A whole reading replaces them, even with fewer workouts (a file edited on purpose).
  func storedWorkoutsKept(
    for file: ParsedFile, newKey: String
  ) throws(LibraryError) -> (key: String, workouts: Int)? {
    let read = file.heldBack?.workoutCount ?? file.workouts.count
    var damaged = file.error != nil || file.warnings.contains(where: \.code.isCutShort)
    guard
      damaged || file.warnings.contains(where: \.code.isUnreadableRecord)
        || !file.routeLostStarts.isEmpty
    else { return nil }
    pathKey.reset()
    try pathKey.bind([file.source])
    guard try pathKey.step(), let old = pathKey.text(0) else {
      pathKey.reset()
      return nil
    }
    pathKey.reset()
    if !damaged, try storedRouteLost(file, key: old) {
      damaged = true
    } else if old == newKey {
      return nil
    }
    guard damaged || file.warnings.contains(where: \.code.isUnreadableRecord) else { return nil }
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
    let damaged = file.error != nil || file.warnings.contains(where: \.code.isCutShort)
    let text =
      damaged || file.routeLostStarts.isEmpty
      ? "its content changed and now reads as damaged: the \(workouts) stored from its earlier "
        + "content \(stored == 1 ? "stays" : "stay") in the library; the next import reads it again"
      : "route files its workouts had routes from can no longer be read: the \(workouts) stored "
        + "from its earlier reading \(stored == 1 ? "stays" : "stay") in the library with "
        + "\(stored == 1 ? "its route" : "their routes"); the next import reads it again"
    if var error = file.error {
      error.message += "; " + text
      listed.error = error
    } else {
      let read = file.heldBack?.workoutCount ?? file.workouts.count
      let reading = read == 1 ? "1 workout" : "\(read) workouts"
      let cut =
        file.warnings.first(where: \.code.isCutShort)
        ?? file.warnings.first(where: \.code.isUnreadableRecord)
        ?? file.warnings.first(where: \.code.losesRoutes)
      let how =
        switch cut?.code {
        case let code? where code.isCutShort: "cut short"
        case let code? where code.losesRoutes: "with route files that cannot be read"
        default: "with records that cannot be read"
        }
      let codes =
        cut?.code.losesRoutes == true
        ? file.warnings.filter(\.code.losesRoutes).map(\.code.rawValue).joined(separator: ", ")
        : cut?.code.rawValue ?? "damaged"
      listed.error = ImportError(
        .malformed, "\(how) (\(codes)), giving \(reading); " + text,
        file: file.source, line: cut?.line, column: cut?.column)
    }
    return listed
  }
}

extension BatchWriter {
  /// Whether a workout stored under content `key` starts at one of `file`'s
  /// ``WorkoutImport/ParsedFile/routeLostStarts`` and has a route (a route sketch or explorer
  /// tiles that are not empty, what only a route file gives an Apple Health workout): the new reading would take
  /// that route out of the library (break-it pass 7 B1, B3). Looked up by start (indexed), each
  /// matching row decoded; a row that cannot be decoded counts as having one (it is kept).
  /// - Throws: ``LibraryError`` from SQLite.
  func storedRouteLost(_ file: ParsedFile, key: String) throws(LibraryError) -> Bool {
    guard !file.routeLostStarts.isEmpty else { return false }
    let rows = try database.prepare(
      "SELECT data FROM workouts WHERE start_ms = ? AND content_key = ?")
    for start in Set(file.routeLostStarts.map(WorkoutLibrary.milliseconds)) {
      rows.reset()
      try rows.bind([start, key])
      while try rows.step() {
        guard let workout = try? WorkoutCodec.decode(rows.blob(0), location: file.source) else {
          return true
        }
        if workout.routeSketch != nil || workout.explorerTiles?.isEmpty == false { return true }
      }
    }
    return false
  }
}
