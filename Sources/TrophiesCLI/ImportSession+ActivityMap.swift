import Foundation
import TrophiesKit
import WorkoutModel

extension ImportSession {
  /// Largest `--activity-map` file read, bytes (16 MiB: hundreds of thousands of lines); a
  /// larger one, or a device that never ends (`/dev/zero`), is refused.
  static let activityMapBytes = 16 << 20

  /// The user's corrections: the settings file's `activity_corrections`, `--activity-map`
  /// lines (`FILE=TYPE`, `#` comments, blank lines ignored) over them, then the `--activity`
  /// options on top.
  /// - Throws: ``CLIError`` `usage` when the map cannot be read (``TrophiesKit/OptionFile``:
  ///   UTF-8 text in a regular file, at most ``activityMapBytes``) or a line is not `FILE=TYPE`.
  static func activityCorrections(_ options: CommandLineOptions) throws(CLIError)
    -> [String: ActivityType]
  {
    var corrections = options.settingsCorrections
    if let path = options.activityMapPath {
      guard let bytes = try? OptionFile.read(path, maximumBytes: Self.activityMapBytes),
        let text = String(validating: bytes, as: UTF8.self)
      else {
        throw CLIError(.usage, "cannot read the --activity-map file \(TerminalText.safe(path))")
      }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let content =
          line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          .first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !content.isEmpty else { continue }
        do {
          let (file, type) = try CommandLineOptions.parseCorrection(content)
          corrections[file] = type
        } catch {
          throw CLIError(
            .usage, "\(TerminalText.safe(path)):\(number + 1): \(error.message)")
        }
      }
    }
    corrections.merge(options.activityCorrections) { _, given in given }
    return corrections
  }
}
