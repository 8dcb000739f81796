import Foundation
import Testing
import WorkoutModel

@Suite("The one order of workouts")
struct WorkoutOrderTests {
  static func key(
    _ start: Double, _ source: String, _ name: String?, _ end: Double,
    _ activity: ActivityType = .running
  ) -> WorkoutOrder {
    WorkoutOrder(
      startUTC: Date(timeIntervalSince1970: start), source: source, name: name,
      endUTC: Date(timeIntervalSince1970: end), activity: activity)
  }

  // Each pair differs in one key only; the first must come first (the documented order:
  // start, source, name with none first, end, activity by ActivityType's own order).
  @Test(
    "orders by start, source, name, end, then activity",
    arguments: [
      (key(10, "b.gpx", "Z", 99), key(20, "a.gpx", "A", 30)),
      (key(10, "a.gpx", "Z", 99), key(10, "b.gpx", "A", 30)),
      (key(10, "a.gpx", nil, 99), key(10, "a.gpx", "A", 30)),
      (key(10, "a.gpx", "A", 99), key(10, "a.gpx", "B", 30)),
      (key(10, "a.gpx", "A", 30), key(10, "a.gpx", "A", 99)),
    ])
  func order(first: WorkoutOrder, second: WorkoutOrder) {
    #expect(first < second)
    #expect(!(second < first))
  }

  @Test("a workout without a start has no key; an end before the start counts as the start")
  func fromWorkout() {
    let none = Workout(source: "x.gpx", format: .gpx)
    #expect(WorkoutOrder(none) == nil)
    var summary = WorkoutSummary(segments: [], laps: [], activity: .running)
    summary.startUTC = Date(timeIntervalSince1970: 100)
    summary.endUTC = Date(timeIntervalSince1970: 50)
    let odd = Workout(source: "y.gpx", format: .gpx, summary: summary)
    #expect(WorkoutOrder(odd)?.endUTC == Date(timeIntervalSince1970: 100))
  }
}
