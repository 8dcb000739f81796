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
}
