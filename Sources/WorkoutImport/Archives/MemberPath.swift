/// The one spelling rule for names inside an archive and inside an export: the side-file
/// supersede choice (``SideFileChoice``), the Strava `Filename` join (``StravaExport``,
/// ``ExportSideFile/fileSources(_:)``), the sports an export gives its files (``ExportSports``,
/// ``ExportLayouts/sportCorrections(in:tables:)``) and the planned-route folder compare names
/// by ``key(_:)``, so `./activities.csv`, `.//activities.csv`, `a/../activities.csv` and
/// `activities.csv` — one file once the archive is extracted — are one name (break-it W1': a
/// later `./activities.csv`, as `tar rf export.tar ./activities.csv` writes it, did not
/// supersede the earlier `activities.csv`, and its rows joined no file).
///
/// Sources keep their spelling everywhere they are shown or stored; only these comparisons use
/// the key.
enum MemberPath {
  /// The components of the relative path `path` once resolved: empty and `.` components
  /// dropped, each `..` taking back the component before it; `nil` when a `..` would leave the
  /// path's root (there is no component to take back).
  static func resolved(_ path: Substring) -> [Substring]? {
    var parts: [Substring] = []
    // Cut at the `/` scalar: a `/` followed by a combining mark is one `Character`.
    for scalars in path.unicodeScalars.split(separator: "/") {
      let part = Substring(scalars)
      switch part {
      case ".": continue
      case "..": guard parts.popLast() != nil else { return nil }
      default: parts.append(part)
      }
    }
    return parts
  }

  /// The key of `source` (a path, or `ARCHIVE!/name`, nested `a.zip!/b.zip!/name`): each member
  /// name after a `!/` resolved (``resolved(_:)``, a leading `/` dropped as tar drops it), the
  /// path on disk before the first `!/` kept as written. A name that resolves to nothing, or
  /// whose `..` would leave its archive, keeps its spelling (it names no other member).
  static func key(_ source: String) -> String {
    let segments = split(source)
    guard segments.count > 1 else { return source }
    var key = String(segments[0])
    for segment in segments.dropFirst() {
      key += "!/"
      if let parts = resolved(segment), !parts.isEmpty {
        key += parts.joined(separator: "/")
      } else {
        key += segment
      }
    }
    return key
  }

  /// `source` cut at each `!/` (compared as bytes, as ``ArchiveWalk/containers(of:)`` does).
  private static func split(_ source: String) -> [Substring] {
    let utf8 = source.utf8
    guard utf8.contains(UInt8(ascii: "!")) else { return [source[...]] }
    var segments: [Substring] = []
    var start = utf8.startIndex
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let next = utf8.index(after: index)
      if utf8[index] == UInt8(ascii: "!"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "/") {
        segments.append(Substring(source.unicodeScalars[start..<index]))
        start = utf8.index(after: next)
        index = start
        continue
      }
      index = next
    }
    segments.append(Substring(source.unicodeScalars[start...]))
    return segments
  }
}
