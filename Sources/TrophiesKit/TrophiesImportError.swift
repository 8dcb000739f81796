import WorkoutLibrary

/// Why ``TrophiesImport`` could not run at all. A file that cannot be read is never one of
/// these: it comes back as a skipped file (``WorkoutImport/ParsedFile/error``) and the others
/// are read.
public enum TrophiesImportError: Error, Sendable, Hashable {
  /// The home zone named (``ImportOptions/homeTimeZone``) is empty or unknown to Foundation;
  /// `suggestion` is a known identifier that differs only in case (`europe/berlin`).
  case unknownTimeZone(String, suggestion: String?)
  /// A path given does not exist (a typo, not a bad file). Checked before anything is opened or
  /// written. Paths holding U+FFFD (made from bytes that are not UTF-8) are left to the reader.
  case noSuchInput(String)
  /// No GPX, TCX, FIT, archive or export file was found under the paths given (in order).
  case noWorkoutFiles([String])
  /// The workout library could not be read or written (SQLite's message and code).
  case library(LibraryError)
}
