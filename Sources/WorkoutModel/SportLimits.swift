/// Per-sport speed limits used by the summary computation (DESIGN.md, "Metrics": moving time
/// excludes stretches below a per-sport speed threshold; impossible speeds are dropped).
///
/// All speeds are metres per second, times are seconds. The values are deliberately generous:
/// the caps catch GPS glitches and unit bugs (a device writing centimetres), not fast athletes.
public struct SportLimits: Sendable, Hashable {
  /// A step slower than this (m/s) is "standing still" and does not count as moving time.
  public var minimumMovingSpeed: Double
  /// A step between two positions faster than this (m/s) is a glitch: its distance is dropped.
  public var maximumStepSpeed: Double
  /// The device's distance is implausible when distance ÷ duration exceeds this (m/s).
  public var maximumAverageSpeed: Double
  /// A step with no way to know its speed counts as moving only when its Δt is at most this (s).
  /// A step whose speed is known is judged by that speed however long it is: sparse sampling is
  /// not standing still, and a pause moves too little to reach ``minimumMovingSpeed``.
  public var unknownSpeedPauseSeconds: Double
  /// An elevation change faster than this (m/s, vertical) is a sensor fault (placeholder 0 m,
  /// barometer start-up): the sample is dropped. 5 m/s is twice a fast road descent's vertical
  /// speed; downhill skiing, snowboarding and untyped workouts get 15 m/s.
  public var maximumVerticalSpeed: Double

  /// Creates limits from explicit values (m/s and s).
  public init(
    minimumMovingSpeed: Double, maximumStepSpeed: Double, maximumAverageSpeed: Double,
    unknownSpeedPauseSeconds: Double = 60, maximumVerticalSpeed: Double = 5
  ) {
    self.minimumMovingSpeed = minimumMovingSpeed
    self.maximumStepSpeed = maximumStepSpeed
    self.maximumAverageSpeed = maximumAverageSpeed
    self.unknownSpeedPauseSeconds = unknownSpeedPauseSeconds
    self.maximumVerticalSpeed = maximumVerticalSpeed
  }

  /// The limits for an activity type.
  ///
  /// Vertical speed ≤ 5 m/s, except downhill skiing, snowboarding, other and multisport (15).
  ///
  /// | family | moving ≥ | step ≤ | average ≤ |
  /// |---|---|---|---|
  /// | running, walking, hiking, wheelchair | 0.5 | 20 | 15 |
  /// | cycling | 1.0 | 40 | 30 |
  /// | swimming | 0.1 | 10 | 5 |
  /// | rowing, paddle sports | 0.3 | 15 | 10 |
  /// | cross-country skiing, skating | 0.5 | 30 | 20 |
  /// | downhill skiing, snowboarding | 0.5 | 60 | 40 |
  /// | sailing, surfing sports | 0.3 | 50 | 40 |
  /// | stationary (elliptical, stairs, yoga, strength, HIIT, climbing, golf) | 0.2 | 20 | 15 |
  /// | other, multisport (may be motorised, e.g. GPX "taxi") | 0.3 | 100 | 100 |
  public static func forActivity(_ activity: ActivityType) -> SportLimits {
    switch activity {
    case .running, .walking, .hiking, .wheelchair:
      SportLimits(minimumMovingSpeed: 0.5, maximumStepSpeed: 20, maximumAverageSpeed: 15)
    case .cycling:
      SportLimits(minimumMovingSpeed: 1.0, maximumStepSpeed: 40, maximumAverageSpeed: 30)
    case .swimming:
      SportLimits(minimumMovingSpeed: 0.1, maximumStepSpeed: 10, maximumAverageSpeed: 5)
    case .rowing, .paddleSports:
      SportLimits(minimumMovingSpeed: 0.3, maximumStepSpeed: 15, maximumAverageSpeed: 10)
    case .crossCountrySkiing, .skatingSports:
      SportLimits(minimumMovingSpeed: 0.5, maximumStepSpeed: 30, maximumAverageSpeed: 20)
    case .downhillSkiing, .snowboarding:
      SportLimits(
        minimumMovingSpeed: 0.5, maximumStepSpeed: 60, maximumAverageSpeed: 40,
        maximumVerticalSpeed: 15)
    case .sailing, .surfingSports:
      SportLimits(minimumMovingSpeed: 0.3, maximumStepSpeed: 50, maximumAverageSpeed: 40)
    case .elliptical, .stairClimbing, .yoga, .strengthTraining, .highIntensityIntervalTraining,
      .climbing, .golf:
      SportLimits(minimumMovingSpeed: 0.2, maximumStepSpeed: 20, maximumAverageSpeed: 15)
    case .multisport, .other:
      SportLimits(
        minimumMovingSpeed: 0.3, maximumStepSpeed: 100, maximumAverageSpeed: 100,
        maximumVerticalSpeed: 15)
    }
  }
}
