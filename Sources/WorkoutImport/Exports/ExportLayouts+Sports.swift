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
  /// with the export's sport, so their best efforts are the right sport's.
  /// `tables`: the run's Strava CSVs already parsed (``stravaTables(in:)``); parsed here when
  /// `nil`.
  public static func sportCorrections(
    in run: ImportRun, tables: [String: StravaCSV]? = nil
  ) -> [String: ActivityType] {
    var bySource: [String: Int] = [:]
    for (index, file) in run.files.enumerated() where bySource[file.source] == nil {
      bySource[file.source] = index
    }
    var corrections: [String: ActivityType] = [:]
    func consider(_ source: String, _ sport: ActivityType) {
      guard sport != .other, let index = bySource[source] else { return }
      let workouts = run.files[index].workouts
      guard !workouts.isEmpty, !workouts.contains(where: { $0.activitySource == .user }),
        workouts.contains(where: {
          $0.activity != sport
            && BestEffortTarget.targets(for: $0.activity) != BestEffortTarget.targets(for: sport)
        })
      else { return }
      corrections[source] = sport
    }
    for side in run.sideFiles where side.isStravaActivities {
      let table = tables?[side.source] ?? StravaCSV(side)
      for activity in table.activities {
        guard let filename = activity.filename, filename != StravaActivity.errorFilename,
          let type = activity.type, !type.isEmpty
        else { continue }
        consider(side.member(filename), ActivityType.mapping(raw: type).type)
      }
    }
    for file in run.files where file.format == .appleHealth {
      for (route, sport) in AppleHealthExport.routeActivities(in: file) { consider(route, sport) }
    }
    return corrections
  }
}
