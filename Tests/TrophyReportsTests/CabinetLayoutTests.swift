import Achievements
import Testing

@testable import TrophyReports

@Suite("Cabinet layout and import summary")
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
          group + ".\(current)", kind, group, group, "d", "X", SampleCabinet.bronze, 5, "x"),
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

  @Test("import summary totals, order and local date range")
  func summary() {
    let summary = ImportSummary(workouts: SampleCabinet.cabinet.workouts.reversed())
    #expect(summary.workoutCount == 4)
    // 8,432.1 + 45,210 + 5,000 = 58,642.1 m; 2,700 + 5,400 + 3,600 + 1,800 = 13,500 s.
    #expect(abs(summary.distanceMeters - 58_642.1) < 1e-6)
    #expect(summary.durationSeconds == 13_500)
    #expect(summary.activities.map(\.activity) == [.running, .cycling, .yoga])
    #expect(summary.dateRange == "2025-03-14 – 2025-03-30")
  }
}
