import Foundation
import WorkoutModel

/// One piece of gear (a shoe, a bike) as the exports name it, with what was done with it:
/// distance, active time, workouts, first and last use, sports, and its distance milestones.
///
/// Rules:
/// - Gear is named by the export (Strava's `activities.csv` `Activity Gear`; ``Workout/gear``).
///   A name is the text as stored, cut to ``WorkoutModel/TextCap`` and with white space at
///   either end removed; an empty name is no gear. Two names are two pieces of gear unless they
///   are equal after that (case counts: `Pegasus` and `pegasus` are two).
/// - Totals add each replayed workout's ``WorkoutFacts`` values, so counted workouts only:
///   distance in metres, active time in seconds (the one definition of time: moving time, else
///   elapsed), one workout each; first and last use are the local start dates (each in its own
///   zone) of the first and last workout in replay order.
/// - Milestones (``milestoneKilometres``) are crossed by the workout after whose distance the
///   gear's running total (replay order) first reaches them; dated by that workout's local start.
/// - Ids (``id(of:)``) are `gear.<slug>-<hash>`: stable for a name; distinct for distinct names
///   by construction (``uniqueID(of:taken:)``: a colliding later name gets `-x2`).
public struct GearUse: Sendable, Hashable {
  /// The gear's name, as the export wrote it (after the rules above).
  public var name: String
  /// Its id, ``id(of:)``.
  public var id: String
  /// Distance done with it, metres.
  public var distanceMeters: Double = 0
  /// Active time with it, seconds (moving time, else elapsed).
  public var activeSeconds: Double = 0
  /// Workouts done with it.
  public var workouts = 0
  /// Local start date of the first workout with it.
  public var firstUse: LocalDate
  /// Local start date of the last workout with it (replay order).
  public var lastUse: LocalDate
  /// Activity types done with it, most workouts first (ties: vocabulary name).
  public var sports: [ActivityType] = []
  /// Every milestone of ``milestoneKilometres``, ascending, reached or not.
  public var milestones: [GearMilestone]

  /// The distance milestones per piece of gear, kilometres: running shoes last 500–800 km,
  /// a bike's chain about 3,000–5,000 km, a frame tens of thousands.
  public static let milestoneKilometres = [100, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000]

  /// Longest slug part of an id, characters.
  public static let maximumSlugLength = 40

  /// The milestones a report shows: those reached, then the next one (none after the last).
  public var shownMilestones: [GearMilestone] {
    let reached = milestones.filter(\.isReached)
    return reached + milestones.filter { !$0.isReached }.prefix(1)
  }

  /// The gear's name as counted: `raw` cut to ``WorkoutModel/TextCap`` with white space and
  /// line breaks at either end removed; `nil` when nothing is left.
  public static func name(_ raw: String?) -> String? {
    guard let raw else { return nil }
    let name = TextCap.capped(raw).text.trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }

  /// The stable id of a gear name: `gear.<slug>-<hash>`. The slug keeps ASCII letters
  /// (lower-cased) and digits, turns every run of anything else into one `-`, drops `-` at
  /// either end and keeps at most ``maximumSlugLength`` characters (`gear` when nothing is
  /// left: a name in another script); the hash is the 32-bit FNV-1a of the name's UTF-8 bytes
  /// in 8 lower-case hex digits, so names that slug alike (`Pegasus 41`, `pegasus-41`) keep
  /// distinct ids. `Nike Pegasus 41` → `gear.nike-pegasus-41-<8 hex>`.
  public static func id(of name: String) -> String {
    var slug = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let isWordCharacter =
        scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar))
      guard isWordCharacter else {
        pendingDash = true
        continue
      }
      if slug.count >= maximumSlugLength { break }
      if pendingDash, !slug.isEmpty { slug.append("-") }
      pendingDash = false
      slug.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    var hash: UInt32 = 0x811C_9DC5
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    return "gear.\(slug.isEmpty ? "gear" : slug)-"
      + String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// ``id(of:)`` of `name`, unless a piece met before (replay order) holds it: two names
  /// whose slugs are equal and whose 32-bit hashes collide (break-it W1: `Shoe}&}@@@<!A` and
  /// `Shoe*:^{!;}]A` are both `gear.shoe-a-c3f3f236`; such names are easily crafted). The
  /// later piece then gets `-x2`, `-x3`, … after it, the first number free; `x` is no hex digit,
  /// so such an id is never another name's ``id(of:)``. `taken` holds the ids given so far.
  static func uniqueID(of name: String, taken: inout Set<String>) -> String {
    let base = id(of: name)
    var id = base
    var number = 1
    while !taken.insert(id).inserted {
      number += 1
      id = "\(base)-x\(number)"
    }
    return id
  }

  /// Every piece of gear named by a workout of `history`, most distance first (ties: first
  /// use, then name); empty when no workout names gear.
  public static func uses(in history: AchievementHistory) -> [GearUse] {
    var slots: [String: Int] = [:]
    var ids: Set<String> = []
    var uses: [GearUse] = []
    var sportCounts: [[ActivityType: Int]] = []
    for facts in history.facts {
      guard let name = facts.gear else { continue }
      let slot: Int
      if let known = slots[name] {
        slot = known
      } else {
        slot = uses.count
        slots[name] = slot
        let id = Self.uniqueID(of: name, taken: &ids)
        uses.append(
          GearUse(
            name: name, id: id, firstUse: facts.startDate, lastUse: facts.startDate,
            milestones: milestoneKilometres.map {
              GearMilestone(kilometres: $0, id: "\(id).distance.\($0)km")
            }))
        sportCounts.append([:])
      }
      uses[slot].add(facts)
      sportCounts[slot][facts.activity, default: 0] += 1
    }
    for slot in uses.indices {
      uses[slot].sports = sportCounts[slot].sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue
      }.map(\.key)
    }
    return uses.sorted {
      if $0.distanceMeters != $1.distanceMeters { return $0.distanceMeters > $1.distanceMeters }
      if $0.firstUse != $1.firstUse { return $0.firstUse < $1.firstUse }
      return $0.name < $1.name
    }
  }

  /// Adds one workout (the next in replay order) and marks the milestones it crossed.
  private mutating func add(_ facts: WorkoutFacts) {
    distanceMeters += facts.distanceMeters
    activeSeconds += facts.activeSeconds
    workouts += 1
    lastUse = facts.startDate
    for index in milestones.indices
    where !milestones[index].isReached
      && distanceMeters >= Double(milestones[index].kilometres) * 1_000
    {
      milestones[index].reachedBy = facts.reference
      milestones[index].reachedOn = facts.startDate
      milestones[index].timeZoneIdentifier = facts.timeZoneIdentifier
      milestones[index].timeZoneSource = facts.timeZoneSource
    }
  }

  /// How the gear stands against `setting`'s retire-at distance: ``GearRetirement/passed`` at
  /// or beyond it, ``GearRetirement/near`` from 90 % of it; `nil` below that, without a
  /// retire-at distance, or when the gear is ``GearSetting/retired``.
  public func retirement(_ setting: GearSetting?) -> GearRetirement? {
    guard let setting, !setting.retired, let limit = setting.retireAtKilometres, limit > 0 else {
      return nil
    }
    let kilometres = distanceMeters / 1_000
    if kilometres >= limit { return .passed }
    return kilometres >= limit * 0.9 ? .near : nil
  }
}
