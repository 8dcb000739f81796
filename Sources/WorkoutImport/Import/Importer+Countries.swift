import WorkoutModel

extension Importer {
  /// Fills `workout`'s ``WorkoutModel/Workout/countries`` from its track with `lookup`
  /// (``WorkoutModel/CountryVisits``); indoor and virtual workouts get none (a treadmill's
  /// positions are the gym's at best, a game world's are no place).
  static func findCountries(
    _ workout: inout Workout, with lookup: (_ latitude: Double, _ longitude: Double) -> String?
  ) {
    guard !workout.isIndoor, !workout.isVirtual else {
      workout.countries = nil
      return
    }
    workout.countries = CountryVisits(
      segments: workout.segments, distanceMeters: workout.summary.distanceMeters ?? 0,
      country: lookup)
  }
}
