import WorkoutImport
import WorkoutLibrary
import WorkoutModel

extension ImportSession {
  /// Everything `library` holds, as a session (duplicates counted once, sorted, split by
  /// `minimum`). A damaged row (``WorkoutLibrary/WorkoutLibrary/files(damaged:)``) is left out,
  /// handed to `damaged`, and becomes a skipped file of the session (category `malformed`,
  /// named `LIBRARY: workout ID`, message `damaged library row: …`), as any input that could not
  /// be read. A file whose stored warnings are damaged is the file itself, read, with a
  /// `library_row_damaged` warning in place of them (counted in ``damagedWarningRows``), not a
  /// second file.
  /// - Throws: ``TrophiesImportError/library(_:)`` when the library cannot be read.
  public init(
    library: WorkoutLibrary, minimum: MinimumWorkout,
    damaged: (LibraryError) -> Void = { _ in }
  ) throws(TrophiesImportError) {
    var errors: [LibraryError] = []
    var files: [ParsedFile]
    do {
      files = try library.files(damaged: { errors.append($0) })
    } catch {
      throw .library(error)
    }
    var lost: [ParsedFile] = []
    var warningsLost = Set<String>()
    for error in errors {
      damaged(error)
      if let path = error.filePath {
        warningsLost.insert(path)
        continue
      }
      let message = "damaged library row: \(error.message)"
      lost.append(
        ParsedFile(
          source: error.location, error: ImportError(.malformed, message, file: error.location)))
    }
    for index in files.indices where warningsLost.contains(files[index].source) {
      files[index].warnings.append(
        ImportWarning(
          .libraryRowDamaged,
          "the warnings stored for this file in the workout library are damaged and were left "
            + "out; importing the file again stores them anew"))
    }
    self.init(moving: files + lost, minimum: minimum)
    damagedWarningRows = warningsLost.count
  }
}
