import Foundation

/// Where the command line writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
  /// Text written to standard output (only kept when ``capturing`` is `true`).
  public private(set) var standardOutput = ""
  /// Text written to standard error (only kept when ``capturing`` is `true`).
  public private(set) var standardError = ""
  /// `true`: keep text in the buffers; `false`: write to the process's streams.
  public let capturing: Bool

  /// The process's own standard output and error.
  public static var standard: Console { Console(capturing: false) }

  /// Creates a console; `capturing: true` keeps everything in memory.
  public init(capturing: Bool) { self.capturing = capturing }

  /// Writes `text` to standard output.
  public mutating func output(_ text: String) {
    if capturing {
      standardOutput += text
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// Writes `text` to standard error.
  public mutating func error(_ text: String) {
    if capturing { standardError += text } else { FileHandle.standardError.write(Data(text.utf8)) }
  }

  /// `true` when standard error is a terminal (progress is shown only then).
  var errorIsTerminal: Bool { !capturing && isatty(2) == 1 }
}
