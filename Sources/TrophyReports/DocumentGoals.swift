import Achievements

/// The cabinet's "Goals" section, written once (``CabinetDocument/goals``) and marked up by each
/// renderer: one card per goal of the settings file, in its order, leading with today's period
/// (else the last one), then the goal's other periods, newest first.
public struct DocumentGoals: Sendable, Hashable {
  /// One goal.
  public struct Card: Sendable, Hashable {
    /// The goal in words: "1,500 km of running in 2025", "18 active days every month".
    public var title: String
    /// The period shown and where it stands: "2025 · ended", "January 2026 · 3 % of the month
    /// gone".
    public var period: String
    /// The amount done: "1,356.2" (with ``ofTarget``: "of 1,500 km").
    public var done: String
    /// See ``done``.
    public var ofTarget: String
    /// Share of the target done, whole percent, capped at 100 for the bar (the text says more).
    public var percent: Int
    /// Share of the target done in words: "90%", "112%".
    public var percentText: String
    /// Where the pace line is today, percent of the bar with one decimal ("3.2"); `nil` once
    /// the period has ended or before it starts.
    public var pace: String?
    /// Whether the target was reached.
    public var reached: Bool
    /// The period's badge (kind `goal`), drawn when it was earned.
    public var badge: AchievementStatus
    /// What it means: "Reached on Thu 16 Oct 2025.", "On pace for 1,480 of 1,500 km; 20.3 km
    /// behind the pace line.", "Ended 143.8 km short."
    public var note: String
    /// The bar's accessible description: "90% of the target; the pace line is at 3%".
    public var barLabel: String
    /// The other periods, newest first (at most ``CabinetDocument/listedGoalPeriods``): Period |
    /// Done | Of target | Reached; `nil` for a goal of one period.
    public var periods: DocumentTable?
    /// "… and 3 earlier months", when periods were left out.
    public var more: String?
  }

  /// "Goals" with a blurb saying where they come from and what the pace line is.
  public var heading = DocumentHeading(
    "Goals",
    blurb: "Your targets from the settings file, counted like the year in review. The mark on"
      + " each bar is the pace line: where a steady pace from the start of the period would be"
      + " today.")
  /// The goals, in the settings file's order.
  public var cards: [Card]
}
