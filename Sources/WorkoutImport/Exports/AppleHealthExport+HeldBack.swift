import Foundation
import WorkoutModel

extension AppleHealthExport {
  /// The index of the first file of `files` with each source, by the source's key
  /// (``MemberPath/key(_:)``: a route member spelled `./apple_health_export/workout-routes/…`
  /// is the route `apple_health_export/workout-routes/…` an export names); look up
  /// ``routeIndex(_:in:)``.
  static func indicesBySource(_ files: [ParsedFile]) -> [String: Int] {
    var indices: [String: Int] = [:]
    for (index, file) in files.enumerated() {
      let key = MemberPath.key(file.source)
      if indices[key] == nil { indices[key] = index }
    }
    return indices
  }

  /// The index in `indices` (``indicesBySource(_:)``) of the file whose source is `source`
  /// once both are keyed.
  static func routeIndex(_ source: String, in indices: [String: Int]) -> Int? {
    indices[MemberPath.key(source)]
  }

  /// The route joins of the held-back export at `exportIndex` (``HeldBackExport``), picked as
  /// ``join(_:)`` picks them for an export whose workouts are held: each routed workout whose
  /// route file is another file of `files` takes that file's workout nearest in start, kept in
  /// ``HeldBackExport/attachments`` to be attached when the workout is read again (and marked
  /// in `joined`); one whose route file holds no workout is noted as such (and, when that file
  /// failed, counted in `route_file_unreadable`). The starts of the workouts left route-less go
  /// to ``ParsedFile/routeLostStarts``. The `route_file_missing` warning is given when the export
  /// is read again.
  static func pickHeldBack(
    in files: inout [ParsedFile], exportIndex: Int, bySource: [String: Int],
    joined: inout [Int: (export: String, workouts: Set<Int>)]
  ) {
    guard var held = files[exportIndex].heldBack else { return }
    files[exportIndex].heldBack = nil  // `held` the only holder while it changes
    var damaged: [String] = []
    var unreadable: [String] = []
    for routed in held.routed {
      let route = routeSource(export: files[exportIndex].source, path: routed.routeFile)
      let start = Date(timeIntervalSince1970: routed.start)
      guard let routeIndex = routeIndex(route, in: bySource), routeIndex != exportIndex else {
        files[exportIndex].routeLostStarts.append(start)
        continue
      }
      let candidates = files[routeIndex].workouts
      guard let routeWorkout = nearest(candidates, toStart: routed.start) else {
        held.routeWithoutWorkout.insert(routed.ordinal)
        if isUnreadableRoute(files[routeIndex]) { unreadable.append(files[routeIndex].source) }
        files[exportIndex].routeLostStarts.append(start)
        continue
      }
      held.attachments[routed.ordinal] = candidates[routeWorkout]
      files[exportIndex].takesExportValues = true
      if files[routeIndex].warnings.contains(where: \.code.isCutShort) {
        damaged.append(files[routeIndex].source)
      }
      joined[routeIndex, default: (files[exportIndex].source, [])].workouts.insert(routeWorkout)
    }
    files[exportIndex].heldBack = held
    if let warning = unreadableRoutesWarning(unreadable) {
      files[exportIndex].warnings.append(warning)
    }
    if let warning = damagedRoutesWarning(damaged) { files[exportIndex].warnings.append(warning) }
  }

  /// Whether the route file `file`, which gave no workout, failed or was skipped (emptied, not
  /// a GPX, unreadable), rather than being read whole with no track in it.
  static func isUnreadableRoute(_ file: ParsedFile) -> Bool {
    file.error != nil
  }

  /// The `route_file_unreadable` warning of an export whose workouts name the route files
  /// `unreadable` (read, but failed or skipped), or `nil` when there are none.
  static func unreadableRoutesWarning(_ unreadable: [String]) -> ImportWarning? {
    guard let first = unreadable.first else { return nil }
    let count = Set(unreadable).count
    return ImportWarning(
      .routeFileUnreadable, count: count,
      "\(count) route file\(count == 1 ? "" : "s") named by workouts (first: \(first)) could not "
        + "be read as a route; those workouts are read without it")
  }

  /// The `route_file_damaged` warning of an export whose workouts took routes from the route
  /// files `damaged` (read cut short), or `nil` when there are none.
  static func damagedRoutesWarning(_ damaged: [String]) -> ImportWarning? {
    guard let first = damaged.first else { return nil }
    let count = Set(damaged).count
    return ImportWarning(
      .routeFileDamaged, count: count,
      "\(count) route file\(count == 1 ? "" : "s") (first: \(first)) \(count == 1 ? "was" : "were") "
        + "cut short; \(count == 1 ? "its route ends" : "their routes end") early")
  }

  /// The `route_file_missing` warning of an export whose workouts name `count` route files
  /// not found beside it, the first `first`.
  static func missingRoutesWarning(count: Int, first: String) -> ImportWarning {
    ImportWarning(
      .routeFileMissing, count: count,
      "\(count) route file\(count == 1 ? "" : "s") named by workouts "
        + "(first: \(first)) \(count == 1 ? "was" : "were") not found beside "
        + "export.xml; those workouts are kept without a route")
  }
}
