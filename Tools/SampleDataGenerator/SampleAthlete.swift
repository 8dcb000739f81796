/// The invented athlete's 2025: a weekly routine (runs, weekend rides or long runs, swims,
/// strength, rowing, walks and hikes) plus the special days in `SampleAthlete+Specials.swift`.
///
/// Every choice comes from one seeded generator, so the plan (and thus every file) is the same on
/// every run. Days are local Berlin calendar days (see `LocalZone`).
struct SampleAthlete {
  /// The year's seed; change it and the whole folder changes.
  static let seed: UInt64 = 0x0B3E_2025_5A4D_9A7E
  /// First and last day (inclusive) of the sample year.
  static let firstDay = CivilTime.dayNumber(year: 2025, month: 1, day: 1)
  static let lastDay = CivilTime.dayNumber(year: 2025, month: 12, day: 31)

  var rng = SeededGenerator(seed: SampleAthlete.seed)
  var plans: [WorkoutPlan] = []
  /// Next Garmin Connect activity id (grows through the year like real ids).
  var garminID = 17_902_118_400
  /// Next Strava activity id.
  var stravaID = 13_284_559_100

  /// Plans the whole year, in chronological order of days.
  mutating func planYear() -> [WorkoutPlan] {
    for day in Self.firstDay...Self.lastDay {
      if !planSpecialDay(day) { planRoutine(day) }
    }
    return plans
  }

  /// The month (1–12) of a day number.
  static func month(_ day: Int) -> Int { CivilTime.civil(day).month }

  /// Adds one workout starting at a local wall-clock time.
  mutating func add(
    _ day: Int, _ hour: Int, _ minute: Int, _ sport: Sport, _ dialect: Dialect, _ place: Place?,
    minutes: Int = 0, name: String? = nil, zone: LocalZone = .berlin, phases: [Phase]? = nil,
    pace: Double = 1, lapsAtPhases: Bool = false, path: String? = nil
  ) {
    let start = zone.instant(dayNumber: day, hour: hour, minute: minute, second: 0)
    let blocks = phases ?? [Phase(seconds: minutes * 60 + rng.int(0...59), factor: 1)]
    let duration = blocks.reduce(0) { $0 + $1.seconds }
    var plan = WorkoutPlan(
      start: start, zone: zone, sport: sport, dialect: dialect, place: place, phases: blocks,
      name: name, path: "", sampleSeconds: sampleSeconds(dialect, sport, duration), pace: pace,
      lapsAtPhases: lapsAtPhases, seed: rng.next())
    plan.name = name ?? defaultName(plan)
    plan.path = path ?? defaultPath(plan)
    plans.append(plan)
  }

  /// Mean recording interval: fine for short or showcase sessions, "smart recording" spacing for
  /// long ones, so that the folder stays under 10 MB (see SampleData/README.md).
  private func sampleSeconds(_ dialect: Dialect, _ sport: Sport, _ duration: Int) -> Int {
    let targetPoints: Int
    switch dialect {
    case .zwiftTCX: return 5
    case .garminTCX: targetPoints = sport == .strength || sport == .poolSwim ? 100 : 64
    case .garminGPX: targetPoints = 88
    case .stravaGPX: targetPoints = sport == .virtualRide ? 300 : 88
    case .openTracks: targetPoints = 150
    case .gpsLogger: targetPoints = 90
    }
    return min(40, max(2, duration / targetPoints))
  }

  private func defaultName(_ plan: WorkoutPlan) -> String? {
    let localHour = (plan.start + plan.zone.offset(at: plan.start)) % 86_400 / 3600
    let offset = plan.zone.offset(at: plan.start)
    switch plan.dialect {
    case .garminTCX, .zwiftTCX:
      return nil
    case .garminGPX:
      let city = plan.zone == .tokyo ? "Tokyo" : "Berlin"
      let word = GPXWriter.garminType(plan.sport)
      return city + " " + word.prefix(1).uppercased() + word.dropFirst()
    case .stravaGPX:
      let part =
        localHour < 11
        ? "Morning"
        : localHour < 14
          ? "Lunch"
          : localHour < 18
            ? "Afternoon"
            : localHour < 22 ? "Evening" : "Night"
      let kind: String
      switch plan.sport {
      case .ride: kind = "Ride"
      case .virtualRide: kind = "Virtual Ride"
      case .walk: kind = "Walk"
      case .hike: kind = "Hike"
      case .openWaterSwim, .poolSwim: kind = "Swim"
      default: kind = "Run"
      }
      return part + " " + kind
    case .openTracks:
      let stamp = CivilTime.localStamp(plan.start, offsetSeconds: offset)
      return String(stamp.prefix(10)) + " " + String(stamp.dropFirst(11).prefix(5))
    case .gpsLogger:
      return CivilTime.localDate(plan.start, offsetSeconds: offset).replacingOccurrences(
        of: "-", with: "")
    }
  }

  private mutating func defaultPath(_ plan: WorkoutPlan) -> String {
    let offset = plan.zone.offset(at: plan.start)
    switch plan.dialect {
    case .garminGPX, .garminTCX, .zwiftTCX:
      garminID += rng.int(2_600_000...9_800_000)
      return "garmin/activity_\(garminID).\(plan.dialect == .garminGPX ? "gpx" : "tcx")"
    case .stravaGPX:
      stravaID += rng.int(9_000_000...41_000_000)
      return "strava/activities/\(stravaID).gpx"
    case .openTracks:
      let stamp = CivilTime.localStamp(plan.start, offsetSeconds: offset)
      let clock = stamp.dropFirst(11).prefix(5).replacingOccurrences(of: ":", with: "")
      return "phone/OpenTracks/\(stamp.prefix(10))-\(clock).gpx"
    case .gpsLogger:
      let date = CivilTime.localDate(plan.start, offsetSeconds: offset)
      return "phone/GPSLogger/\(date.replacingOccurrences(of: "-", with: "")).gpx"
    }
  }

  /// Interval session: warm-up, `reps` × (`on` fast, `off` jog), cool-down (seconds).
  static func intervals(reps: Int, on: Int, off: Int) -> [Phase] {
    var phases = [Phase(seconds: 900, factor: 0.88)]
    for _ in 0..<reps {
      phases.append(Phase(seconds: on, factor: 1.22))
      phases.append(Phase(seconds: off, factor: 0.7))
    }
    phases.append(Phase(seconds: 600, factor: 0.85))
    return phases
  }

  /// Pool session in a 25 m pool: warm-up, sets of 100 m with 20 s rests, cool-down.
  static func poolSets(reps: Int) -> [Phase] {
    var phases = [Phase(seconds: 360, factor: 0.85), Phase(seconds: 30, factor: 0)]
    for _ in 0..<reps {
      phases.append(Phase(seconds: 105, factor: 1.06))
      phases.append(Phase(seconds: 20, factor: 0))
    }
    phases.append(Phase(seconds: 240, factor: 0.8))
    return phases
  }

  /// Gym circuit: `sets` sets of 50–70 s with 75 s rests after a warm-up (factor = effort).
  static func strengthCircuit(sets: Int) -> [Phase] {
    var phases = [Phase(seconds: 420, factor: 0.9)]
    for set in 0..<sets {
      phases.append(Phase(seconds: 50 + set % 3 * 10, factor: 1.35))
      phases.append(Phase(seconds: 75, factor: 0.55))
    }
    return phases
  }
}
