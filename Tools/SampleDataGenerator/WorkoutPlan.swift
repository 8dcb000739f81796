/// What the athlete did, as the generator's calendar decides it, before any samples exist.
enum Sport: Sendable {
  case run, treadmillRun, ride, virtualRide, walk, hike, openWaterSwim, poolSwim, strength, rowing

  /// Typical moving speed in metres per second (0 for stationary sessions).
  var baseSpeed: Double {
    switch self {
    case .run, .treadmillRun: return 3.0
    case .ride: return 7.4
    case .virtualRide: return 8.6
    case .walk: return 1.3
    case .hike: return 1.1
    case .openWaterSwim: return 0.75
    case .poolSwim: return 0.9
    case .strength: return 0
    case .rowing: return 3.2
    }
  }

  /// Share of heart-rate reserve at steady effort.
  var intensity: Double {
    switch self {
    case .run, .treadmillRun: return 0.72
    case .ride, .virtualRide: return 0.62
    case .walk: return 0.28
    case .hike: return 0.45
    case .openWaterSwim, .poolSwim: return 0.6
    case .strength: return 0.45
    case .rowing: return 0.64
    }
  }

  /// True when the device records no positions (gym, pool, treadmill).
  var isIndoor: Bool {
    self == .treadmillRun || self == .poolSwim || self == .strength
  }
}

/// The file flavour a workout is written in; each imitates one real exporter.
enum Dialect: Sendable {
  /// Garmin Connect "Export to GPX" (creator "Garmin Connect", ns3 TrackPointExtension v1).
  case garminGPX
  /// Garmin Connect "Export to TCX" (TrainingCenterDatabase v2, ns3 ActivityExtension v2).
  case garminTCX
  /// A Zwift ride uploaded to Garmin Connect and exported as TCX (no device Creator, Watts).
  case zwiftTCX
  /// Strava "Export GPX" / bulk export (creator "StravaGPX", numeric `<type>`, gpxtpx).
  case stravaGPX
  /// OpenTracks (Android) GPX: local offsets with milliseconds, CDATA names,
  /// TrackPointExtension v2.
  case openTracks
  /// GPSLogger for Android GPX: local offsets with milliseconds, gpxtpx v2 speed, hdop/sat.
  case gpsLogger
}

/// One block of a structured workout: `factor` scales the sport's base speed and effort
/// (0 = standing rest). With ``WorkoutPlan/lapsAtPhases`` every block after the first starts a
/// new TCX lap.
struct Phase: Sendable {
  /// Block length in seconds.
  var seconds: Int
  /// Speed/effort multiplier.
  var factor: Double
}

/// A planned workout: when (UTC instant + the zone the athlete was in), what, where, and how it is
/// written.
struct WorkoutPlan: Sendable {
  /// Start instant, seconds since the epoch (UTC).
  var start: Int
  /// The zone the athlete was in; its offset at `start` is written by phone loggers.
  var zone: LocalZone
  var sport: Sport
  var dialect: Dialect
  /// Route area; nil for indoor sessions.
  var place: Place?
  /// Blocks in order; total duration is their sum.
  var phases: [Phase]
  /// Activity name written into the file (nil when the exporter writes none, e.g. TCX).
  var name: String?
  /// Path relative to the output folder, e.g. "garmin/activity_17912345678.gpx".
  var path: String
  /// Mean seconds between trackpoints (devices' "smart recording" varies around it).
  var sampleSeconds: Int
  /// Multiplier on the sport's base speed for this whole workout (race day > 1).
  var pace: Double = 1
  /// Laps at block boundaries (intervals, pool sets) instead of distance auto-laps.
  var lapsAtPhases = false
  /// Per-workout seed salt.
  var seed: UInt64
  /// Index of one sample whose position jumps 0.01° (~1.1 km) north and back: a GPS spike, so
  /// the cabinet shows an unverified best effort (listed, never awarded).
  var gpsSpikeSample: Int?

  /// Total planned duration in seconds.
  var duration: Int { phases.reduce(0) { $0 + $1.seconds } }
}
