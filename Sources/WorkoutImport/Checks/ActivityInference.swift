import WorkoutModel

/// Types a workout from evidence, in order, and says where the type came from
/// (``WorkoutModel/ActivitySource``; issue 8, "Sports for untyped files"). Applied by the reader
/// to every workout it builds, so `WorkoutFileReader` users get it too:
/// 1. `file`: the file's own type when it maps to a sport (``ActivityType/mapping(raw:)``);
///    a raw type naming a vehicle ("taxi", Arc) marks a trip.
/// 2. `inferred`: a TCX `Sport="Other"` that is a pool swim becomes `swimming`, indoor
///    (``PoolSwimInference``).
/// 3. `name`: words in the workout's name, then in the file's name (``ActivityNameWords``).
/// 4. `producer`: the creator names a single-sport app (Zwift → virtual ride, RideWithGPS,
///    Bikemap → ride).
/// 5. `inferred`: a first position in a known virtual world (``VirtualWorld``) → virtual ride;
///    else the speed, cadence, power and climbing profile (``ActivityProfile``), which only
///    assigns a sport when it is clear.
/// Every workout in a virtual world is flagged virtual and indoor, so its game-world position
/// is not used for its time zone. Trips are listed but kept out of achievements. The raw
/// activity is always kept; the summary is computed again when the type changes (per-sport
/// limits). A user's correction (``Importer``) wins over all of this.
enum ActivityInference {
  /// Creators (lower-cased substrings) that only record one sport.
  static let producers: [(String, ActivityType, virtual: Bool)] = [
    ("zwift", .cycling, true), ("ridewithgps", .cycling, false),
    ("bikemap", .cycling, false), ("komoot cycling", .cycling, false),
  ]

  /// Applies the rules to `workout`.
  static func apply(to workout: inout Workout) {
    markVirtualWorld(&workout)
    if workout.activity != .other {
      workout.activitySource = .file
      return
    }
    if ActivityNameWords.classify(workout.activityRaw).transport {
      markTransport(&workout, source: .file)
      return
    }
    if markPoolSwim(&workout) { return }
    for text in [workout.name, fileStem(workout.source)] {
      let verdict = ActivityNameWords.classify(text)
      if verdict.transport {
        markTransport(&workout, source: .name)
        return
      }
      if let type = verdict.type {
        retype(&workout, type, source: .name)
        return
      }
    }
    let creator = workout.creator?.lowercased() ?? ""
    if let producer = producers.first(where: { creator.contains($0.0) }) {
      if producer.virtual { markVirtual(&workout) }
      retype(&workout, producer.1, source: .producer)
      return
    }
    if workout.isVirtual {
      retype(&workout, .cycling, source: .inferred)
      return
    }
    let profile = ActivityProfile.classify(workout.summary)
    if profile.transport {
      markTransport(&workout, source: .inferred)
    } else if let type = profile.type {
      retype(&workout, type, source: .inferred)
    }
  }

  /// The file name without folders and without `.gpx`, `.tcx` and `.gz` extensions.
  static func fileStem(_ path: String) -> String {
    var name = String(path.split(whereSeparator: { $0 == "/" || $0 == "!" }).last ?? "")
    for suffix in [".gz", ".gpx", ".tcx", ".GPX", ".TCX"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name
  }

  private static func retype(_ workout: inout Workout, _ type: ActivityType, source: ActivitySource)
  {
    workout.retype(to: type)
    workout.activitySource = source
  }

  private static func markTransport(_ workout: inout Workout, source: ActivitySource) {
    workout.isTransport = true
    workout.activitySource = source
  }

  /// The pool-swim rule; `true` when it applied.
  static func markPoolSwim(_ workout: inout Workout) -> Bool {
    guard workout.format == .tcx, workout.activity == .other,
      workout.activityRaw?.caseInsensitiveCompare("Other") == .orderedSame,
      PoolSwimInference.isLikelyPoolSwim(segments: workout.segments, laps: workout.laps)
    else { return false }
    workout.isIndoor = true
    retype(&workout, .swimming, source: .inferred)
    return true
  }

  /// The virtual-world rule.
  static func markVirtualWorld(_ workout: inout Workout) {
    guard !workout.isVirtual, let position = workout.firstPosition,
      VirtualWorld.containing(latitude: position.latitude, longitude: position.longitude) != nil
    else { return }
    markVirtual(&workout)
  }

  private static func markVirtual(_ workout: inout Workout) {
    workout.isVirtual = true
    workout.isIndoor = true
  }
}
