/// The container format a workout was read from.
public enum FileFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// GPS Exchange Format 1.0 or 1.1 (topografix.com).
  case gpx
  /// Garmin Training Center Database v2.
  case tcx
  /// Garmin's binary Flexible and Interoperable Data Transfer protocol (FIT SDK).
  case fit
  /// A row of a Strava bulk export's `activities.csv` with no file of its own (a manual entry):
  /// summary as stated, no track.
  case stravaCSV = "strava_csv"
  /// A `<Workout>` of an Apple Health export's `export.xml` (its route, when it has one, comes
  /// from the GPX file its `WorkoutRoute/FileReference` names).
  case appleHealth = "apple_health"
}
