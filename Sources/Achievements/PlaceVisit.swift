import Foundation
import WorkoutModel

/// One country a history's workouts passed (issue 15, "Places"): the first workout there —
/// the award "first workout in a country", dated and with its workout — and the totals.
///
/// Rules: a workout visits every country of its ``WorkoutFacts/countries`` (start and every
/// position sampled along the track); it counts once per country it passed, and its distance
/// there is its share (``CountryVisits/Visit/meters``). The first visit is the first such
/// workout in replay order (``AchievementHistory``), dated on its local start date.
public struct PlaceVisit: Sendable, Hashable {
  /// ISO 3166-1 alpha-2 code, e.g. `CH`.
  public var code: String
  /// tzdata's English name (``Country``), or the code for a code the table lacks.
  public var name: String
  /// The continent, `nil` for a code the table lacks.
  public var continent: Continent?
  /// The first workout that passed the country.
  public var firstVisit: WorkoutReference
  /// Local start date of that workout.
  public var firstVisitDate: LocalDate
  /// IANA zone of that workout, for showing its start in local time.
  public var firstVisitTimeZoneIdentifier: String
  /// Where that zone came from.
  public var firstVisitTimeZoneSource: TimeZoneSource
  /// Workouts that passed the country.
  public var workouts: Int
  /// Distance done in the country, metres (sum of the workouts' shares).
  public var distanceMeters: Double

  /// Every country passed by `history`'s workouts, in order of first visit (ties, countries a
  /// workout entered together, in the order it entered them).
  public static func visits(in history: AchievementHistory) -> [PlaceVisit] {
    var visits: [PlaceVisit] = []
    var position: [String: Int] = [:]
    for facts in history.facts {
      guard let countries = facts.countries else { continue }
      for visit in countries.visits {
        if let index = position[visit.code] {
          visits[index].workouts += 1
          visits[index].distanceMeters += visit.meters
          continue
        }
        let country = Country.named(visit.code)
        position[visit.code] = visits.count
        visits.append(
          PlaceVisit(
            code: visit.code, name: country?.name ?? visit.code, continent: country?.continent,
            firstVisit: facts.reference, firstVisitDate: facts.startDate,
            firstVisitTimeZoneIdentifier: facts.timeZoneIdentifier,
            firstVisitTimeZoneSource: facts.timeZoneSource, workouts: 1,
            distanceMeters: visit.meters))
      }
    }
    return visits
  }
}
