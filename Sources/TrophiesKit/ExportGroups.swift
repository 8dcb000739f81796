import Foundation
import WorkoutImport

/// The account exports among an import's discovered files whose files must all be opened again
/// although the workout library holds some of them unchanged, because values are joined between
/// them after reading (``WorkoutImport/ExportLayouts``):
/// - a Strava `activities.csv` (names, types, gear, commute flags) or a Garmin
///   `…summarizedActivities.json` (names, types) that is not as the library stamped it (changed,
///   new, or stamped before side files were): every file under its export's root is read again,
///   so the newer values are joined and stored (break-it N2). A Strava root is the folder of
///   `activities.csv`; a Garmin root the folder holding `DI_CONNECT/` (the JSON's own folder
///   when its path has no `/DI_CONNECT/`).
/// - an Apple Health `export.xml` and its `workout-routes/` files: when any of them is not as
///   the library stamped it, all of them are read again: the export joins its routes as it is
///   read (break-it F6: a changed export stored its routed run without its unchanged route), and
///   a route is joined into its workout only when the export is read with it (break-it N5: a
///   route changed alone was stored as a workout of its own, which later became the counted
///   copy of the run).
///
/// Side files are always read (they are small); stamping them (``sideFiles``) is what lets an
/// unchanged export stay unopened. Exports inside archives need none of this: a changed archive
/// is read whole.
struct ExportGroups: Sendable {
  /// Paths read again whatever their stamps.
  private var paths: Set<PathKey> = []
  /// Path prefixes (ending in `/`) whose files are read again.
  private var prefixes: [String] = []
  /// The stamps of the side files found (stored with the import, so that an unchanged side file
  /// is recognised next time).
  private(set) var sideFiles: [FileStamp] = []

  /// The groups of `discovered` (input order) against the library's stamps `known`, a path
  /// `corrected` answers `true` for (one of the user's activity corrections retypes its stored
  /// workouts: it is read again, ``TrophiesImport/StoredCorrections``) counting as changed; `stamp` stats a path (``WorkoutImport/FileStamp/init(path:)``).
  init(
    discovered: [String], known: [PathKey: FileStamp],
    corrected: (String) -> Bool = { _ in false },
    stamp: (String) -> FileStamp? = { FileStamp(path: $0) }
  ) {
    var healthRoots: [String: String] = [:]  // export.xml path → its root
    for path in discovered {
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[..<$0]) } ?? ""
      let name = (slash.map { String(path[path.index(after: $0)...]) } ?? path).lowercased()
      if ExportSideFile.isSideFileName(name) {
        guard let now = stamp(path) else { continue }
        sideFiles.append(now)
        guard known[PathKey(path)] != now || corrected(path) else { continue }
        var root = folder
        if name != "activities.csv", let connect = path.range(of: "/DI_CONNECT/") {
          root = String(path[..<connect.lowerBound])
        }
        prefixes.append(root.isEmpty ? "" : root + "/")
      } else if name == "export.xml" {
        healthRoots[path] = folder.isEmpty ? "" : folder + "/"
      }
    }
    guard !healthRoots.isEmpty else { return }
    for (export, root) in healthRoots {
      let routes = root + "workout-routes/"
      let members = [export] + discovered.filter { Self.isInside($0, routes) }
      let changed = members.contains { path in
        guard let now = stamp(path) else { return true }
        return known[PathKey(path)] != now || corrected(path)
      }
      guard changed else { continue }
      paths.insert(PathKey(export))
      prefixes.append(routes)
    }
  }

  /// Whether the file at `path` belongs to an export whose files are all read again.
  func reopens(_ path: String) -> Bool {
    paths.contains(PathKey(path)) || prefixes.contains { Self.isInside(path, $0) }
  }

  /// Whether `path` starts with `prefix`, compared as bytes (`hasPrefix` compares characters:
  /// a name starting with a combining mark joins the `/` before it).
  private static func isInside(_ path: String, _ prefix: String) -> Bool {
    path.utf8.starts(with: prefix.utf8)
  }
}
