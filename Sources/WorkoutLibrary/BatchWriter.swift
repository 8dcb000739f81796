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
  /// keys, counted anchors and outcome.
  func write(
    _ chunk: [ParsedFile], stamps: [String: FileStamp], keys: inout Set<String>,
    anchors: inout [Int64: WorkoutLibrary.Anchor], outcome: inout StoreOutcome
  ) throws(LibraryError) {
    // Which files bring new content (the second of two equal files in one chunk does not).
    var fresh: [ParsedFile] = []
    var isFresh: [Bool] = []
    for file in chunk {
      let key = WorkoutLibrary.contentKey(file)
      try replaceChangedPath(file.source, newKey: key, keys: &keys, anchors: &anchors)
      isFresh.append(!keys.contains(key))
      if isFresh.last == true {
        keys.insert(key)
        fresh.append(file)
      }
    }
    let duplicates = Self.duplicates(of: fresh, against: anchors)
    var keptFor: [Slot: Slot] = [:]
    for (copy, kept) in duplicates.positions {
      keptFor[Slot(file: copy.file, workout: copy.workout)] = Slot(
        file: kept.file, workout: kept.workout)
    }
    var freshIndex = 0
    var idOfPosition: [Slot: Int64] = [:]
    for (index, var file) in chunk.enumerated() {
      let key = WorkoutLibrary.contentKey(file)
      try insertFile.run(fileRow(file, key: key, stamp: stamps[file.source], batch: outcome.batch))
      guard isFresh[index] else {
        workoutsOfKey.reset()
        try workoutsOfKey.bind([key])
        _ = try workoutsOfKey.step()
        outcome.alreadyStoredWorkouts += Int(workoutsOfKey.integer(0))
        workoutsOfKey.reset()
        outcome.knownFiles.append(file)
        continue
      }
      freshIndex += 1  // position 0 is the library's own workouts
      for (ordinal, workout) in file.workouts.enumerated() {
        let position = Slot(file: freshIndex, workout: ordinal)
        var duplicateOf: Int64?
        if let kept = keptFor[position] {
          duplicateOf = kept.file == 0 ? duplicates.libraryIDs[kept.workout] : idOfPosition[kept]
          let countedIn =
            kept.file == 0
            ? duplicates.librarySources[kept.workout] : fresh[kept.file - 1].source
          if let start = workout.summary.startUTC {
            file.duplicates.append(DuplicateRecording(startUTC: start, countedIn: countedIn))
          }
        }
        let startMilliseconds = workout.summary.startUTC.map {
          Int64(($0.timeIntervalSince1970 * 1000).rounded())
        }
        try insertWorkout.run([
          key, ordinal, workout.source, startMilliseconds, workout.summary.durationSeconds,
          workout.activity.rawValue, duplicateOf, WorkoutCodec.encode(workout), outcome.batch,
        ])
        let id = database.lastInsertedRowID
        idOfPosition[position] = id
        if duplicateOf == nil {
          outcome.newWorkouts += 1
          if let start = workout.summary.startUTC {
            anchors[id] = WorkoutLibrary.Anchor(
              start: start, duration: workout.summary.durationSeconds, source: workout.source)
          }
        }
      }
      outcome.newFiles.append(file)
    }
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
  /// path has the old content, that content's workouts (copies that named one of them as the
  /// counted copy are counted again).
  func replaceChangedPath(
    _ path: String, newKey: String, keys: inout Set<String>,
    anchors: inout [Int64: WorkoutLibrary.Anchor]
  ) throws(LibraryError) {
    pathKey.reset()
    try pathKey.bind([path])
    guard try pathKey.step(), let old = pathKey.text(0), old != newKey else {
      pathKey.reset()
      return
    }
    pathKey.reset()
    try database.prepare("DELETE FROM files WHERE path = ?").run([path])
    let others = try database.prepare("SELECT 1 FROM files WHERE content_key = ? LIMIT 1")
    try others.bind([old])
    guard try !others.step() else { return }
    keys.remove(old)
    let ids = try database.prepare("SELECT id FROM workouts WHERE content_key = ?")
    try ids.bind([old])
    while try ids.step() { anchors[ids.integer(0)] = nil }
    try database.prepare(
      "UPDATE workouts SET duplicate_of = NULL WHERE duplicate_of IN "
        + "(SELECT id FROM workouts WHERE content_key = ?)"
    ).run([old])
    try database.prepare("DELETE FROM workouts WHERE content_key = ?").run([old])
  }

  /// The duplicate rule over the library's counted workouts near `fresh` in time (as file 0,
  /// so they are kept) and `fresh` (files 1…).
  static func duplicates(
    of fresh: [ParsedFile], against anchors: [Int64: WorkoutLibrary.Anchor]
  ) -> (
    positions: [DuplicateWorkouts.Position: DuplicateWorkouts.Position], libraryIDs: [Int64],
    librarySources: [String]
  ) {
    let starts = fresh.flatMap { $0.workouts.compactMap(\.summary.startUTC) }
    guard let first = starts.min(), let last = starts.max() else { return ([:], [], []) }
    let window =
      (first - DuplicateWorkouts.startTolerance)...(last + DuplicateWorkouts.startTolerance)
    var ids: [Int64] = []
    var library = ParsedFile(source: "library")
    for (id, anchor) in anchors.sorted(by: { $0.key < $1.key }) where window.contains(anchor.start)
    {
      ids.append(id)
      library.workouts.append(
        Workout(
          source: anchor.source, format: .gpx,
          summary: WorkoutSummary(
            startUTC: anchor.start, endUTC: anchor.start + anchor.duration,
            durationSeconds: anchor.duration)))
    }
    let positions = DuplicateWorkouts.find(in: [library] + fresh)
    return (positions, ids, library.workouts.map(\.source))
  }
}
