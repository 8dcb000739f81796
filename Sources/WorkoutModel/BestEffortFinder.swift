/// Finds a workout's best efforts in O(n) per target (`notes/best-efforts.md`, steps 2–4).
///
/// Time and distance are piecewise linear between samples, so the fastest window over a distance
/// D has one end on a sample: the finder tries every sample as the window's end (its start
/// interpolated at distance − D) and every sample as its start (its end interpolated at
/// distance + D), with two monotone pointers each. Time windows are the same with time and
/// distance swapped. Elapsed (clock) time is used, pauses included. Inside a window every step is
/// checked against ``EffortGates`` (the rules are on `StepFlags`), and the window against the
/// target's world-record bound; a window that fails is *unverified*. The finder returns the fastest verified window and, when an
/// unverified one is faster still, that one too, so reports can list it without awarding it.
public enum BestEffortFinder {
  /// The best efforts of `profile` for each of `targets`, in target order: for each target the
  /// fastest verified effort (if any) and, before it, a faster unverified one (if any). Targets
  /// longer than the whole profile give nothing.
  public static func efforts(
    in profile: EffortProfile, targets: [BestEffortTarget], gates: EffortGates
  ) -> [BestEffort] {
    let flags = StepFlags(profile: profile, gates: gates)
    var result: [BestEffort] = []
    for target in targets {
      var search = WindowSearch(profile: profile, target: target, flags: flags)
      search.run()
      if let fastest = search.fastest, fastest.check != .verified {
        result.append(fastest)
      }
      if let verified = search.fastestVerified { result.append(verified) }
    }
    return result
  }

  /// The best efforts of `workout` for its activity's targets
  /// (``BestEffortTarget/targets(for:)``) under its activity's gates
  /// (``EffortGates/forActivity(_:)``); empty for activities without targets or workouts with
  /// fewer than two timed samples. Time windows averaging below the sport's moving threshold
  /// (``SportLimits/minimumMovingSpeed``) are no effort and are left out.
  public static func efforts(for workout: Workout) -> [BestEffort] {
    let targets = BestEffortTarget.targets(for: workout.activity)
    guard !targets.isEmpty, let profile = EffortProfile(segments: workout.segments) else {
      return []
    }
    // A time window slower than the sport's moving threshold is standing around, not an effort.
    let slowest = SportLimits.forActivity(workout.activity).minimumMovingSpeed
    return efforts(in: profile, targets: targets, gates: .forActivity(workout.activity)).filter {
      guard case .duration = $0.target.measure else { return true }
      return $0.averageSpeed >= slowest
    }
  }
}
