import Foundation
import WorkoutModel

/// "Now" for the period figures as one local date: the local date of a reference instant (the
/// report's generation time, `SOURCE_DATE_EPOCH` when set) in the zone of the history's latest
/// workout (where the athlete was last; UTC without workouts), with that zone's offset at that
/// instant (DST included). Each workout is then placed by the local date of its start, so a
/// run at 23:30 on 31 December in New York (04:30 UTC on 1 January) is that December's year.
///
/// One date for every workout, so "this year" never holds one workout of each of two years
/// (New York is still on 31 December when Berlin's new year has begun).
public enum ReferenceDay {
  /// The local date of `instant` in the zone of the last workout of `history`.
  public static func date(of instant: Date, in history: AchievementHistory) -> LocalDate {
    date(of: instant, inZone: history.facts.last?.timeZoneIdentifier ?? "UTC")
  }

  /// The local date of `instant` in the IANA zone `identifier` (UTC for an unknown one).
  public static func date(of instant: Date, inZone identifier: String) -> LocalDate {
    let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    let seconds = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    return LocalDate(dayNumber: Int(saturating: (seconds / 86_400).rounded(.down)))
  }
}
