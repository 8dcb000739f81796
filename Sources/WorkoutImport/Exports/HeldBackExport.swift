import WorkoutModel

/// An account-export index read without keeping its workouts — an Apple Health `export.xml`,
/// or a Strava `activities.csv`'s manual entries: it held more than
/// ``Importer/heldExportWorkouts``, so the workout library reads it again and stores its
/// workouts batch by batch (``Importer/streamHeldBack(_:sideFiles:batchSize:into:)``) instead
/// of holding them all (issue 17). What the first reading keeps is what the run's joins need
/// before then: for Apple Health about 120 bytes per workout that names a route (40, and its
/// route path's string) and nothing for the others; for Strava the count.
public struct HeldBackExport: Sendable, Hashable {
  /// A workout of the export that names a route file, as the joins see it.
  public struct RoutedWorkout: Sendable, Hashable {
    /// Its position among the export's workouts (0 first).
    public var ordinal: Int
    /// Its UTC start, seconds since 1970 (``AppleHealthExport``'s nearest-route rule).
    public var start: Double
    /// The route path the workout names (`/workout-routes/route_….gpx`, its ``Workout/routeFile``,
    /// the same string, not a copy): its source beside the export
    /// (``AppleHealthExport/routeSource(export:path:)``) is matched against the run's sources
    /// by the key itself (a `hashValue` was seeded per process and could collide), both spelled
    /// as ``MemberPath/key(_:)`` resolves them.
    public var routeFile: String
    /// Its type once finished (the user's correction applied).
    public var activity: ActivityType
  }

  /// Workouts the export gave.
  public var workoutCount = 0
  /// Its workouts that name a route file, in file order.
  public var routed: [RoutedWorkout] = []
  /// The route workout each routed workout takes (by ordinal), once
  /// ``AppleHealthExport/join(_:)`` found its route file among the run's files.
  public var attachments: [Int: Workout] = [:]
  /// Routed workouts whose route file is among the run's files but holds no workout: no route
  /// is joined, and no `route_file_missing` counts them.
  public var routeWithoutWorkout: Set<Int> = []

  /// Creates an empty record.
  public init() {}
}
