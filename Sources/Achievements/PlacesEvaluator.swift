import WorkoutModel

/// Evaluates the places ladders (issue 15) from each workout's ``WorkoutFacts/countries``
/// (the countries its track passed, ``CountryVisits``).
///
/// Groups (``AchievementMetric``): `place.countries` (distinct ISO
/// 3166-1 countries any workout passed, unit `countries`), `place.continents` (distinct
/// continents of those countries, ``Continent``, unit `continents`), `place.border` (workouts
/// whose track passed two countries or more, unit `workouts`; a ferry crossing counts). Each
/// is earned by the workout that reached the target, at its start. Workouts without countries
/// (indoor, virtual, no positions, at sea) add nothing.
public struct PlacesEvaluator: AchievementEvaluator {
  /// Group of the countries-collected ladder.
  public static let countriesGroup = AchievementMetric.countriesVisited.group
  /// Group of the continents ladder.
  public static let continentsGroup = AchievementMetric.continentsVisited.group
  /// Group of the border-crossing badge.
  public static let borderGroup = AchievementMetric.borderCrossings.group

  /// Creates the evaluator.
  public init() {}

  /// Progression of the three places groups; `nil` for other groups.
  public func progression(of metric: AchievementMetric, in history: AchievementHistory)
    -> AchievementProgression?
  {
    var progression = AchievementProgression()
    let facts = history.facts
    switch metric {
    case .countriesVisited:
      var seen: Set<String> = []
      for index in facts.indices {
        guard let countries = facts[index].countries else { continue }
        seen.formUnion(countries.codes)
        progression.record(seen.count, at: index)
      }
    case .continentsVisited:
      var seen: Set<Continent> = []
      for index in facts.indices {
        guard let countries = facts[index].countries else { continue }
        seen.formUnion(countries.codes.compactMap { Country.named($0)?.continent })
        progression.record(seen.count, at: index)
      }
    case .borderCrossings:
      var count = 0
      for index in facts.indices where facts[index].countries?.crossesBorder == true {
        count += 1
        progression.record(count, at: index)
      }
    default:
      return nil
    }
    return progression
  }
}
