extension Workout {
  /// Sets ``explorerTiles`` from the trackpoints held (``ExplorerTiles/init(segments:activity:)``,
  /// with this workout's sport limits): `nil` for an indoor or virtual workout (no place: a
  /// treadmill's drifting fix, a game world's coordinates), else the tiles, empty when no
  /// position was ticked. Call it while the points are held (the importer does, beside best
  /// efforts and the route sketch); after ``dropTrackpoints()`` it would find no points.
  public mutating func tickExplorerTiles() {
    explorerTiles =
      isIndoor || isVirtual ? nil : ExplorerTiles(segments: segments, activity: activity)
  }

  /// The tiles this workout ticks for the athlete — in the history, the awards, the cabinet and
  /// `inspect`: ``explorerTiles``, except `nil` for a workout the activity rules count for
  /// nothing whatever the report's options, a trip (``isTransport``: a train or a car covers
  /// tiles nobody explored) or a multisport transition (``isMultisportTransition``).
  ///
  /// The one place of that rule. ``explorerTiles`` itself stays stored for them: an account
  /// export's type can clear ``isTransport`` after the trackpoints were dropped
  /// (``applyServiceMetadata(name:typeRaw:)``), and the tiles then count again. A workout left
  /// out only by the report's minimum (`too_short`) or as a duplicate keeps its tiles here; the
  /// history leaves it out as it leaves out everything else of it.
  public var countedExplorerTiles: ExplorerTiles? {
    countsPlaces ? explorerTiles : nil
  }

  /// The countries this workout visited for the athlete — in the places awards and `inspect`:
  /// ``countries``, except `nil` for a workout that ``countsPlaces`` says counts no place (a
  /// trip, a multisport transition), as for its tiles (``countedExplorerTiles``).
  public var countedCountries: CountryVisits? {
    countsPlaces ? countries : nil
  }

  /// Whether the places this workout passed (its tiles, its countries) count for the athlete:
  /// not for a trip (``isTransport``: a train or a car went there, not the athlete) or a
  /// multisport transition (``isMultisportTransition``). The one rule for
  /// ``countedExplorerTiles`` and ``countedCountries``.
  public var countsPlaces: Bool { !isTransport && !isMultisportTransition }
}
