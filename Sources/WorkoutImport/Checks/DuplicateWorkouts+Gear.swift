import WorkoutModel

extension DuplicateWorkouts {
  /// The gear credited to a counted workout that has duplicate recordings (break-it W4): its
  /// own ``WorkoutModel/Workout/gear``, else that of the first of `copies` that names gear.
  /// `copies` come in input order (paths) or storage order (a workout library, row id), so the
  /// earliest copy naming gear wins and the answer does not depend on which copy is counted: a
  /// Garmin watch syncing to Strava puts every run in both exports, and only Strava's
  /// `activities.csv` names the gear. Only the gear is carried over; the name, activity type
  /// and commute flag stay the counted copy's own.
  public static func gear(of counted: Workout, copies: some Sequence<Workout>) -> String? {
    counted.gear ?? copies.first { $0.gear != nil }?.gear
  }

  /// `files` with each kept workout that names no gear given the gear of its duplicates
  /// (``gear(of:copies:)``), `duplicates` mapping each copy to the kept one
  /// (``find(in:heldBack:)``); the copies are looked at in input order.
  static func carryGear(
    _ files: [ParsedFile], duplicates: [Position: Position]
  ) -> [ParsedFile] {
    var copiesOf: [Position: [Position]] = [:]
    for (copy, kept) in duplicates where files[copy.file].workouts.indices.contains(copy.workout) {
      copiesOf[kept, default: []].append(copy)
    }
    var result = files
    for (kept, copies) in copiesOf
    where result[kept.file].workouts.indices.contains(kept.workout) {
      let counted = result[kept.file].workouts[kept.workout]
      guard counted.gear == nil else { continue }
      let gear = gear(
        of: counted, copies: copies.sorted().lazy.map { files[$0.file].workouts[$0.workout] })
      result[kept.file].workouts[kept.workout].gear = gear
    }
    return result
  }
}
