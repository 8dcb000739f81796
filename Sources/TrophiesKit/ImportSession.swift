import WorkoutImport
import WorkoutModel

/// What one import read: every file (each with its workouts or the reason it gave none, its
/// warnings and the duplicate recordings found), and the workouts in UTC start order, split
/// into counted and not counted. ``TrophiesImport/read(_:options:)`` makes one from paths; a
/// workout library's ``WorkoutLibrary/WorkoutLibrary/files()`` make one with
/// ``init(moving:minimum:)``.
public struct ImportSession: Sendable {
  /// Every file read, in discovery order (archive members in archive order), duplicates marked.
  /// Their workouts are moved out into ``workouts`` and ``notCounted`` unless the session was
  /// read with ``ImportOptions/listsWorkouts`` `false`.
  public var files: [ParsedFile]
  /// The counted workouts (with a start time, not duplicates, not trips, not shorter than the
  /// minimum), sorted by UTC start (then source): what achievements and totals use.
  public var workouts: [Workout]
  /// Imported workouts that are not counted, with the reason, in the same order.
  public var notCounted: [(workout: Workout, reason: MinimumWorkout.Reason)] = []
  /// The shortest counted workout.
  public var minimum = MinimumWorkout.standard
  /// The home zone the run used, resolved once (`nil` for a session read from a library).
  public var homeTimeZone: HomeTimeZone?
  /// Every input file found (read or not: unchanged files a library already holds included),
  /// in discovery order.
  public var discovered: [String] = []
  /// Keys of ``ImportOptions/activityCorrections`` that matched no file read (most likely
  /// typos), sorted.
  public var unmatchedCorrections: [String] = []
  /// Rows of the workout library whose stored warnings were damaged and left out (each such
  /// file carries a `library_row_damaged` warning instead; break-it pass 7 M3): the run exits 3
  /// as for a damaged workout row, which is a skipped file of its own.
  public var damagedWarningRows = 0

  /// Number of warning values on imported files: the report header shows the same number.
  public var warningCount: Int { importedFiles.reduce(0) { $0 + $1.warnings.count } }

  /// The warnings of imported files, each with its file's source, in file order.
  public var warnings: [(file: String, warning: ImportWarning)] {
    importedFiles.flatMap { file in file.warnings.map { (file.source, $0) } }
  }

  /// Files that gave no workout (each with ``WorkoutImport/ParsedFile/error``).
  public var skipped: [ParsedFile] { files.filter { $0.error != nil } }
  /// Files that gave workouts (each file is in exactly one of ``skipped`` and
  /// ``importedFiles``).
  public var importedFiles: [ParsedFile] { files.filter { $0.error == nil } }

  /// Whether any input held a workout (counted or not).
  public var imported: Bool {
    !workouts.isEmpty || !notCounted.isEmpty || holdsUnsortedWorkouts
  }
  /// Whether ``files`` hold a workout with a start that ``workouts`` and ``notCounted`` leave
  /// out: a session read without ``ImportOptions/listsWorkouts`` sorts and splits nothing.
  public var holdsUnsortedWorkouts = false
  /// Reads a held-back export of ``files`` (``WorkoutImport/ParsedFile/heldBack``: a session
  /// read without ``ImportOptions/listsWorkouts`` holds no workout of an export of more than
  /// 10,000) again, handing its workouts to the closure at most the given number at a time,
  /// and returns the file as ``WorkoutImport/Importer/streamHeldBack(_:sideFiles:batchSize:into:)``
  /// does; `nil` when the session holds no such file.
  public var streamHeldBack: (@Sendable (ParsedFile, Int, ([Workout]) -> Bool) -> ParsedFile)?

  /// A session of `files` whose counted copies are `kept`: workouts without a start left out,
  /// the rest in ``WorkoutModel/WorkoutOrder`` (UTC start, source, name, end, activity) and
  /// split by `minimum`. (A session that lists no workouts passes no `kept`.)
  public init(files: [ParsedFile], kept: [Workout], minimum: MinimumWorkout) {
    self.files = files
    self.workouts = []
    self.minimum = minimum
    var list = kept
    place(&list)
  }
}
