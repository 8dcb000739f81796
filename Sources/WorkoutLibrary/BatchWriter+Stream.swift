import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// Stores the held-back export `file` (new content `key`) from `reader`, batch by batch,
  /// inside one `SAVEPOINT` (https://sqlite.org/lang_savepoint.html) with its file row written
  /// last: each batch's workouts go through the duplicate rule against the library's counted
  /// workouts, this file's earlier batches included (so a copy across a batch boundary is
  /// found), and are written; their counted ones become anchors at once. When the second
  /// reading ends in an error, its content differs from the first's (the file changed in
  /// between), or SQLite refuses a row, the file is rolled back whole and listed in
  /// ``StoreOutcome/failedFiles``: nothing of it stays. Other SQLite failures are thrown (the
  /// caller's transaction is then rolled back).
  /// With `replacing`, the content's old rows (stored before tiles, or damaged) are deleted
  /// inside that `SAVEPOINT`, so a file rolled back keeps them.
  /// - Returns: whether the file was stored.
  func stream(
    _ file: ParsedFile, key: String, stamp: FileStamp?, reader: WorkoutLibrary.HeldBackReader,
    replacing: Bool = false, anchors: inout AnchorIndex,
    outcome: inout StoreOutcome
  ) throws(LibraryError) -> Bool {
    try database.execute("SAVEPOINT file")
    if replacing { try deleteWorkoutRows(ofKey: key) }
    var failure: LibraryError?
    // The anchors this file adds, taken out again when it is rolled back (the library's
    // anchors are not copied for each file: a copy held them twice while a large export streamed).
    var added: [Int64] = []
    // The library's anchors its workouts superseded (stored from a file read cut short), put back
    // when it is rolled back.
    var superseded: [(Int64, WorkoutLibrary.Anchor)] = []
    var ordinal = 0
    var duplicates: [DuplicateRecording] = []
    var counted = 0
    let batch = outcome.batch
    let listed = reader(file) { workouts in
      let part = ParsedFile(source: file.source, format: file.format, workouts: workouts)
      do throws(LibraryError) {
        let found = try self.duplicates(of: [part], against: anchors)
        let written = try writeWorkouts(
          of: part, key: key, freshIndex: 1, firstOrdinal: ordinal, batch: batch,
          context: CopyContext(found, fresh: [part]))
        // Named by the file, as a copy kept earlier in one batch of files is (and so that a
        // million Strava manual entries, `activities.csv#ID` each, hold no name apiece).
        for (id, anchor) in written.anchors {
          anchors[id] = WorkoutLibrary.Anchor(
            start: anchor.start, duration: anchor.duration, source: file.source)
          added.append(id)
        }
        for id in written.superseded {
          if let anchor = anchors[id] { superseded.append((id, anchor)) }
          anchors[id] = nil
        }
        duplicates += written.file.duplicates
        counted += written.anchors.count + written.withoutStart
      } catch {
        failure = error
        return false
      }
      ordinal += workouts.count
      return true
    }
    var reason = failure?.message ?? listed.error.map { _ in "it could not be read again" }
    if reason == nil, listed.contentHash != file.contentHash {
      reason = "it changed while it was read"
    }
    if reason == nil {
      do throws(LibraryError) {
        try insertFile.run(fileRow(listed, key: key, stamp: stamp, batch: batch))
      } catch {
        failure = error
        reason = error.message
      }
    }
    guard let reason else {
      do throws(LibraryError) {
        try database.execute("RELEASE file")
      } catch {
        for id in added { anchors[id] = nil }
        for (id, anchor) in superseded { anchors[id] = anchor }
        throw error
      }
      var stored = listed
      stored.duplicates = duplicates
      outcome.newFiles.append(stored)
      outcome.newWorkouts += counted
      for (id, _) in superseded { outcome.supersede(id, countedIn: file.source) }
      return true
    }
    for id in added { anchors[id] = nil }
    for (id, anchor) in superseded { anchors[id] = anchor }
    if let failure, !failure.isFileLevel { throw failure }
    try database.execute("ROLLBACK TO file")
    try database.execute("RELEASE file")
    outcome.failedFiles.append(Self.failed(listed.error == nil ? file : listed, reason))
    return false
  }
}
