import WorkoutImport
import WorkoutModel

/// How ``TrophiesImport`` reads: the home zone, the user's activity corrections, the shortest
/// counted workout, what is computed per workout, and progress.
public struct ImportOptions: Sendable {
  /// The home zone's IANA name (`--home-timezone`), or `nil` to take ``environment``'s `TZ`,
  /// else the system zone (``HomeTimeZone/resolve(given:environment:)``).
  public var homeTimeZone: String?
  /// The process environment consulted for `TZ` (pass `ProcessInfo.processInfo.environment`;
  /// the default, empty, means the system zone when ``homeTimeZone`` is `nil`).
  public var environment: [String: String]
  /// The user's activity corrections, file → type (`--activity FILE=TYPE`; see
  /// ``WorkoutImport/Importer/activityCorrections``): a key matches a file's path, a trailing
  /// part of it after a `/`, or its name.
  public var activityCorrections: [String: ActivityType]
  /// The shortest counted workout (``WorkoutModel/MinimumWorkout``; default 2 minutes and 200 m).
  public var minimum: MinimumWorkout
  /// Whether each workout's best efforts are searched (default `true`; `false` saves 13 % of
  /// a GPX import's instructions when no record is read).
  public var findsBestEfforts: Bool
  /// Whether each workout's route sketch is drawn (default `true`).
  public var drawsRouteSketches: Bool
  /// Whether workouts are moved out of their files into ``ImportSession/workouts`` (sorted,
  /// split by ``minimum``; default `true`). `false` leaves them in ``ImportSession/files``
  /// (``ImportSession/workouts`` stays empty), as `trophies inspect` prints them file by file.
  public var listsWorkouts: Bool
  /// What folder listings leave out: the run's own outputs (the report's output folder's
  /// cabinet files, the workout library) when they lie inside an input folder
  /// (``WorkoutImport/DiscoveryExclusion``; default nothing).
  public var excluded = DiscoveryExclusion()
  /// The folder relative paths are read in by ``TrophiesImport/store(_:into:options:batchSize:startedAt:)``
  /// (an absolute path), which keys every file by its absolute path in it; `nil` (the default):
  /// the process's working folder.
  public var workingFolder: String?
  /// Called after each file with (files done, files total), from any thread.
  public var progress: (@Sendable (Int, Int) -> Void)?

  /// Options with the defaults given on each property.
  public init(
    homeTimeZone: String? = nil, environment: [String: String] = [:],
    activityCorrections: [String: ActivityType] = [:], minimum: MinimumWorkout = .standard
  ) {
    self.homeTimeZone = homeTimeZone
    self.environment = environment
    self.activityCorrections = activityCorrections
    self.minimum = minimum
    findsBestEfforts = true
    drawsRouteSketches = true
    listsWorkouts = true
    progress = nil
  }
}
