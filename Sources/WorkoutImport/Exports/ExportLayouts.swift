/// The account-export layouts recognised in a run, applied after every file and member was read
/// and before duplicates are looked for: pure functions over the run's results and side files,
/// on summaries only (trackpoints are gone by then). An export's root is the directory part of
/// its side file's source (the text before its last `/`), so an unpacked folder and an archive
/// (`export.zip!/activities.csv`) are treated alike. Unknown layouts keep every GPX/TCX/FIT
/// member as it was read.
public enum ExportLayouts {
  /// Applies every layout found in `run`, in this order:
  /// - Strava bulk export (an `activities.csv`): files under its `routes/` folder are planned
  ///   routes, not recordings: listed as `no_activity` ("a planned route of a Strava export")
  ///   whatever they held; then ``StravaExport/join(files:csv:resolver:)`` puts the CSV's names,
  ///   types, gear and commute flags on the files it names and adds its manual entries (their
  ///   zone from `resolver`: the CSV gives UTC only).
  /// - Garmin account export (a `*summarizedActivities.json`):
  ///   ``GarminExport/join(files:summaries:)`` names and types the FIT files it describes.
  /// - Apple Health export (an `export.xml` read as `apple_health`):
  ///   ``AppleHealthExport/join(files:)`` gives each workout its route file's best efforts and
  ///   outline; the route files no longer count as workouts of their own.
  ///
  /// The joins run on summaries: a type the export changes after the file was read keeps the
  /// file's best efforts only when the sport's targets are the same (see
  /// `Workout.applyServiceMetadata`).
  ///
  /// `tables`, when given, are the run's Strava CSVs already parsed (``stravaTables(in:)``), so
  /// a run that also asked for ``sportCorrections(in:tables:)`` parses each CSV once.
  public static func apply(
    _ run: inout ImportRun, resolver: TimeZoneResolver? = nil,
    tables: [String: StravaCSV]? = nil
  ) {
    markPlannedRoutes(&run)
    for side in run.sideFiles {
      if side.isStravaActivities {
        run.files = StravaExport.join(
          files: run.files, csv: side, resolver: resolver, table: tables?[side.source])
      } else if side.source.lowercased().hasSuffix("summarizedactivities.json") {
        run.files = GarminExport.join(files: run.files, summaries: side)
      }
    }
    if run.files.contains(where: { $0.format == .appleHealth }) {
      AppleHealthExport.join(&run.files)
    }
  }

  /// The message given to a Strava export's planned routes.
  static let plannedRouteMessage =
    "a planned route of a Strava export (routes/), not a recorded workout"

  /// Lists every file under `ROOT/routes/` of a Strava export as a planned route.
  static func markPlannedRoutes(_ run: inout ImportRun) {
    let routeFolders = run.sideFiles.filter(\.isStravaActivities).map(\.routesKey)
    guard !routeFolders.isEmpty else { return }
    for index in run.files.indices {
      let source = run.files[index].source
      let key = MemberPath.key(source)
      guard routeFolders.contains(where: { key.hasPrefix($0) }) else { continue }
      var route = ParsedFile(
        source: source, format: run.files[index].format, creator: run.files[index].creator,
        error: ImportError(.noActivity, plannedRouteMessage, file: source))
      route.contentHash = run.files[index].contentHash
      run.files[index] = route
    }
  }

  /// Each Strava `activities.csv` of `run`, parsed, by source; each keeps at most
  /// `manualEntries` manual entries (``StravaCSV/heldBackManualEntries``).
  public static func stravaTables(in run: ImportRun, manualEntries: Int = .max) -> [String:
    StravaCSV]
  {
    var tables: [String: StravaCSV] = [:]
    for side in run.sideFiles where side.isStravaActivities {
      tables[side.source] = StravaCSV(side, keepingManualEntries: manualEntries)
    }
    return tables
  }
}
