/// What the user says about one piece of gear in the settings file (`gear` key,
/// `docs/CONTRACT.md`, "Settings file"): when to retire it, and whether it is retired.
public struct GearSetting: Sendable, Hashable {
  /// `retire_at_km`: the distance at which the gear should be retired, kilometres (above 0);
  /// `nil` when not given.
  public var retireAtKilometres: Double?
  /// `retired`: the gear is retired already (no warning about it any more).
  public var retired: Bool

  /// A setting.
  public init(retireAtKilometres: Double? = nil, retired: Bool = false) {
    self.retireAtKilometres = retireAtKilometres
    self.retired = retired
  }
}

/// How a piece of gear stands against its ``GearSetting/retireAtKilometres``.
public enum GearRetirement: String, Sendable, Hashable {
  /// Its distance has reached the retire-at distance (`retire_warning` `passed`).
  case passed
  /// Its distance is within 10 % below the retire-at distance (`retire_warning` `near`):
  /// at least 90 % of it.
  case near
}
