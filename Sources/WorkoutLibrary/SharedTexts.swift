import WorkoutModel

/// Gives workouts read back one at a time one copy of the texts they repeat: the source path
/// (shared with the workout read before, when equal: a file's workouts are stored together) and
/// the zone identifier (one copy per zone, at most ``maximumZones``). A text decoded from a
/// library row is a new allocation each time; shared, a million workouts of one export hold one
/// path (about 50 bytes a workout less) and the zone names of the world once. Texts are
/// compared as bytes (`String ==` takes an NFC and an NFD name for one: ``PathKey``), and only
/// ASCII zone identifiers are shared.
struct SharedTexts {
  /// Most zone identifiers kept (the IANA database has about 600 names).
  static let maximumZones = 4_096

  /// The source path of the workout before.
  private var source = ""
  /// One copy of each zone identifier seen.
  private var zones: [String: String] = [:]

  /// Replaces `workout`'s source path and zone identifier with equal copies shared with
  /// earlier workouts.
  mutating func share(_ workout: inout Workout) {
    if workout.source.utf8.elementsEqual(source.utf8) {
      workout.source = source
    } else {
      source = workout.source
    }
    guard workout.timeZoneIdentifier.utf8.allSatisfy({ $0 < 0x80 }) else { return }
    if let zone = zones[workout.timeZoneIdentifier] {
      workout.timeZoneIdentifier = zone
    } else if zones.count < Self.maximumZones {
      zones[workout.timeZoneIdentifier] = workout.timeZoneIdentifier
    }
  }
}
