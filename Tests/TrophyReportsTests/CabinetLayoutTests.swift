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
      section.shelves.map { "\($0.group ?? "-"):\($0.statuses.count)" }
    }
    // Counted by hand from SampleCabinet.statuses.
    #expect(
      shape == [
        ["streak.days:4", "-:1"], ["-:5"], ["types:3"], ["type.running:2", "-:2"],
      ])
    #expect(layout.sections[0].shelves[0].nextTier?.definition.name == "Week Warrior")
    #expect(layout.sections[2].shelves[0].earnedCount == 2)
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
