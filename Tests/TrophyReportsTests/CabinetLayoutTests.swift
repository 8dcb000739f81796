import Achievements
import Testing

@testable import TrophyReports

@Suite("Cabinet layout and lifetime totals")
struct CabinetLayoutTests {
  @Test("statuses are grouped by kind, then ladder, in catalog order")
  func grouping() {
    let layout = CabinetLayout(statuses: SampleCabinet.statuses)
    #expect(
      layout.sections.map(\.kind) == [.streak, .dateAndTime, .totalTypesOfWorkout, .workoutType])
    let shape = layout.sections.map { section in
      section.shelves.map {
        "\($0.group ?? ($0.isNotTriedYet ? "untried" : "-")):\($0.statuses.count)"
      }
    }
    // Counted by hand from SampleCabinet.statuses: swimming (1 tier) and rowing (2 tiers) are
    // never done, so they move to the "Not tried yet" shelf, one entry each.
    #expect(
      shape == [
        ["streak.days:4", "-:1"], ["-:5"], ["types:3"], ["type.running:2", "-:1", "untried:2"],
      ])
    let untried = layout.sections[3].shelves[2]
    #expect(untried.collapsedGroups.map(\.count) == [1, 2])
    #expect(untried.statuses.map(\.definition.name) == ["First Swim", "First Stroke"])
    #expect(layout.sections[3].allStatuses.count == 6)
    #expect(layout.sections[0].shelves[0].nextTier?.definition.name == "Week Warrior")
    #expect(layout.sections[2].shelves[0].earnedCount == 2)
  }

  @Test("only never-done workout types collapse")
  func collapseRule() {
    func status(_ kind: AchievementKind, _ group: String, _ current: Int, earned: Bool = false)
      -> AchievementStatus
    {
      AchievementStatus(
        definition: SampleCabinet.definition(
          group + ".\(current)", kind, group, group, "d", 5, "x"),
        earned: earned, progress: AchievementProgress(current: current, target: 5, unit: "x"))
    }
    let statuses = [
      status(.workoutType, "type.golf", 0), status(.workoutType, "type.golf", 0),
      status(.workoutType, "type.yoga", 2), status(.workoutType, "type.yoga", 2),
      status(.streak, "streak.days", 0), status(.streak, "streak.days", 0),
    ]
    let layout = CabinetLayout(statuses: statuses)
    // Golf (workout type, progress 0) collapses; yoga has progress; a streak never collapses.
    #expect(layout.sections[0].shelves.map(\.group) == ["type.yoga", nil])
    #expect(layout.sections[0].shelves[1].isNotTriedYet)
    #expect(layout.sections[1].shelves.map(\.group) == ["streak.days"])
    let full = CabinetLayout(statuses: statuses, collapsingUntried: false)
    #expect(full.sections[0].shelves.map(\.group) == ["type.golf", "type.yoga"])
    #expect(
      CabinetLayout.activityTitle(ofGroup: "type.cross_country_skiing")
        == "Cross country skiing")
  }

  @Test("ladders show earned tiers and the next one; later tiers and unstarted milestones fold")
  func folding() throws {
    func tier(_ group: String, _ target: Int, current: Int, kind: AchievementKind = .milestone)
      -> AchievementStatus
    {
      AchievementStatus(
        definition: SampleCabinet.definition(
          "\(group).\(target)", kind, group, "\(group) \(target)", "d", target, "km"),
        earned: current >= target,
        progress: AchievementProgress(current: current, target: target, unit: "km"))
    }
    // Distance at 120 km: tiers 50 and 100 earned, 500 next, 1,000 and 5,000 folded.
    // Swimming at 0 km: never started, so it joins the "Not started yet" shelf.
    let statuses =
      [50, 100, 500, 1_000, 5_000].map { tier("milestone.distance.running", $0, current: 120) }
      + [10, 50].map { tier("milestone.distance.swimming", $0, current: 0) }
    let layout = CabinetLayout(statuses: statuses)
    let shelves = try #require(layout.sections.first?.shelves)
    #expect(shelves.count == 2)
    #expect(shelves[0].visibleStatuses.map(\.definition.target) == [50, 100, 500])
    #expect(shelves[0].foldedStatuses.map(\.definition.target) == [1_000, 5_000])
    #expect(shelves[1].isNotTriedYet)
    #expect(CabinetLayout.untriedTitle(shelves[1]) == "Not started yet")
    #expect(CabinetLayout.untriedNote(shelves[1]) == "1 ladder")
    // A complete ladder folds nothing.
    let complete = CabinetLayout(
      statuses: [10, 20].map { tier("milestone.hours", $0, current: 25) })
    #expect(complete.sections[0].shelves[0].foldedStatuses.isEmpty)
  }

  @Test("lifetime totals, order and local date range; time is moving time, else elapsed")
  func summary() {
    let totals = WorkoutTotals(
      history: AchievementHistory(SampleCabinet.cabinet.workouts.reversed()))
    #expect(totals.workouts == 4)
    // 8,432.1 + 45,210 + 5,000 = 58,642.1 m. Moving 2,650 + 5,100, and elapsed 3,600 (yoga)
    // + 1,800 (treadmill) where no moving time was recorded: 13,150 s (elapsed in all: 13,500).
    #expect(abs(totals.distanceMeters - 58_642.1) < 1e-6)
    #expect(totals.activeSeconds == 13_150)
    #expect(totals.activities.map(\.activity) == [.running, .cycling, .yoga])
    #expect(totals.activities.map(\.activeSeconds) == [2_650 + 1_800, 5_100, 3_600])
    #expect(totals.activeDays == 4)
    #expect(totals.dateRange == "2025-03-14 – 2025-03-30")
  }
}
