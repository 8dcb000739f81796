import Foundation
import Testing
import WorkoutModel

@testable import Achievements

@Suite("Activity-type badges")
struct ActivityTests {
  typealias W = TestWorkouts
  let engine = AchievementEngine(catalog: AchievementCatalog.standard)

  @Test("distinct types exclude `other`; the workout adding a new type earns the tier")
  func distinctTypes() throws {
    let kinds: [ActivityType] = [.running, .other, .running, .cycling, .other, .walking]
    let workouts = kinds.enumerated().map { index, kind in
      W.make("2024-05-0\(index + 1)T07:00:00Z", activity: kind, source: "\(index).gpx")
    }
    let statuses = engine.evaluate(workouts)
    // Types by hand: running (0), cycling (3), walking (5) → 3; the two `other` do not count.
    #expect(W.status("types.2", in: statuses)?.earnedBy?.file == "3.gpx")
    #expect(W.status("types.3", in: statuses)?.earnedBy?.file == "5.gpx")
    #expect(W.status("types.5", in: statuses)?.earned == false)
    #expect(W.status("types.5", in: statuses)?.progress.current == 3)
  }

  @Test("per-type ladders count workouts of that type; the 10th ride earns 10")
  func perType() throws {
    let rides = (1...9).map {
      W.make("2024-05-0\($0)T07:00:00Z", activity: .cycling, source: "ride\($0).gpx")
    }
    let run = W.make("2024-05-10T06:00:00Z", activity: .running, source: "run.gpx")
    let tenth = W.make("2024-05-10T07:00:00Z", activity: .cycling, source: "ride10.gpx")
    let statuses = engine.evaluate(rides + [run, tenth])
    #expect(W.status("type.cycling.1", in: statuses)?.earnedBy?.file == "ride1.gpx")
    #expect(W.status("type.cycling.10", in: statuses)?.earnedBy?.file == "ride10.gpx")
    #expect(W.status("type.cycling.50", in: statuses)?.progress.current == 10)
    #expect(W.status("type.running.1", in: statuses)?.earnedBy?.file == "run.gpx")
    #expect(W.status("type.swimming.1", in: statuses)?.progress.current == 0)
  }
}
