import Foundation

extension ExportSideFile {
  /// The export's root: the text of ``source`` before its last `/` (`x.zip!` for
  /// `x.zip!/activities.csv`, `export` for `export/activities.csv`), or `""` for a side file
  /// named without a folder (then the files it names are relative paths too).
  public var exportRoot: String {
    guard let slash = source.lastIndex(of: "/") else { return "" }
    return String(source[..<slash])
  }

  /// The source name of `relativePath` inside the export: `root/relativePath` (or
  /// `relativePath` itself when the root is empty). Surrounding white space and a leading `./`
  /// in `relativePath` are dropped.
  public func member(_ relativePath: String) -> String {
    var path = Substring(relativePath.trimmingCharacters(in: .whitespacesAndNewlines))
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let root = exportRoot
    return root.isEmpty ? String(path) : root + "/" + path
  }

  /// The sources a Strava row's `Filename` (`relativePath`) may name, in the order tried: the
  /// name as written (``member(_:)``), then — when it differs — the name with `\` read as `/`
  /// (an export unpacked or edited on Windows), empty and `.` components dropped and each `..`
  /// taking back the component before it. A `..` that would leave the export's root gives no
  /// second source: such a row joins nothing (listed as `strava_file_missing`). Case is kept:
  /// `Activities/1.GPX` names no `activities/1.gpx` (break-it m4).
  public func fileSources(_ relativePath: String) -> [String] {
    let written = member(relativePath)
    var parts: [Substring] = []
    let text = relativePath.trimmingCharacters(in: .whitespacesAndNewlines)
    for part in text.replacingOccurrences(of: "\\", with: "/").split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard parts.popLast() != nil else { return [written] }
      default: parts.append(part)
      }
    }
    let normalised = member(parts.joined(separator: "/"))
    return parts.isEmpty || normalised == written ? [written] : [written, normalised]
  }
}
