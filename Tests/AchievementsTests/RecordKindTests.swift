import Testing
import WorkoutModel

@testable import Achievements

/// Record kinds: the typed form of a record line id, parsed once in the engine module so the
/// reports never split id strings. Ids below are written out by hand from the contract
/// (`docs/CONTRACT.md`, `PersonalRecords`).
@Suite("Record kinds")
struct RecordKindTests {
  static let fiveK = BestEffortTarget.running[5]
  static let cyclingHour = BestEffortTarget.cycling[6]

  @Test(
    "each id parses to its kind and back",
    arguments: [
      ("record.running.5k", RecordKind.bestEffort(.running, fiveK, .outdoor), "s"),
      ("record.running.5k.indoor", .bestEffort(.running, fiveK, .indoor), "s"),
      ("record.cycling.1h.virtual", .bestEffort(.cycling, cyclingHour, .virtual), "m"),
      ("record.hiking.longest_distance", .longestDistance(.hiking, virtual: false), "m"),
      ("record.running.longest_duration", .longestDuration(.running, virtual: false), "s"),
      ("record.cycling.virtual.biggest_climb", .biggestClimb(.cycling, virtual: true), "m"),
      ("record.period.week.distance", .periodDistance(.week), "m"),
      ("record.period.year.active_days", .periodActiveDays(.year), "days"),
    ])
  func roundTrip(id: String, kind: RecordKind, unit: String) {
    #expect(RecordKind(id: id) == kind)
    #expect(kind.id == id)
    #expect(kind.unit == unit)
  }

  @Test(
    "ids that are not built-in record lines have no kind",
    arguments: [
      "record.running.5k.outdoor", "record.period.fortnight.distance", "record.running.fastest",
      "record.running.virtual", "streak.days", "record.", "record.running.5k.indoor.x",
    ])
  func unknown(id: String) {
    #expect(RecordKind(id: id) == nil)
  }

  @Test("every record entry of the standard catalog has a kind spelled like its group")
  func catalog() {
    let records = AchievementCatalog.standard.filter { $0.kind == .record }
    #expect(records.count > 40)
    for definition in records {
      #expect(definition.recordKind?.id == definition.group, "\(definition.group)")
    }
  }
}
