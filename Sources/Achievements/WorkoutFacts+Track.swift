import WorkoutModel

extension WorkoutFacts {
  /// What a workout with a track (or efforts, or gear) adds to its facts: best efforts,
  /// countries, the sun at its first position, explorer tiles and the gear's name. Held behind
  /// one reference so that a workout without any of them (an Apple Health or Strava summary, an
  /// indoor session) costs 8 bytes here instead of about 76 (issue 17: the facts of a
  /// million-workout library).
  final class Track: Sendable, Hashable {
    /// ``Workout/bestEfforts``.
    let bestEfforts: [BestEffort]
    /// ``Workout/countries``.
    let countries: CountryVisits?
    /// ``SunFacts`` at the first position.
    let sun: SunFacts?
    /// ``Workout/explorerTiles``.
    let explorerTiles: ExplorerTiles?
    /// ``GearUse/name(_:)`` of ``Workout/gear``.
    let gear: String?

    /// The parts, or `nil` when there are no efforts and the others are `nil`.
    init?(
      bestEfforts: [BestEffort], countries: CountryVisits?, sun: SunFacts?,
      explorerTiles: ExplorerTiles?, gear: String?
    ) {
      guard
        !bestEfforts.isEmpty || countries != nil || sun != nil || explorerTiles != nil
          || gear != nil
      else { return nil }
      self.bestEfforts = bestEfforts
      self.countries = countries
      self.sun = sun
      self.explorerTiles = explorerTiles
      self.gear = gear
    }

    /// Equal parts.
    static func == (lhs: Track, rhs: Track) -> Bool {
      lhs.bestEfforts == rhs.bestEfforts && lhs.countries == rhs.countries && lhs.sun == rhs.sun
        && lhs.explorerTiles == rhs.explorerTiles && lhs.gear == rhs.gear
    }

    /// Hashes the parts.
    func hash(into hasher: inout Hasher) {
      hasher.combine(bestEfforts)
      hasher.combine(countries)
      hasher.combine(sun)
      hasher.combine(explorerTiles)
      hasher.combine(gear)
    }
  }
}
