/// Where a workout's activity type came from (`docs/CONTRACT.md`, "`activity_source`"), in the
/// order the evidence is tried; a user's correction wins over all.
public enum ActivitySource: String, Sendable, Hashable, CaseIterable, Codable {
  /// The file's own type (TCX `Sport`, GPX `<type>`).
  case file
  /// Words in the workout's name or the file's name ("Afternoon Ride", "Lauf", "Morning_Run").
  case name
  /// The application or device that wrote the file (Zwift → virtual ride, RideWithGPS → ride).
  case producer
  /// The workout's own profile: speed, cadence, power and climbing, or a pool-swim or
  /// virtual-world pattern.
  case inferred
  /// A correction given by the user (`--activity FILE=TYPE` or a mapping file).
  case user
}
