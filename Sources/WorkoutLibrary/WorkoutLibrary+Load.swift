import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// Every file stored, by path, rebuilt as the run that read them would have returned them:
  /// format, creator, warnings, error, content hash; the workouts of each content on one file
  /// (the path it was first stored under, else the first path holding it), counted ones in
  /// ``ParsedFile/workouts`` and duplicate recordings in ``ParsedFile/duplicates`` naming the
  /// copy kept. A file holding content stored under another path lists that content's workouts
  /// as duplicates counted in that path.
  /// - Throws: ``LibraryError`` from SQLite or for damaged stored data.
  public func files() throws(LibraryError) -> [ParsedFile] { try files(damaged: nil) }

  /// ``files()``, but a workout row or warnings blob that cannot be decoded (damaged data, or a
  /// value no reader writes: ``WorkoutCodec/decode(_:location:)``) is handed to `damaged` and
  /// left out (a file whose warnings are damaged keeps none), so that one bad row does not keep
  /// the rest of the library from being reported (issue 17). With `damaged` `nil` it throws.
  /// The files holding a damaged row lose their stamp (``recordDamage(_:)``), so the next
  /// import reads them again and stores them again; nothing else is written.
  /// - Throws: ``LibraryError`` from SQLite, or for damaged stored data without `damaged`.
  public func files(damaged: ((LibraryError) -> Void)?) throws(LibraryError) -> [ParsedFile] {
    // One content's workouts in file order, with each one's `duplicate_of`: the workouts
    // apart, so that the owner's list becomes its file's workouts without a copy.
    struct Stored {
      var workouts: [Workout] = []
      var duplicateOf: [Int64?] = []
    }
    // Rows in id order: a table scan, no sort; a content's workouts are inserted in file order.
    var byKey: [String: Stored] = [:]
    // Each content's list made its final size at once: grown by doubling, a million workouts
    // held the old and the new buffer while moving (768 MB of 490-byte values at the last step).
    let sizes = try database.prepare(
      "SELECT content_key, count(*) FROM workouts GROUP BY content_key")
    while try sizes.step() {
      var stored = Stored()
      stored.workouts.reserveCapacity(Int(sizes.integer(1)))
      stored.duplicateOf.reserveCapacity(Int(sizes.integer(1)))
      byKey[sizes.text(0) ?? ""] = stored
    }
    var sourceOfID: [Int64: String] = [:]
    var lastSource = ""
    var damage = Damage()
    let rows = try database.prepare(
      "SELECT content_key, id, CASE WHEN \(Self.countedRow) THEN NULL ELSE duplicate_of END, "
        + "data FROM workouts ORDER BY id")
    while try rows.step() {
      let key = rows.text(0) ?? ""
      let id = rows.integer(1)
      var workout: Workout
      do {
        workout = try WorkoutCodec.decode(rows.blob(3), location: "\(database.path): workout \(id)")
      } catch {
        guard let damaged else { throw error }
        damaged(error)
        damage.note(key: key)
        continue
      }
      // A content's workouts share one source: one string for all of them, not a copy each
      // (a path longer than 15 bytes is a heap allocation per workout).
      if workout.source == lastSource {
        workout.source = lastSource
      } else {
        lastSource = workout.source
      }
      byKey[key, default: Stored()].workouts.append(workout)
      byKey[key, default: Stored()].duplicateOf.append(rows.optionalInteger(2))
    }
    // The kept copy's source, for duplicates only.
    let kept = try database.prepare(
      "SELECT copy.duplicate_of, original.source FROM workouts AS copy "
        + "JOIN workouts AS original ON original.id = copy.duplicate_of")
    while try kept.step() { sourceOfID[kept.integer(0)] = kept.text(1) }
    let fileRows = try database.prepare(
      "SELECT path, content_key, hash, format, creator, error_category, error_message, "
        + "error_line, error_column, warnings FROM files ORDER BY path")
    var files: [ParsedFile] = []
    var keyOfFile: [String] = []
    while try fileRows.step() {
      let path = fileRows.text(0) ?? ""
      var warnings: [ImportWarning] = []
      do {
        warnings = try WorkoutCodec.decodeWarnings(
          fileRows.blob(9), location: "\(database.path): \(path)")
      } catch {
        guard let damaged else { throw error }
        var error = error
        error.filePath = path
        damaged(error)
        damage.paths.append(path)
      }
      var file = ParsedFile(
        source: path, format: fileRows.text(3).flatMap(FileFormat.init(rawValue:)),
        creator: fileRows.text(4), warnings: warnings)
      file.contentHash = fileRows.text(2).flatMap(ContentHash.init(hex:))
      if let category = fileRows.text(5).flatMap(ImportError.Category.init(rawValue:)) {
        file.error = ImportError(
          category, fileRows.text(6) ?? "", file: path,
          line: fileRows.optionalInteger(7).map(Int.init),
          column: fileRows.optionalInteger(8).map(Int.init))
      }
      files.append(file)
      keyOfFile.append(fileRows.text(1) ?? "")
    }
    // The owner of each content: the file named in its workouts' source, else the first path.
    var owner: [String: Int] = [:]
    for (index, key) in keyOfFile.enumerated() {
      guard let first = byKey[key]?.workouts.first else { continue }
      if files[index].source == first.source || owner[key] == nil { owner[key] = index }
    }
    // Other paths of a content first (they list its starts only), then each owner takes its
    // content's workouts out of `byKey`: every workout is held once, not in `byKey` and again
    // in its file (a million of them took twice their 490 bytes each).
    for (index, key) in keyOfFile.enumerated() where owner[key] != index {
      let ownerSource = files[owner[key] ?? index].source
      for workout in byKey[key]?.workouts ?? [] {
        if let start = workout.summary.startUTC {
          files[index].duplicates.append(
            DuplicateRecording(startUTC: start, countedIn: ownerSource))
        }
      }
    }
    for (index, key) in keyOfFile.enumerated() where owner[key] == index {
      guard var stored = byKey.removeValue(forKey: key) else { continue }
      var counted = 0
      for position in stored.workouts.indices {
        if let kept = stored.duplicateOf[position] {
          if let start = stored.workouts[position].summary.startUTC {
            files[index].duplicates.append(
              DuplicateRecording(startUTC: start, countedIn: sourceOfID[kept] ?? "?"))
          }
        } else {
          if counted != position { stored.workouts.swapAt(counted, position) }
          counted += 1
        }
      }
      stored.workouts.removeSubrange(counted...)
      files[index].workouts = stored.workouts
    }
    recordDamage(damage)
    return files
  }
}
