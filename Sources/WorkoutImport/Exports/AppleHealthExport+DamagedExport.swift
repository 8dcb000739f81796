import WorkoutModel

extension AppleHealthExport {
  /// Whether `file` is an Apple Health `export.xml` (by name, as Apple writes it) whose reading
  /// failed or was cut short (``ImportWarning/Code/isCutShort``): the workouts that name some of
  /// its route files may be missing from it.
  static func isDamagedExport(_ file: ParsedFile) -> Bool {
    guard MemberPath.key(file.source).split(separator: "/").last == "export.xml" else {
      return false
    }
    return file.error != nil || file.warnings.contains(where: \.code.isCutShort)
  }

  /// Joins into each damaged export (``isDamagedExport(_:)``) every file under its
  /// `workout-routes/` that no workout took: their workouts are emptied and
  /// ``ParsedFile/joinedInto`` names the export. A route file is never a workout of its own
  /// (Apple names each one in `export.xml`); one whose workout was cut off with the export's
  /// tail was stored as a workout of its own, for good, and announced as a duplicate (break-it
  /// pass 5 F8). The workout library keeps the export's stored workouts with their routes
  /// (`BatchWriter.storedWorkoutsKept`), and reads the routes again with the export once it is
  /// whole.
  ///
  /// An export some of whose workouts name a route file none could be taken from
  /// (``ParsedFile/routeLostStarts``) holds them too: a route file no workout names beside it is
  /// likely the one a re-export named otherwise, and the library may keep the export's stored
  /// workouts with that route (break-it pass 7 B3: it was stored again, as a duplicate).
  static func holdRoutes(ofDamagedExportsIn result: inout [ParsedFile]) {
    let exports = result.indices.filter {
      isDamagedExport(result[$0])
        || (result[$0].format == .appleHealth && !result[$0].routeLostStarts.isEmpty)
    }
    guard !exports.isEmpty else { return }
    for exportIndex in exports {
      let export = result[exportIndex].source
      let folder = MemberPath.key(routeSource(export: export, path: "/workout-routes/"))
      for index in result.indices where index != exportIndex && result[index].joinedInto == nil {
        guard result[index].error == nil, result[index].format != .appleHealth,
          MemberPath.key(result[index].source).hasPrefix(folder)
        else { continue }
        result[index].workouts = []
        result[index].duplicates = []
        result[index].joinedInto = export
      }
    }
  }
}
