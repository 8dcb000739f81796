import Foundation

/// What a `record` status adds to the common fields: the standing value and the one it beat.
/// Shown in reports and as `record` in `achievements --json` (`docs/CONTRACT.md`).
public struct RecordDetail: Sendable, Hashable {
  /// The standing record, in ``unit``.
  public var value: Double
  /// `s` (a time; lower is better), `m` (a distance or climb) or `days`.
  public var unit: String
  /// How many times the record was set; 1 means the standing value is the first recorded
  /// (Strava's rule: a first effort is not a record broken).
  public var timesSet: Int
  /// The record it beat, in ``unit``; `nil` when first recorded.
  public var previousValue: Double?
  /// When the previous record was set (UTC).
  public var previousSetAt: Date?
  /// IANA zone of the workout that set the previous record.
  public var previousTimeZoneIdentifier: String?
  /// The workout that set the previous record.
  public var previousSetBy: WorkoutReference?
  /// Unverified efforts that would have beaten the record standing at their time (listed, never
  /// awarded; see ``BestEffort/Check``).
  public var unverifiedCount: Int
  /// The second and third best verified values of all time (silver and bronze), in ``unit``;
  /// fewer when fewer were set. Lines without rankings (periods) have none.
  public var runnersUp: [Double] = []

  /// Creates a detail.
  public init(
    value: Double, unit: String, timesSet: Int, previousValue: Double? = nil,
    previousSetAt: Date? = nil, previousTimeZoneIdentifier: String? = nil,
    previousSetBy: WorkoutReference? = nil, unverifiedCount: Int = 0
  ) {
    self.value = value
    self.unit = unit
    self.timesSet = timesSet
    self.previousValue = previousValue
    self.previousSetAt = previousSetAt
    self.previousTimeZoneIdentifier = previousTimeZoneIdentifier
    self.previousSetBy = previousSetBy
    self.unverifiedCount = unverifiedCount
  }

  /// `true` when the standing value is the first one recorded.
  public var isFirstRecorded: Bool { timesSet <= 1 }
}
