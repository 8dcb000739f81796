extension AchievementProgression {
  /// The progression with only the steps that `targets` and the best value read: for each
  /// target the first step reaching it (``firstStep(reaching:)``), and the last step
  /// (``best``). Both answer as before for those targets, since the steps kept are the ones they
  /// return. A count that grows with every workout has a step per workout; a ladder of 10 tiers
  /// keeps at most 11.
  public func keeping(firstReaching targets: [Int]) -> AchievementProgression {
    var kept = Set(targets.compactMap { target in firstIndex(reaching: target) })
    if !steps.isEmpty { kept.insert(steps.count - 1) }
    var result = AchievementProgression(direction: direction)
    for index in kept.sorted() {
      let step = steps[index]
      result.record(step.value, at: step.workoutIndex, instant: step.instant)
    }
    return result
  }
}
