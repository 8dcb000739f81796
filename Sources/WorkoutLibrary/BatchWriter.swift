import Foundation
import WorkoutImport
import WorkoutModel

/// Writes one batch of files inside the caller's transaction (see
/// ``WorkoutLibrary/store(_:stamps:batchSize:startedAt:inputs:)``), with its statements
/// prepared once per run.
struct BatchWriter {
  /// A workout's place in the duplicate check: file 0 is the library, files 1… the new ones.
  struct Slot: Hashable {
    var file: Int
    var workout: Int
  }

  let database: SQLiteDatabase
  let pathKey: SQLiteStatement
  let insertFile: SQLiteStatement
  let insertWorkout: SQLiteStatement
  let workoutsOfKey: SQLiteStatement
  /// The content keys of every file of the run, each with the first path holding it: a content
  /// one of them holds is never dropped when another path stops holding it
  /// (``replaceChangedPath(_:newKey:keys:anchors:)``).
  var heldByRun: [String: String] = [:]

  init(_ database: SQLiteDatabase) throws(LibraryError) {
    self.database = database
    pathKey = try database.prepare("SELECT content_key FROM files WHERE path = ?")
    insertFile = try database.prepare(
      "INSERT OR REPLACE INTO files (path, size, mtime_ns, content_key, hash, format, creator, "
        + "error_category, error_message, error_line, error_column, warnings, batch) "
        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    insertWorkout = try database.prepare(
      "INSERT INTO workouts (content_key, ordinal, source, start_ms, duration_s, activity, "
        + "duplicate_of, data, batch) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    workoutsOfKey = try database.prepare("SELECT count(*) FROM workouts WHERE content_key = ?")
  }

  /// Stores `chunk` (see the store method for the rules), updating the run's known content
  /// keys, counted anchors, paths written and outcome. Each file is written inside its own
  /// `SAVEPOINT` (https://sqlite.org/lang_savepoint.html): a file SQLite refuses (a constraint,
  /// a value too big) is rolled back alone and listed in ``StoreOutcome/failedFiles``, the rest of
  /// the batch is stored. Other SQLite failures (a full disk, I/O) are thrown: the batch is then
  /// rolled back whole.
  func write(
    _ chunk: ArraySlice<ParsedFile>, stamps: [PathKey: FileStamp], keys: inout Set<String>,
    anchors: inout AnchorIndex, paths: inout Set<PathKey>,
    outcome: inout StoreOutcome, heldBack: WorkoutLibrary.HeldBackReader? = nil
  ) throws(LibraryError) {
    let chunk = Array(chunk)
    // Which files bring new content (the second of two equal files in one chunk does not), and
    // which cannot be stored at all (a path written already by this run).
    var fresh: [ParsedFile] = []
    var isFresh: [Bool] = []
    var refused: [Int: String] = [:]
    // A damaged reading of a stored path: the stored content kept and its workouts.
    var keptStored: [Int: (key: String, workouts: Int)] = [:]
    var checked = Set<String>()
    // Stored contents to be stored again (damaged rows, or rows from before tiles): their old
    // rows are deleted inside the SAVEPOINT of the file that stores them anew, so that a file
    // refused there keeps them (a failed re-store of an old export lost all its workouts).
    var restoring = Set<String>()
    for (index, file) in chunk.enumerated() {
      let key = WorkoutLibrary.contentKey(file)
      guard paths.insert(PathKey(file.source)).inserted else {
        refused[index] = "another file of this run has the same name"
        isFresh.append(false)
        continue
      }
      if let stored = try storedWorkoutsKept(for: file, newKey: key) {
        keptStored[index] = stored
        isFresh.append(false)
        continue
      }
      try replaceChangedPath(file.source, newKey: key, keys: &keys, anchors: &anchors)
      // Stored content whose rows cannot be read back, or that lost them, is stored again from
      // the file read now (issue 17: an import never repaired them). Checked once per content
      // of the run, and not for a content a file of this run stores (its rows come later).
      if keys.contains(key), !checked.contains(key), file.error == nil {
        checked.insert(key)
        var again = try hasDamagedWorkouts(key)
        if !again { again = try lostWorkouts(ofKey: key, in: file) }
        if again {
          keys.remove(key)
          try forgetAnchors(ofKey: key, anchors: &anchors)
          restoring.insert(key)
        }
      }
      isFresh.append(!keys.contains(key))
      if isFresh.last == true {
        keys.insert(key)
        checked.insert(key)
        fresh.append(file)
      }
    }
    // A held-back export comes alone (``WorkoutLibrary/pieces(of:)``): its workouts are read
    // again and stored batch by batch.
    if chunk.count == 1, isFresh[0], chunk[0].heldBack != nil {
      let key = WorkoutLibrary.contentKey(chunk[0])
      guard let heldBack else {
        // Its workouts are not in it: stored as it is, the file would say it holds none.
        keys.remove(key)
        outcome.failedFiles.append(Self.failed(chunk[0], "its workouts were not read again"))
        return
      }
      let stored = try stream(
        chunk[0], key: key, stamp: stamps[PathKey(chunk[0].source)], reader: heldBack,
        replacing: restoring.contains(key), anchors: &anchors, outcome: &outcome)
      if !stored { keys.remove(key) }
      return
    }
    var context = CopyContext(try duplicates(of: fresh, against: anchors), fresh: fresh)
    var freshIndex = 0
    var failedKeys = Set<String>()  // fresh contents refused: their copies are refused too
    for (index, file) in chunk.enumerated() {
      let key = WorkoutLibrary.contentKey(file)
      if isFresh[index] { freshIndex += 1 }  // position 0 is the library's own workouts
      if let reason = refused[index] {
        outcome.failedFiles.append(Self.failed(file, reason))
        continue
      }
      if let stored = keptStored[index] {
        outcome.failedFiles.append(Self.kept(file, stored: stored.workouts))
        // Opened again by the next import even when its own bytes stay the same (an Apple
        // Health export kept because a route file can no longer be read: break-it pass 8 W3,
        // listed once, then silent while the route stayed damaged).
        try database.prepare("UPDATE files SET size = -1 WHERE path = ?").run([file.source])
        // Two paths of one content kept count its workouts once (break-it F9).
        if outcome.keptContents.insert(stored.key).inserted {
          outcome.keptWorkouts += stored.workouts
        }
        continue
      }
      if !isFresh[index], failedKeys.contains(key) {
        outcome.failedFiles.append(
          Self.failed(file, "its content, read from another file of this run, was not stored"))
        continue
      }
      try database.execute("SAVEPOINT file")
      do {
        if isFresh[index], restoring.contains(key) { try deleteWorkoutRows(ofKey: key) }
        let written = try writeFile(
          file, key: key, fresh: isFresh[index], freshIndex: freshIndex,
          stamp: stamps[PathKey(file.source)], batch: outcome.batch, context: context)
        try database.execute("RELEASE file")
        if isFresh[index] { restoring.remove(key) }
        for (position, id) in written.ids { context.ids[position] = id }
        for (id, anchor) in written.anchors { anchors[id] = anchor }
        outcome.newWorkouts += written.anchors.count + written.withoutStart
        outcome.alreadyStoredWorkouts += written.alreadyStored
        outcome.refreshedWorkouts += written.refreshed
        outcome.correctedWorkouts += written.corrected
        if isFresh[index] {
          outcome.newFiles.append(written.file)
        } else {
          outcome.knownFiles.append(written.file)
        }
        if DuplicateWorkouts.isCutShort(file) {
          for (id, anchor) in written.anchors {
            outcome.cutRows[id] = (outcome.newFiles.count - 1, anchor.start)
          }
        }
        for id in written.superseded {
          anchors[id] = nil
          outcome.supersede(id, countedIn: file.source)
        }
      } catch {
        guard error.isFileLevel else { throw error }
        try database.execute("ROLLBACK TO file")
        try database.execute("RELEASE file")
        if isFresh[index] {
          keys.remove(key)
          failedKeys.insert(key)
        }
        outcome.failedFiles.append(Self.failed(file, error.message))
      }
    }
  }

  /// What ``writeFile`` stored for one file.
  struct Written {
    /// The file, its duplicates filled.
    var file: ParsedFile
    /// Row ids of its workouts by position.
    var ids: [(Slot, Int64)] = []
    /// Its counted workouts with a start.
    var anchors: [(Int64, WorkoutLibrary.Anchor)] = []
    /// Its counted workouts without a start (no anchor).
    var withoutStart = 0
    /// Rows written before it that are now copies of one of its workouts
    /// (``supersede(_:by:context:idsOfFile:)``): no longer anchors.
    var superseded: [Int64] = []
    /// Workouts of its content already stored (a known file).
    var alreadyStored = 0
    /// Workouts of its content already stored whose export values were stored again
    /// (``refreshExportValues(of:key:)``).
    var refreshed = 0
    /// Workouts of its content already stored whose type the user's correction changed
    /// (``WorkoutImport/ParsedFile/takesCorrection``), stored again.
    var corrected = 0
  }

  /// Writes `file`'s row and, when `fresh`, its workouts (duplicates per `context`).
  private func writeFile(
    _ file: ParsedFile, key: String, fresh: Bool, freshIndex: Int, stamp: FileStamp?,
    batch: Int64, context: CopyContext
  ) throws(LibraryError) -> Written {
    try insertFile.run(fileRow(file, key: key, stamp: stamp, batch: batch))
    guard fresh else {
      var written = Written(file: file)
      workoutsOfKey.reset()
      try workoutsOfKey.bind([key])
      _ = try workoutsOfKey.step()
      written.alreadyStored = Int(workoutsOfKey.integer(0))
      workoutsOfKey.reset()
      // Routes joined from route files read cut short do not replace whole ones stored
      // (break-it pass 5 F1: a cut route file shortened its stored workout's route).
      if !file.warnings.contains(where: { $0.code == .routeFileDamaged }) {
        let updated = try refreshExportValues(of: file, key: key)
        if file.takesCorrection { written.corrected = updated } else { written.refreshed = updated }
      }
      return written
    }
    return try writeWorkouts(
      of: file, key: key, freshIndex: freshIndex, firstOrdinal: 0, batch: batch, context: context)
  }

  /// Writes the workouts of `file` (fresh file number `freshIndex` of the duplicate check), the
  /// first as ordinal `firstOrdinal` of its content (a held-back export's later batches start
  /// past 0), duplicates per `context` (see ``writeFile``); no file row.
  /// A copy whose counted copy comes later in input order (a file read whole after this one, read
  /// cut short) is stored with no `duplicate_of` until that one is written
  /// (``supersede(_:by:context:idsOfFile:)``), and listed as a duplicate.
  func writeWorkouts(
    of file: ParsedFile, key: String, freshIndex: Int, firstOrdinal: Int, batch: Int64,
    context: CopyContext
  ) throws(LibraryError) -> Written {
    var written = Written(file: file)
    // Ids written for this file so far: a copy kept earlier in the same file (two copies of one
    // recording in one export) is found here, not yet in `context.ids`.
    var idsOfFile: [Slot: Int64] = [:]
    for (ordinal, workout) in file.workouts.enumerated() {
      let position = Slot(file: freshIndex, workout: ordinal)
      var duplicateOf: Int64?
      var countedLater = false
      if let kept = context.keptFor[position],
        kept.file > 0, (kept.file, kept.workout) > (position.file, position.workout)
      {
        countedLater = true
        if let start = workout.summary.startUTC {
          written.file.duplicates.append(
            DuplicateRecording(startUTC: start, countedIn: context.fresh[kept.file - 1].source))
        }
      } else if let kept = context.keptFor[position] {
        duplicateOf =
          kept.file == 0 ? context.libraryIDs[kept.workout] : idsOfFile[kept] ?? context.ids[kept]
        let countedIn =
          kept.file == 0
          ? context.librarySources[kept.workout] : context.fresh[kept.file - 1].source
        // A kept copy that was not stored (its file refused) counts this one instead.
        if duplicateOf != nil, let start = workout.summary.startUTC {
          written.file.duplicates.append(DuplicateRecording(startUTC: start, countedIn: countedIn))
        }
      }
      let startMilliseconds = workout.summary.startUTC.map(WorkoutLibrary.milliseconds)
      try insertWorkout.run([
        key, firstOrdinal + ordinal, workout.source, startMilliseconds,
        workout.summary.durationSeconds,
        workout.activity.rawValue, duplicateOf, WorkoutCodec.encode(workout), batch,
      ])
      let id = database.lastInsertedRowID
      written.ids.append((position, id))
      idsOfFile[position] = id
      if let duplicateOf, workout.gear != nil { try carryGear(toCounted: duplicateOf) }
      guard duplicateOf == nil, !countedLater else { continue }
      written.superseded += try supersede(
        position, by: id, context: context, idsOfFile: idsOfFile)
      if let start = workout.summary.startUTC {
        written.anchors.append(
          (
            id,
            WorkoutLibrary.Anchor(
              start: start, duration: workout.summary.durationSeconds, source: workout.source)
          ))
      } else {
        written.withoutStart += 1
      }
    }
    return written
  }

  /// `file` as listed when it was not stored: an `io` error saying why; read again by the
  /// next import (no `files` row, no stamp). A file that failed already (two names shown alike,
  /// neither readable) keeps its own error, the reason added to its message.
  static func failed(_ file: ParsedFile, _ reason: String) -> ParsedFile {
    var listed = ParsedFile(
      source: file.source, format: file.format, creator: file.creator, warnings: file.warnings)
    let text = "not stored in the workout library (\(reason)); the next import reads it again"
    if var error = file.error {
      error.message += "; " + text
      listed.error = error
    } else {
      listed.error = ImportError(.io, text, file: file.source)
    }
    return listed
  }

  /// The `files` row of `file`.
  func fileRow(_ file: ParsedFile, key: String, stamp: FileStamp?, batch: Int64) -> [Any?] {
    [
      file.source, stamp?.size ?? -1, stamp?.modificationNanoseconds ?? -1, key,
      file.contentHash?.description, file.format?.rawValue, file.creator,
      file.error?.category.rawValue, file.error?.message, file.error?.line, file.error?.column,
      WorkoutCodec.encode(file.warnings), batch,
    ]
  }

  /// When `path` is stored with content other than `newKey`, removes its row and, if no other
  /// path has the old content nor a file of the run (``heldByRun``), that content's workouts
  /// (copies that named one of them as the counted copy are counted again); if one does, the
  /// workouts credited to `path` are credited to it (``recredit(key:from:to:anchors:)``).
  func replaceChangedPath(
    _ path: String, newKey: String, keys: inout Set<String>,
    anchors: inout AnchorIndex
  ) throws(LibraryError) {
    pathKey.reset()
    try pathKey.bind([path])
    guard try pathKey.step(), let old = pathKey.text(0), old != newKey else {
      pathKey.reset()
      return
    }
    pathKey.reset()
    try database.prepare("DELETE FROM files WHERE path = ?").run([path])
    // Held by a file of this run whose row is not written yet (two files that swapped contents,
    // a file renamed with a new one under its old name): break-it F5, such a content was
    // dropped, and the file holding it found it "already in the library".
    if let holder = heldByRun[old] {
      try recredit(key: old, from: path, to: holder, anchors: &anchors)
      return
    }
    let others = try database.prepare(
      "SELECT path FROM files WHERE content_key = ? ORDER BY path LIMIT 1")
    try others.bind([old])
    if try others.step(), let holder = others.text(0) {
      try recredit(key: old, from: path, to: holder, anchors: &anchors)
      return
    }
    try dropWorkouts(ofKey: old, keys: &keys, anchors: &anchors)
  }

  /// The duplicate rule over the library's counted workouts near `fresh` in time (as file 0,
  /// so they are kept over copies read as whole as they were) and `fresh` (files 1…); the
  /// library rows of `cutShort` were stored from a file read cut short.
  static func duplicates(
    of fresh: [ParsedFile], against anchors: AnchorIndex, cutShort: Set<Int64> = []
  ) -> (
    positions: [DuplicateWorkouts.Position: DuplicateWorkouts.Position], libraryIDs: [Int64],
    librarySources: [String]
  ) {
    let starts = fresh.flatMap { $0.workouts.compactMap(\.summary.startUTC) }
    guard let first = starts.min(), let last = starts.max() else { return ([:], [], []) }
    let window =
      (first - DuplicateWorkouts.startTolerance)...(last + DuplicateWorkouts.startTolerance)
    var ids: [Int64] = []
    var cut = Set<DuplicateWorkouts.Position>()
    var library = ParsedFile(source: "library")
    // The window found by binary search (``AnchorIndex``), not a look at every anchor: a
    // folder import looked at the whole library for each file.
    for id in anchors.ids(startingIn: window) {
      guard let anchor = anchors[id] else { continue }
      if cutShort.contains(id) {
        cut.insert(DuplicateWorkouts.Position(file: 0, workout: ids.count))
      }
      ids.append(id)
      library.workouts.append(
        Workout(
          source: anchor.source, format: .gpx,
          summary: WorkoutSummary(
            startUTC: anchor.start, endUTC: anchor.start + anchor.duration,
            durationSeconds: anchor.duration)))
    }
    let positions = DuplicateWorkouts.find(in: [library] + fresh, cutShort: cut)
    return (positions, ids, library.workouts.map(\.source))
  }
}

extension LibraryError {
  /// Whether SQLite refused one file's rows rather than the library as a whole: a constraint
  /// (`SQLITE_CONSTRAINT` 19: UNIQUE, NOT NULL — a NaN binds as NULL), a value too big
  /// (`SQLITE_TOOBIG` 18) or a type mismatch (`SQLITE_MISMATCH` 20); https://sqlite.org/rescode.html.
  var isFileLevel: Bool { [18, 19, 20].contains(code & 0xFF) }
}
