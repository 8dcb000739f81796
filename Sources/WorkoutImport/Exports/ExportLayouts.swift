/// The account-export layouts recognised in a run, applied after every file and member was read
/// and before duplicates are looked for: pure functions over the run's results and side files,
/// on summaries only (trackpoints are gone by then). An export's root is the directory part of
/// its side file's source (the text before its last `/`), so an unpacked folder and an archive
/// (`export.zip!/activities.csv`) are treated alike. Unknown layouts keep every GPX/TCX/FIT
/// member as it was read.
public enum ExportLayouts {
  /// Applies every layout found in `run`:
  /// - Strava bulk export (an `activities.csv`): files under its `routes/` folder are planned
  ///   routes, not recordings: listed as `no_activity` ("a planned route of a Strava export")
  ///   whatever they held.
  public static func apply(_ run: inout ImportRun) {
    markPlannedRoutes(&run)
  }

  /// The message given to a Strava export's planned routes.
  static let plannedRouteMessage =
    "a planned route of a Strava export (routes/), not a recorded workout"

  /// Lists every file under `ROOT/routes/` of a Strava export as a planned route.
  static func markPlannedRoutes(_ run: inout ImportRun) {
    let routeFolders = run.sideFiles.compactMap { file -> String? in
      guard let slash = file.source.lastIndex(of: "/") else {
        return file.source.lowercased() == "activities.csv" ? "routes/" : nil
      }
      guard file.source[file.source.index(after: slash)...].lowercased() == "activities.csv"
      else { return nil }
      return String(file.source[...slash]) + "routes/"
    }
    guard !routeFolders.isEmpty else { return }
    for index in run.files.indices {
      let source = run.files[index].source
      guard routeFolders.contains(where: { source.hasPrefix($0) }) else { continue }
      var route = ParsedFile(
        source: source, format: run.files[index].format, creator: run.files[index].creator,
        error: ImportError(.noActivity, plannedRouteMessage, file: source))
      route.contentHash = run.files[index].contentHash
      run.files[index] = route
    }
  }
}
