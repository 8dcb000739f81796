/// Per-sport plausibility gates for best efforts (`notes/best-efforts.md`, step 4: "no sample gap
/// inside the window longer than G; no segment speed above a sport cap").
///
/// Seconds and metres per second. The step cap sits above what athletes reach (the 100 m sprint
/// record averages 10.4 m/s; pro sprinters on bikes ~20 m/s, descents up to ~30 m/s; the 50 m
/// freestyle record 2.4 m/s) and below what a GPS spike implies.
public struct EffortGates: Sendable, Hashable {
  /// A step longer than this (s) over which the distance grew by more than
  /// ``gapDriftMeters`` makes the window ``BestEffort/Check/sampleGap``. A long step with no
  /// distance (a pause, a segment break) only makes the window slower.
  public var maximumSampleGapSeconds: Double
  /// A step faster than this (m/s) makes the window ``BestEffort/Check/stepTooFast``.
  public var maximumStepSpeed: Double
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
