/// The one rule that judges a step between two positions — a **jump** (too fast to be moved:
/// a GPS spike, a teleport, a train ride inside a hike) or a **gap** (a long unobserved step
/// that moved: a lost fix, a catch-up) — shared by the summary's distance
/// (`SummaryAccumulator`), the best efforts' step flags (``StepFlags``) and the explorer tiles
/// (``TileTicker``), so the three never disagree on what a step was (issue 18).
///
/// Seconds and metres; `cap` is a speed in m/s (``SportLimits/maximumStepSpeed`` for distance
/// and tiles, ``EffortGates/maximumStepSpeed`` for best efforts).
enum StepRule {
  /// Whether `meters` over `seconds` is within `cap`. `false` for a NaN distance or time, so a
  /// step that cannot be measured is never taken as possible.
  @inline(__always) static func isWithinCap(meters: Double, seconds: Double, cap: Double) -> Bool {
    meters <= cap * seconds
  }

  /// The two spans a step from a (possibly frozen) anchor is judged over: its `own` seconds,
  /// from the last repeat of the anchor's position (`lastSeen`, else `changed`, when the
  /// position last changed) to `time`, and the `whole` time since the position changed; each
  /// at least 1 s (timestamps to the second cannot resolve less).
  @inline(__always) static func spans(
    changed: Double, lastSeen: Double?, time: Double
  ) -> (own: Double, whole: Double) {
    (max(abs(time - (lastSeen ?? changed)), 1), max(abs(time - changed), 1))
  }

  /// The seconds a step of `meters` is judged over: its ``spans(changed:lastSeen:time:)``
  /// `own` span when that speed is within `cap`, else the `whole` span (the freeze hid
  /// movement: Endomondo repeats its last fix every 2 s, then jumps); `nil` when the step is
  /// too fast either way — a jump.
  @inline(__always) static func judgedSeconds(
    meters: Double, spans: (own: Double, whole: Double), cap: Double
  ) -> Double? {
    if isWithinCap(meters: meters, seconds: spans.own, cap: cap) { return spans.own }
    return isWithinCap(meters: meters, seconds: spans.whole, cap: cap) ? spans.whole : nil
  }

  /// Whether a step judged over `seconds` that moved `meters` is a sample gap: longer than
  /// ``EffortGates/maximumSampleGapSeconds`` and farther than ``EffortGates/gapDriftMeters``
  /// (what a stationary GPS drifts across a pause).
  @inline(__always) static func isGap(seconds: Double, meters: Double, gates: EffortGates) -> Bool {
    seconds > gates.maximumSampleGapSeconds && meters > gates.gapDriftMeters
  }
}
