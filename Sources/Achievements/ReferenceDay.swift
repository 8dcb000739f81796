import Foundation
import WorkoutModel

/// "Now" for the period figures, seen from each workout's own zone: the local date of one
/// reference instant (the report's generation time, `SOURCE_DATE_EPOCH` when set) in a zone,
/// with that zone's offset at that instant (DST included). A workout counts in "this year" or
/// "the last 4 weeks" by its local start date against the reference's local date *in its own
/// zone*, so a run at 23:30 on 31 December in New York (04:30 UTC on 1 January) is last year's
/// while New York's reference date is still in that year.
///
/// Zones are looked up once each (a history has few).
public struct ReferenceDay: Sendable {
  /// The reference instant.
  public let instant: Date
  private var dates: [String: LocalDate] = [:]

  /// The reference `instant`.
  public init(_ instant: Date) {
    self.instant = instant
  }

  /// The local date of ``instant`` in the IANA zone `identifier` (UTC for an unknown one).
  public mutating func date(in identifier: String) -> LocalDate {
    if let known = dates[identifier] { return known }
    let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    let seconds = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    let date = LocalDate(dayNumber: Int(saturating: (seconds / 86_400).rounded(.down)))
    dates[identifier] = date
    return date
  }
}
