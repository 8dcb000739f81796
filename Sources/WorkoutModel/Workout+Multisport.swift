/// Multisport legs and transitions (issue 18, "Multisport transitions are not workouts").
extension Workout {
  /// A multisport transition (T1, T2: FIT sport 3, `transition`, raw value `transition` or
  /// `transition/…`): listed under its event, but not a workout, so it counts toward no
  /// achievement or total (``MinimumWorkout/Reason/transition``). Read from ``activityRaw``,
  /// which every reader and the workout library keep, so no stored format changes.
  public var isMultisportTransition: Bool {
    guard let raw = activityRaw?.lowercased() else { return false }
    return raw == "transition" || raw.hasPrefix("transition/")
  }
}
