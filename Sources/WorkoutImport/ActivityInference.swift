import WorkoutModel

/// Corrections to a workout's activity that the file's own words cannot give, applied by the
/// reader to every workout it builds (so `WorkoutFileReader` users get them too, not only the
/// batch `Importer`):
/// - a TCX `Sport="Other"` that is a pool swim becomes `swimming`, indoor (``PoolSwimInference``);
/// - a workout whose first position lies in a known virtual world (``VirtualWorld``) is flagged
///   virtual and indoor, so its game-world position is not used for its time zone.
/// The raw activity is always kept.
enum ActivityInference {
  /// Applies both rules to `workout`.
  static func apply(to workout: inout Workout) {
    markPoolSwim(&workout)
    markVirtualWorld(&workout)
  }

  /// The pool-swim rule.
  static func markPoolSwim(_ workout: inout Workout) {
    guard workout.format == .tcx, workout.activity == .other,
      workout.activityRaw?.caseInsensitiveCompare("Other") == .orderedSame,
      PoolSwimInference.isLikelyPoolSwim(segments: workout.segments, laps: workout.laps)
    else { return }
    workout.activity = .swimming
    workout.isIndoor = true
    // Moving time uses per-sport speed thresholds: summarise again as a swim.
    workout.summarize()
  }

  /// The virtual-world rule.
  static func markVirtualWorld(_ workout: inout Workout) {
    guard !workout.isVirtual, let position = workout.firstPosition,
      VirtualWorld.containing(latitude: position.latitude, longitude: position.longitude) != nil
    else { return }
    workout.isVirtual = true
    workout.isIndoor = true
  }
}
