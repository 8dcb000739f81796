import WorkoutModel

extension ExportLayouts {
  /// The files of `run` that an export types as another sport than the one they were read as,
  /// where the two sports have different best-effort targets (``BestEffortTarget/targets(for:)``),
  /// mapped to the export's sport: a Strava `activities.csv` row's type for the file its
  /// `Filename` names (a type the athlete edited on Strava), an Apple Health workout's type for
  /// its route GPX (route files carry no type, so their sport was only inferred). Files whose
  /// workouts the user typed (`--activity`, ``ActivitySource/user``) are left out.
  ///
  /// Best efforts are computed while a file's trackpoints are held, for the sport it was read
  /// as; the joins run later, on summaries. ``Importer/reread(_:in:)`` reads these files again
  /// with the export's sport, so their best efforts are the right sport's. (A Strava export's
  /// sports are known before its files are read, so ``Importer/run(files:)`` types those files
  /// while reading them and they are not listed here.)
  /// `tables`: the run's Strava CSVs already parsed (``stravaTables(in:)``); parsed here when
  /// `nil`.
  public static func sportCorrections(
    in run: ImportRun, tables: [String: StravaCSV]? = nil
  ) -> [String: ActivityType] {
    let bySource = AppleHealthExport.indicesBySource(run.files)
    var corrections: [String: ActivityType] = [:]
    func consider(_ source: String, _ sport: ActivityType) {
      guard let index = AppleHealthExport.routeIndex(source, in: bySource) else { return }
      consider(index, sport)
    }
    func consider(_ index: Int, _ sport: ActivityType) {
      guard changesSport(run.files[index].workouts, to: sport) else { return }
      corrections[run.files[index].source] = sport
    }
    // Files by the key of their source (``MemberPath/key(_:)``), as the joins find them.
    for side in run.sideFiles where side.isStravaActivities {
      for (key, sport) in stravaSports(tables?[side.source] ?? StravaCSV(side), of: side) {
        if let index = bySource[key] { consider(index, sport) }
      }
    }
    for file in run.files where file.format == .appleHealth {
      for (route, sport) in AppleHealthExport.routeActivities(in: file) { consider(route, sport) }
      // A held-back export (``HeldBackExport``) keeps only its routed workouts' paths.
      for routed in file.heldBack?.routed ?? [] {
        consider(
          AppleHealthExport.routeSource(export: file.source, path: routed.routeFile),
          routed.activity)
      }
    }
    return corrections
  }

  /// Each file a Strava `activities.csv` (`table`, read from `side`) names with a type, as the
  /// key (``MemberPath/key(_:)``) of each spelling ``ExportSideFile/fileSources(_:)`` gives, and
  /// that type as an ``ActivityType`` (rows whose type maps to `other` left out), in row order.
  static func stravaSports(_ table: StravaCSV, of side: ExportSideFile) -> [(
    source: String, sport: ActivityType
  )] {
    table.activities.flatMap { activity -> [(source: String, sport: ActivityType)] in
      guard let filename = activity.filename, filename != StravaActivity.errorFilename,
        let type = activity.type, !type.isEmpty
      else { return [] }
      let sport = ActivityType.mapping(raw: type).type
      return sport == .other ? [] : side.fileSources(filename).map { (MemberPath.key($0), sport) }
    }
  }

  /// Whether an export's `sport` changes the best efforts of a file's `workouts`: they are not
  /// empty, none was typed by the user, and one is of another sport with other best-effort
  /// targets.
  static func changesSport(_ workouts: [Workout], to sport: ActivityType) -> Bool {
    sport != .other && !workouts.isEmpty && !workouts.contains { $0.activitySource == .user }
      && workouts.contains {
        $0.activity != sport
          && BestEffortTarget.targets(for: $0.activity) != BestEffortTarget.targets(for: sport)
      }
  }
}
