import WorkoutModel

/// The sports an account export gives its files, known before those files are read, so a file's
/// type is final before its summary and best efforts are computed (issue 19: a type from a
/// Strava `activities.csv` sent the file back for a second full parse).
///
/// Built from the side files found before the workout files are read (see
/// ``ImportPipeline``): each Strava `activities.csv` row's type for the file its `Filename`
/// names, as ``ExportLayouts/sportCorrections(in:tables:)`` reads them. A file learns its
/// sport in ``Importer/finish(_:)``, while its trackpoints are still held; what is not known in
/// time (an Apple Health route's sport, in `export.xml`; a side file in a nested archive) is
/// still read again after the run (``Importer/reread(_:in:)``).
struct ExportSports: Sendable {
  /// The export's sports for each file source, in the order the side files name them (the last
  /// that applies wins, as in ``ExportLayouts/sportCorrections(in:tables:)``).
  private(set) var bySource: [String: [ActivityType]] = [:]

  /// Whether no sport is known.
  var isEmpty: Bool { bySource.isEmpty }

  /// Adds the sports of `side` when it is a Strava `activities.csv`.
  mutating func add(_ side: ExportSideFile) {
    guard side.isStravaActivities else { return }
    for (source, sport) in ExportLayouts.stravaSports(StravaCSV(side), of: side) {
      bySource[source, default: []].append(sport)
    }
  }

  /// The sport the export gives the file `source` whose workouts are `workouts` (read, the
  /// user's correction applied), or `nil` when it gives none that changes their best efforts
  /// (``ExportLayouts/changesSport(_:to:)``).
  func sport(for source: String, workouts: [Workout]) -> ActivityType? {
    bySource[source]?.last { ExportLayouts.changesSport(workouts, to: $0) }
  }
}
