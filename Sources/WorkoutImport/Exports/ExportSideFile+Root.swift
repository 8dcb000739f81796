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
  /// taking back the component before it (``MemberPath/resolved(_:)``). A `..` that would leave
  /// the export's root gives none: such a row joins nothing (listed as `strava_file_missing`).
  /// Case is kept: `Activities/1.GPX` names no `activities/1.gpx` (break-it m4). Compare them
  /// with files by ``MemberPath/key(_:)``, which resolves member names the same way (break-it
  /// W1': a CSV member `./activities.csv` names `./activities/1.gpx`, `activities/1.gpx` alike).
  public func fileSources(_ relativePath: String) -> [String] {
    let written = member(relativePath)
    let text = relativePath.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let parts = MemberPath.resolved(text.replacingOccurrences(of: "\\", with: "/")[...])
    else { return [] }
    let normalised = member(parts.joined(separator: "/"))
    return parts.isEmpty || normalised == written ? [written] : [written, normalised]
  }

  /// The key (``MemberPath/key(_:)``) every file under the export's `routes/` folder (planned
  /// routes) starts with.
  var routesKey: String { MemberPath.key(member("routes")) + "/" }
}
