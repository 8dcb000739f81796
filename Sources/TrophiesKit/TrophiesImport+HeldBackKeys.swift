import WorkoutImport
import WorkoutModel

extension TrophiesImport {
  /// Reads each held-back export of `files` (``WorkoutImport/ParsedFile/heldBack``) once through
  /// `importer` (``WorkoutImport/Importer/streamHeldBack(_:sideFiles:batchSize:into:)``), keeping
  /// of each workout only what the duplicate rule compares (16 bytes), and gives the file the
  /// warnings it is listed with (those of finishing its workouts and joining its routes
  /// included). A file that cannot be read again takes that reading's error and no keys.
  /// - Returns: the keys of each held-back file, by its index in `files`, in file order.
  static func heldBackKeys(
    _ files: inout [ParsedFile], importer: Importer, sideFiles: [ExportSideFile]
  ) -> [Int: [DuplicateWorkouts.Key]] {
    var keys: [Int: [DuplicateWorkouts.Key]] = [:]
    for index in files.indices where files[index].heldBack != nil {
      var found: [DuplicateWorkouts.Key] = []
      let listed = importer.streamHeldBack(files[index], sideFiles: sideFiles) { workouts in
        found.append(contentsOf: workouts.map(DuplicateWorkouts.Key.init))
        return true
      }
      guard listed.error == nil else {
        files[index] = listed
        continue
      }
      files[index].warnings = listed.warnings
      keys[index] = found
    }
    return keys
  }
}
