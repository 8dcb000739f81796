import Foundation
import WorkoutImport

extension TrophiesImport {
  /// Whether `path` is an Apple Health route file (`…/workout-routes/NAME`, the layout of
  /// ``WorkoutImport/AppleHealthExport``) whose `export.xml` beside it (`…/export.xml`) is not as
  /// the library stamped it (`known`): that export is read again and joins its routes as it
  /// is read, so its route files must be read too, changed or not. Break-it F6: an unchanged
  /// route was not opened, and the re-read export stored its routed run without route and
  /// best efforts, for good.
  static func isRouteOfChangedExport(_ path: String, known: [PathKey: FileStamp]) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 2] == "workout-routes" else { return false }
    let export = (parts.dropLast(2).map(String.init) + ["export.xml"]).joined(separator: "/")
    guard let now = FileStamp(path: export) else { return false }
    return known[PathKey(export)] != now
  }
}
