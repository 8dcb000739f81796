import Foundation
import TrophiesKit
import WorkoutModel

extension ImportSession {
  /// The user's corrections: the settings file's `activity_corrections`, `--activity-map`
  /// lines (`FILE=TYPE`, `#` comments, blank lines ignored) over them, then the `--activity`
  /// options on top.
  /// - Throws: ``CLIError`` `usage` when the map cannot be read, is larger than a settings file
  ///   may be (``activityMapText(_:)``) or a line is not `FILE=TYPE`.
  static func activityCorrections(_ options: CommandLineOptions) throws(CLIError)
    -> [String: ActivityType]
  {
    var corrections = options.settingsCorrections
    if let path = options.activityMapPath {
      let lines = try activityMapText(path).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
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

  /// The text of the `--activity-map` file `path`, read up to the settings file's limit
  /// (``TrophiesSettings/maximumBytes``, 1 MiB: tens of thousands of corrections) and no
  /// further, so a huge file or a device that never ends (`/dev/zero`) stops the run at once.
  /// A FIFO, socket or folder is refused at once (``TrophiesKit/OptionFile``, the settings
  /// file's rule).
  /// - Throws: ``CLIError`` `usage` when it cannot be read, is not UTF-8 or is larger.
  static func activityMapText(_ path: String) throws(CLIError) -> String {
    let limit = TrophiesSettings.maximumBytes
    let bytes: [UInt8]
    do {
      bytes = try OptionFile.read(path, maximumBytes: limit)
    } catch {
      switch error {
      case .tooLarge:
        throw CLIError(
          .usage,
          "the --activity-map file \(TerminalText.safe(path)) is larger than \(limit) bytes; "
            + "a corrections file is small")
      case .notRegular(let kind):
        throw CLIError(
          .usage, "the --activity-map file \(TerminalText.safe(path)) is \(kind), not a file")
      case .system:
        throw CLIError(.usage, "cannot read the --activity-map file \(TerminalText.safe(path))")
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CLIError(.usage, "cannot read the --activity-map file \(TerminalText.safe(path))")
    }
    return text
  }
}
