import TrophiesKit

extension CLIError {
  /// The command line's message and exit code for `error`: `usage` for an unknown home zone or
  /// a missing input, `failure` when no file is found or the library fails.
  init(_ error: TrophiesImportError) {
    switch error {
    case .unknownTimeZone(let given, let suggestion):
      var message =
        "unknown time zone '\(TerminalText.safe(given))' for --home-timezone; use an IANA name "
        + "such as Europe/Berlin"
      if let suggestion { message += " (did you mean \(suggestion)?)" }
      self.init(.usage, message)
    case .noSuchInput(let path):
      self.init(.usage, "no such file or folder: \(TerminalText.safe(path))")
    case .noWorkoutFiles(let paths):
      self.init(
        .failure,
        "no GPX, TCX or FIT files found in \(TerminalText.safe(paths.joined(separator: ", ")))")
    case .library(let error):
      self.init(.failure, "workout library: \(error.description)")
    }
  }
}
