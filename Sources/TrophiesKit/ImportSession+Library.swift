import WorkoutImport
import WorkoutLibrary
import WorkoutModel

extension ImportSession {
  /// Everything `library` holds, as a session (duplicates counted once, sorted, split by
  /// `minimum`). A damaged row (``WorkoutLibrary/WorkoutLibrary/files(damaged:)``) is left out,
  /// handed to `damaged`, and becomes a skipped file of the session (category `malformed`,
  /// named `LIBRARY: workout ID` or `LIBRARY: PATH`, message `damaged library row: …`), as any
  /// input that could not be read.
  /// - Throws: ``TrophiesImportError/library(_:)`` when the library cannot be read.
  public init(
    library: WorkoutLibrary, minimum: MinimumWorkout,
    damaged: (LibraryError) -> Void = { _ in }
  ) throws(TrophiesImportError) {
    var errors: [LibraryError] = []
    let files: [ParsedFile]
    do {
      files = try library.files(damaged: { errors.append($0) })
    } catch {
      throw .library(error)
    }
    let lost = errors.map { error in
      damaged(error)
      let message = "damaged library row: \(error.message)"
      return ParsedFile(
        source: error.location, error: ImportError(.malformed, message, file: error.location))
    }
    self.init(moving: files + lost, minimum: minimum)
  }
}
