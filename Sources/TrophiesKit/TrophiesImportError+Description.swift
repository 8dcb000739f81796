extension TrophiesImportError: CustomStringConvertible {
  /// One line saying what went wrong, for a program using the library to print or log
  /// (`no such file or folder: PATH`). Names are given as they came, unescaped: a terminal
  /// program escapes them itself (the `trophies` command does, and names its own options).
  public var description: String {
    switch self {
    case .unknownTimeZone(let given, let suggestion):
      "unknown time zone '\(given)'; use an IANA name such as Europe/Berlin"
        + (suggestion.map { " (did you mean \($0)?)" } ?? "")
    case .noSuchInput(let path):
      "no such file or folder: \(path)"
    case .noWorkoutFiles(let paths):
      "no GPX, TCX or FIT files found in \(paths.joined(separator: ", "))"
    case .library(let error):
      "workout library: \(error.description)"
    }
  }
}
