/// Running ``YearOverYear/Figures`` of some workouts with their set of active dates: the one
/// rule by which this year against last (``YearOverYear``) and goals (``GoalBoard``) add a
/// workout — one workout, its distance and active time (``WorkoutFacts``), and its local start
/// date as an active day — the rule of the year in review (``YearInReview``).
struct FigureTally: Sendable {
  /// The figures so far.
  var figures = YearOverYear.Figures()
  /// Day numbers of the local start dates seen.
  private var days: Set<Int> = []

  /// Adds one workout.
  mutating func add(_ facts: WorkoutFacts) {
    figures.workouts += 1
    figures.distanceMeters += facts.distanceMeters
    figures.activeSeconds += facts.activeSeconds
    if days.insert(facts.startDate.dayNumber).inserted { figures.activeDays += 1 }
  }
}
