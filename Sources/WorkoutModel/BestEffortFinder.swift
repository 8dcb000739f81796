/// Finds a workout's best efforts in O(n) per target (`notes/best-efforts.md`, steps 2–4).
///
/// Time and distance are piecewise linear between samples, so the fastest window over a distance
/// D has one end on a sample: the finder tries every sample as the window's end (its start
/// interpolated at distance − D) and every sample as its start (its end interpolated at
/// distance + D), with two monotone pointers each. Time windows are the same with time and
/// distance swapped. Elapsed (clock) time is used, pauses included. Inside a window every step is
/// checked against ``EffortGates``, and the window against the target's world-record bound; a
/// window that fails is *unverified*. The finder returns the fastest verified window and, when an
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

/// Prefix counts of the steps (sample k → k+1) that fail a gate, so a window's steps are checked
/// in O(1). Counts are 32-bit (a segment holds at most a few million points): 8 bytes per sample
/// for both, held beside the workout's points while its efforts are searched.
struct StepFlags {
  /// `gaps[k]`: steps among 0..<k longer than the gap limit with distance moving on.
  var gaps: [Int32]
  /// `spikes[k]`: steps among 0..<k faster than the step cap.
  var spikes: [Int32]

  init(profile: EffortProfile, gates: EffortGates) {
    let n = profile.count
    gaps = [0]
    spikes = [0]
    gaps.reserveCapacity(n)
    spikes.reserveCapacity(n)
    for k in 0..<max(n - 1, 0) {
      let dt = profile.seconds[k + 1] - profile.seconds[k]
      let dd = profile.meters[k + 1] - profile.meters[k]
      let gap = dt > gates.maximumSampleGapSeconds && dd > gates.gapDriftMeters
      let spike = dd > 0 && dd > gates.maximumStepSpeed * dt
      gaps.append(gaps[k] + (gap ? 1 : 0))
      spikes.append(spikes[k] + (spike ? 1 : 0))
    }
  }

  /// The first failed gate among steps `first..<last` (samples first…last), or `nil`.
  @inline(__always) func check(steps first: Int, _ last: Int) -> BestEffort.Check? {
    if spikes[last] - spikes[first] > 0 { return .stepTooFast }
    if gaps[last] - gaps[first] > 0 { return .sampleGap }
    return nil
  }
}
