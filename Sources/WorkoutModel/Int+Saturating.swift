extension Int {
  /// `value` rounded toward zero and clamped to `Int.min … Int.max`; NaN gives 0. For numbers
  /// that come from outside (files, exports, library rows), where `Int(_:)` of a `Double`
  /// beyond the range traps (issue 17: a 1e22 m Strava distance trapped every later `report`).
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
