import Foundation

/// One workout (TCX `Activity` / one GPX track group) with UTC instants, its time zone and its
/// summary metrics. A value type; safe to send between tasks.
///
/// Local dates and hours are derived from ``timeZoneIdentifier`` with the zone's rules on the
/// workout's own date (see ``localTimeZone``).
public struct Workout: Sendable, Hashable {
  /// Path of the file it came from; for archive members `archive.zip!/member.gpx`.
  public var source: String
  /// Format of that file.
  public var format: FileFormat
  /// Creator application or device name (GPX `creator` attribute, TCX `Creator/Name`), if any.
  public var creator: String?
  /// Workout or track name from the file (GPX `trk/name`, TCX `Activity/Notes` is not a name).
  public var name: String?
  /// Canonical activity type.
  /// Changed only through ``retype(to:)``, which keeps ``summary`` in step.
  public private(set) var activity: ActivityType
  /// The activity as written in the file (TCX `Sport`, GPX `<type>`), if any.
  public var activityRaw: String?
  /// Where ``activity`` came from; `nil` while it is `other` for want of evidence.
  public var activitySource: ActivitySource?
  /// A trip by car, taxi, bus, train, boat or plane (from its type, name or speed): listed, but
  /// not a workout, so it counts toward no achievement or total.
  public var isTransport = false
  /// Entered by hand in the service (a Strava manual activity): no track, summary as stated, so
  /// it counts toward totals, streaks and dates but never toward records that need a track.
  public var isManual = false
  /// Equipment the service recorded for it (Strava's `Activity Gear`: a bike or shoe name).
  public var gear: String?
  /// Marked as a commute in the service (Strava's `Commute` column).
  public var isCommute = false
  /// Done indoors (treadmill, trainer, pool).
  public var isIndoor: Bool
  /// Done in a virtual world (Zwift and the like).
  public var isVirtual: Bool
  /// Trackpoint segments in file order (GPX `trkseg`s of all tracks of the workout, TCX `Track`s).
  /// Changed only through ``editTrackpoints(_:)`` (which computes ``summary`` again) and
  /// ``dropTrackpoints()``, so the summary never describes other points than these.
  public private(set) var segments: [TrackSegment]
  /// Laps in file order (TCX only; empty for GPX).
  public private(set) var laps: [Lap]
  /// UTC offset in seconds east of Greenwich that the file wrote in its first timestamp, if any.
  public var writtenUTCOffsetSeconds: Int?
  /// IANA identifier of the workout's zone (or a fixed-offset `GMT+hhmm` zone when the file only
  /// wrote an offset that no looked-up zone matches).
  public var timeZoneIdentifier: String
  /// Where ``timeZoneIdentifier`` came from.
  public var timeZoneSource: TimeZoneSource
  /// The zone found from coordinates, kept when the zone itself came from a written offset.
  public var coordinatesTimeZoneIdentifier: String?
  /// Calories the file states for the whole workout outside laps (Garmin TrackStatsExtension
  /// `Calories` in GPX), kilocalories; used when the laps give none and it is plausible.
  public var statedCalories: Double?
  /// Summary metrics: computed from segments, laps and ``activity`` (again whenever one of them
  /// changes: ``retype(to:)``, ``editTrackpoints(_:)``), or stated by the file or export (given
  /// to ``init(source:format:creator:name:activity:activityRaw:isIndoor:isVirtual:segments:laps:writtenUTCOffsetSeconds:timeZoneIdentifier:timeZoneSource:coordinatesTimeZoneIdentifier:statedCalories:summary:)``,
  /// or set over the computed one: a FIT session's own totals). Settable for those stated totals.
  public var summary: WorkoutSummary
  /// Whether ``summary`` is computed from the points held: `false` once they were dropped
  /// (``dropTrackpoints()``) or when the summary was given at creation (an Apple Health or
  /// Strava-stated workout, one loaded from the library), so that a new type keeps it instead
  /// of summarising nothing.
  public private(set) var summaryFollowsTrackpoints: Bool
  /// Best efforts inside the workout for its activity's targets (``BestEffortFinder``), filled by
  /// the importer once the activity is final and before trackpoints are dropped; empty until then.
  public var bestEfforts: [BestEffort] = []
  /// A small outline of the route with its ends trimmed (``RouteSketch``), filled by the importer
  /// before trackpoints are dropped; `nil` for workouts without a usable path and for virtual
  /// ones.
  public var routeSketch: RouteSketch?
  /// The map tiles the track passes through (``ExplorerTiles``), filled by the importer from
  /// the full track before trackpoints are dropped; `nil` when not computed (indoor, virtual, no
  /// positions, or a workout stored before tiles were kept).
  public var explorerTiles: ExplorerTiles?
  /// The countries the track passes through (``CountryVisits``), filled by the importer from the
  /// full track before trackpoints are dropped; `nil` when not computed (indoor, virtual, no
  /// positions, or a workout stored before countries were kept).
  public var countries: CountryVisits?
  /// The route file an export names for this workout, relative to the export's root folder and
  /// starting with `/` (Apple Health `Workout/WorkoutRoute/FileReference/@path`, e.g.
  /// `/workout-routes/route_2025-12-20_12.51pm.gpx`); `nil` for other formats and route-less
  /// workouts. Used by the post-read join (`AppleHealthExport.join(files:)`) that attaches the
  /// route's best efforts and outline to this workout.
  public var routeFile: String?
  /// The first valid position rounded to 0.01° (``StartPosition``), kept by
  /// ``dropTrackpoints()`` so ``firstPosition`` still answers afterwards (and from the library);
  /// `nil` while the points are held or when there were none.
  public var startPosition: StartPosition?

  /// Creates a workout; ``summary`` is computed from `segments` and `laps` unless given.
  public init(
    source: String, format: FileFormat, creator: String? = nil, name: String? = nil,
    activity: ActivityType = .other, activityRaw: String? = nil, isIndoor: Bool = false,
    isVirtual: Bool = false, segments: [TrackSegment] = [], laps: [Lap] = [],
    writtenUTCOffsetSeconds: Int? = nil, timeZoneIdentifier: String = "UTC",
    timeZoneSource: TimeZoneSource = .utcFallback, coordinatesTimeZoneIdentifier: String? = nil,
    statedCalories: Double? = nil, summary: WorkoutSummary? = nil
  ) {
    self.source = source
    self.format = format
    self.creator = creator
    self.name = name
    self.activity = activity
    self.activityRaw = activityRaw
    self.isIndoor = isIndoor
    self.isVirtual = isVirtual
    self.segments = segments
    self.laps = laps
    self.writtenUTCOffsetSeconds = writtenUTCOffsetSeconds
    self.timeZoneIdentifier = timeZoneIdentifier
    self.timeZoneSource = timeZoneSource
    self.coordinatesTimeZoneIdentifier = coordinatesTimeZoneIdentifier
    self.statedCalories = statedCalories
    self.summary = summary ?? WorkoutSummary(segments: segments, laps: laps, activity: activity)
    self.summaryFollowsTrackpoints = summary == nil
    if summary == nil { applyStatedCalories() }
  }

  /// Sets ``activity`` to `type`; when it changed and ``summaryFollowsTrackpoints``, computes
  /// ``summary`` again (moving-time and plausibility limits are per sport). A reader that
  /// overlays stated totals (FIT sessions) overlays them again afterwards.
  public mutating func retype(to type: ActivityType) {
    guard type != activity else { return }
    activity = type
    if summaryFollowsTrackpoints { summarize() }
  }

  /// Changes the points in place (a reader merging a separate heart-rate track), then computes
  /// ``summary`` again.
  public mutating func editTrackpoints(_ edit: (inout [TrackSegment]) -> Void) {
    edit(&segments)
    summarize()
  }

  /// Drops the trackpoints once best efforts and the route sketch were taken from them (the
  /// importer, to keep memory flat); ``summary`` still describes them and is no longer
  /// recomputed (``summaryFollowsTrackpoints`` becomes `false`).
  public mutating func dropTrackpoints() {
    if let first = firstPosition, startPosition == nil {
      startPosition = StartPosition(rounding: first.latitude, first.longitude)
    }
    segments = []
    summaryFollowsTrackpoints = false
  }

  /// Computes ``summary`` from segments, laps and ``activity``, then applies ``statedCalories``.
  mutating func summarize() {
    summary = WorkoutSummary(segments: segments, laps: laps, activity: activity)
    applyStatedCalories()
  }

  /// Uses ``statedCalories`` when the laps gave none and it is above 0 and at most
  /// 100 kcal + 2,000 kcal per hour of the workout (the lap-calorie rule).
  private mutating func applyStatedCalories() {
    guard summary.calories == nil, let stated = statedCalories, stated.isFinite, stated > 0
    else { return }
    if Plausibility.calories(hours: summary.durationSeconds / 3600).contains(stated) {
      summary.calories = stated
    } else {
      summary.implausibleValueCount += 1
    }
  }

  /// The workout's zone as a Foundation `TimeZone`; UTC when the identifier is unknown to ICU.
  public var localTimeZone: TimeZone {
    TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: "UTC") ?? .current
  }

  /// The first trackpoint with a valid position, if any; once the points are dropped, the
  /// rounded ``startPosition`` kept then.
  public var firstPosition: (latitude: Double, longitude: Double)? {
    for segment in segments {
      for point in segment.points {
        if let lat = point.latitude, let lon = point.longitude { return (lat, lon) }
      }
    }
    return startPosition.map { ($0.latitude, $0.longitude) }
  }
}
