import Testing
import WorkoutModel

@testable import Achievements

/// Gear ids are unique by construction (break-it W1): two names with equal slugs whose 32-bit
/// FNV-1a hashes collide gave two pieces one id, and duplicate achievement ids.
@Suite("gear ids that would collide")
struct GearIDCollisionTests {
  /// Found by the tester's search (`fnvcoll.py`); Python's FNV-1a gives 0xc3f3f236 for both,
  /// and both slug to `shoe-a`.
  static let first = "Shoe}&}@@@<!A"
  static let second = "Shoe*:^{!;}]A"

  @Test("two names of one plain id: the first used keeps it, the later one gets -x2")
  func collision() {
    #expect(GearUse.id(of: Self.first) == "gear.shoe-a-c3f3f236")
    #expect(GearUse.id(of: Self.second) == "gear.shoe-a-c3f3f236")
    let uses = GearUse.uses(
      in: AchievementHistory([
        GearUseTests.ride("2025-01-01T09:00:00Z", km: 30, gear: Self.second),
        GearUseTests.ride("2025-02-01T09:00:00Z", km: 120, gear: Self.first),
        GearUseTests.ride("2025-03-01T09:00:00Z", km: 10, gear: "Pegasus 41"),
      ]))
    let ids = Dictionary(uniqueKeysWithValues: uses.map { ($0.name, $0.id) })
    #expect(ids[Self.second] == "gear.shoe-a-c3f3f236")
    #expect(ids[Self.first] == "gear.shoe-a-c3f3f236-x2")
    // A name colliding with none keeps its plain id.
    #expect(ids["Pegasus 41"] == GearUse.id(of: "Pegasus 41"))
    let milestoneIDs = uses.flatMap { $0.milestones.map(\.id) }
    #expect(Set(milestoneIDs).count == milestoneIDs.count)
    #expect(milestoneIDs.contains("gear.shoe-a-c3f3f236-x2.distance.100km"))
  }

  @Test("a later id taken already goes on to the next free number")
  func takenSuffix() {
    var taken: Set<String> = []
    #expect(GearUse.uniqueID(of: "a", taken: &taken) == GearUse.id(of: "a"))
    taken.insert(GearUse.id(of: "a") + "-x2")
    #expect(GearUse.uniqueID(of: "a", taken: &taken) == GearUse.id(of: "a") + "-x3")
    #expect(GearUse.uniqueID(of: "a", taken: &taken) == GearUse.id(of: "a") + "-x4")
  }
}
