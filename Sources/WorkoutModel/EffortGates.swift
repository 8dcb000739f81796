/// Per-sport plausibility gates for best efforts (`notes/best-efforts.md`, step 4: "no sample gap
/// inside the window longer than G; no segment speed above a sport cap").
///
/// Seconds and metres per second. The step cap sits above what athletes reach (the 100 m sprint
/// record averages 10.4 m/s; pro sprinters on bikes ~20 m/s, descents up to ~30 m/s; the 50 m
/// freestyle record 2.4 m/s) and below what a GPS spike implies.
public struct EffortGates: Sendable, Hashable {
  /// A step longer than this (s) over which the distance grew by more than
  /// ``gapDriftMeters`` is a sample gap: it makes a window ``BestEffort/Check/sampleGap``
  /// unless its speed is below the window's own average speed (a train or a bus inside a run, a
  /// window lying inside the gap). A gap slower than the window (an auto-pause with a little
  /// drift, a pause, a segment break) can only make the window slower, so the window stays
  /// verified (issue 18).
  public var maximumSampleGapSeconds: Double
  /// A step faster than this (m/s) makes the window ``BestEffort/Check/stepTooFast``. A step
  /// over it on its own is judged over the span it belongs to: at least
  /// ``minimumJudgedSeconds`` (a duplicate instant: a TCX lap boundary in the same second; a
  /// lagging position catching up), back over a frozen position (a catch-up after a freeze) and
  /// back over a catch-up spread over several samples (issue 18). A teleport, a GPS spike out
  /// and back, a train's speed or a clock that went back (the distance of the left-out samples
  /// arrives in one step) stays too fast.
  public var maximumStepSpeed: Double
  /// Shortest span (s) a step over ``maximumStepSpeed`` is judged over, back from its end:
  /// timestamps to the second and positions to a few metres cannot resolve one second's speed.
  /// 2 s: a spike out and back (both steps together) is still judged at the cap.
  public var minimumJudgedSeconds: Double = 2
  /// Distance (m) a stationary GPS drifts across a pause; more than this over a long gap is
  /// movement the window cannot see.
  public var gapDriftMeters: Double = 10

  /// Creates gates from explicit values.
  public init(maximumSampleGapSeconds: Double, maximumStepSpeed: Double) {
    self.maximumSampleGapSeconds = maximumSampleGapSeconds
    self.maximumStepSpeed = maximumStepSpeed
  }

  /// Running 60 s / 12.5 m/s; cycling 120 s / 30 m/s; swimming 120 s / 3 m/s; anything else
  /// 120 s / 30 m/s. The gaps are twice what `notes/best-efforts.md` suggests (30 s / 60 s):
  /// "smart recording" exports space points up to ~40 s on long runs, and a straight line over a
  /// short gap can only shorten the distance, so it makes an effort slower, never faster; the
  /// gate is for signal losses, while spikes are caught by the step cap.
  public static func forActivity(_ activity: ActivityType) -> EffortGates {
    switch activity {
    case .running: EffortGates(maximumSampleGapSeconds: 60, maximumStepSpeed: 12.5)
    case .swimming: EffortGates(maximumSampleGapSeconds: 120, maximumStepSpeed: 3)
    default: EffortGates(maximumSampleGapSeconds: 120, maximumStepSpeed: 30)
    }
  }
}
