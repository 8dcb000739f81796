/// The one error type of the command-line module: a usage or run-time failure with the exit code
/// it maps to (`docs/CONTRACT.md`, "Exit codes": 2 usage error, 1 nothing could be done).
public struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Stable codes.
  public enum Code: String, Sendable, Hashable {
    /// Bad arguments: unknown command or option, missing value, unknown time zone.
    case usage
    /// Nothing could be done: no input files, output folder not writable.
    case failure
  }

  /// The code.
  public var code: Code
  /// What went wrong and, for usage errors, what to do.
  public var message: String
  /// The file involved, if any.
  public var file: String?

  /// Creates an error.
  public init(_ code: Code, _ message: String, file: String? = nil) {
    self.code = code
    self.message = message
    self.file = file
  }

  /// Process exit status: 2 for usage errors, 1 otherwise.
  public var exitCode: Int32 { code == .usage ? 2 : 1 }

  /// `trophies: <file>: message`, with control and text-direction characters (which may come
  /// from the user's own `--out`, `--home-timezone` or path) made harmless for the terminal.
  public var description: String {
    "trophies: " + TerminalText.safe((file.map { $0 + ": " } ?? "") + message)
  }
}
