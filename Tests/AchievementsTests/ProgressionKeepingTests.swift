import Testing

@testable import Achievements

/// The engine keeps each ladder's progression with only the steps its tiers read (issue 17: a
/// count that grows with every workout has a step per workout, and every ladder's were held at
/// once, about 250 bytes a workout).
@Suite("a progression kept for its tiers")
struct ProgressionKeepingTests {
  @Test("the first step reaching each target and the best are kept, nothing else")
  func higher() {
    var progression = AchievementProgression()
    for index in 0..<100 { progression.record(index + 1, at: index) }
    let kept = progression.keeping(firstReaching: [10, 50, 1_000])
    // By hand: 10 is reached at workout 9, 50 at workout 49, 1,000 never; the best is 100.
    #expect(kept.steps.map(\.value) == [10, 50, 100])
    #expect(kept.steps.map(\.workoutIndex) == [9, 49, 99])
    for target in [10, 50, 1_000] {
      #expect(kept.firstStep(reaching: target) == progression.firstStep(reaching: target))
    }
    #expect(kept.best == progression.best)
  }

  @Test("lower is better: the first step at or under each target")
  func lower() {
    var progression = AchievementProgression(direction: .lowerIsBetter)
    for (index, value) in [300, 290, 250, 240, 200].enumerated() {
      progression.record(value, at: index)
    }
    let kept = progression.keeping(firstReaching: [260, 240])
    // By hand: 260 is first reached by 250 (workout 2), 240 by 240 (workout 3); best 200.
    #expect(kept.steps.map(\.value) == [250, 240, 200])
    #expect(kept.direction == .lowerIsBetter)
    #expect(kept.firstStep(reaching: 260)?.workoutIndex == 2)
  }

  @Test("an empty progression stays empty")
  func empty() {
    #expect(AchievementProgression().keeping(firstReaching: [1]).steps.isEmpty)
  }
}
