/// A workout that added tiles to the history (``ExplorerHistory/visits``): which one, on which
/// local date, and how many new tiles at each zoom.
public struct ExplorerVisit: Sendable, Hashable {
  /// Index of the workout in ``AchievementHistory/facts`` (replay order).
  public var index: Int
  /// The workout.
  public var reference: WorkoutReference
  /// Local date of its start (``WorkoutFacts/startDate``).
  public var date: LocalDate
  /// New tiles at zoom 14.
  public var newTiles14: Int
  /// New tiles at zoom 17.
  public var newTiles17: Int

  /// Creates a visit.
  public init(
    index: Int, reference: WorkoutReference, date: LocalDate, newTiles14: Int, newTiles17: Int
  ) {
    self.index = index
    self.reference = reference
    self.date = date
    self.newTiles14 = newTiles14
    self.newTiles17 = newTiles17
  }
}
