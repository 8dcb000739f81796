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
    case .noSuchInput:
      self.init(.usage, TerminalText.safe(error.description))
    case .noWorkoutFiles:
      self.init(.failure, TerminalText.safe(error.description))
    case .library:
      self.init(.failure, error.description)
    }
  }
}
