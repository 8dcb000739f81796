import Achievements

/// The cabinet's "Gear" section (``CabinetDocument/gear``): one row per piece of gear the
/// exports name, with the retire-at warnings of the settings file. Texts are raw (unescaped):
/// each renderer escapes the gear names for its own markup.
public struct DocumentGear: Sendable, Hashable {
  /// One retire-at warning: a gear name and what is said about it.
  public struct Warning: Sendable, Hashable {
    /// The gear's name as shown (cut to ``TrophyCabinet/shownNameLimit`` characters).
    public var gear: String
    /// The rest of the sentence, e.g. "412.3 km, past its retire-at distance of 400 km.".
    public var text: String
    /// Passed or near (``Achievements/GearRetirement``).
    public var retirement: GearRetirement
  }

  /// One milestone as shown: "500 km", with the local date it was reached (`nil`: the next).
  public struct Milestone: Sendable, Hashable {
    /// "500 km".
    public var label: String
    /// The local date of the workout that crossed it, `YYYY-MM-DD`; `nil` for the next one.
    public var date: String?
  }

  /// What a row's card shows beside the table cells.
  public struct Card: Sendable, Hashable {
    /// Distance over the retire-at distance (0 … any), `nil` without one.
    public var retireFraction: Double?
    /// The gear's standing (``Achievements/GearUse/retirement(_:)``).
    public var retirement: GearRetirement?
    /// The settings file calls it retired.
    public var retired: Bool
    /// Its milestones as shown: reached ones with their local date, then the next one.
    public var milestones: [Milestone]
  }

  /// Heading, intro and table: columns Gear, Workouts, Distance, Time, Sports, First used,
  /// Last used, Milestones, Retire at.
  public var section: DocumentSection
  /// The retire-at warnings, in table order.
  public var warnings: [Warning]
  /// One card per table row, same order.
  public var cards: [Card]
}
