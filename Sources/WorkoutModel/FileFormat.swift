/// The container format a workout was read from.
public enum FileFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// GPS Exchange Format 1.0 or 1.1 (topografix.com).
  case gpx
  /// Garmin Training Center Database v2.
  case tcx
  /// Garmin's binary Flexible and Interoperable Data Transfer protocol (FIT SDK).
  case fit
}
