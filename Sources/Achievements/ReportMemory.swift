import Foundation

/// What one cabinet showed, as the workout library remembers it for the next report ("New since
/// last report", ``SinceLastReport``): when it was made, and each award it showed earned, with
/// the tier of a ladder's entry and the value of a record.
///
/// Entries: every earned status the cabinet shows (catalog order), then each country visited
/// (``PlaceVisit/awardID``, order of first visit). A report without a library remembers nothing.
public struct ReportMemory: Sendable, Hashable {
  /// One award shown earned.
  public struct Entry: Sendable, Hashable {
    /// The award's id (a catalog id, or `place.country.<code>`).
    public var id: String
    /// The tier's target when the entry is one tier of a ladder (its id is not its group:
    /// `type.running.10` of `type.running`), in the definition's unit; `nil` for single badges,
    /// records and countries.
    public var tier: Int?
    /// The standing value of a record entry (``RecordDetail/value``, in its unit); `nil` for
    /// other entries.
    public var recordValue: Double?

    /// Creates an entry.
    public init(id: String, tier: Int? = nil, recordValue: Double? = nil) {
      self.id = id
      self.tier = tier
      self.recordValue = recordValue
    }
  }

  /// When the report was made (its generation time: `SOURCE_DATE_EPOCH` when set), UTC.
  public var reportedAt: Date
  /// The awards shown earned, in the cabinet's order.
  public var entries: [Entry]

  /// Creates a memory from its parts (as read back from the library).
  public init(reportedAt: Date, entries: [Entry]) {
    self.reportedAt = reportedAt
    self.entries = entries
  }

  /// What a cabinet of `statuses` (catalog order; those not earned are left out) and `places`
  /// shows, made at `reportedAt`.
  public init(showing statuses: [AchievementStatus], places: [PlaceVisit], at reportedAt: Date) {
    self.reportedAt = reportedAt
    entries =
      statuses.filter(\.earned).map { status in
        let definition = status.definition
        return Entry(
          id: definition.id, tier: definition.id == definition.group ? nil : definition.target,
          recordValue: status.record?.value)
      } + places.map { Entry(id: $0.awardID) }
  }

  /// Whether `other` shows the same awards, tiers and record values (the time and the order
  /// aside): a report showing what the memory holds need not be remembered again.
  public func showsSame(as other: ReportMemory) -> Bool {
    Set(entries) == Set(other.entries)
  }
}
