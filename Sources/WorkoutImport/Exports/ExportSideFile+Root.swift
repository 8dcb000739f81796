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
}
