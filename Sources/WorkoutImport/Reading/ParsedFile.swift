import Foundation
import WorkoutModel

/// The result of reading one file: its workouts, or the error that stopped it, plus warnings.
public struct ParsedFile: Sendable, Hashable {
  /// Path of the file (archive members as `archive.zip!/member`).
  public var source: String
  /// Detected format, `nil` when it was neither GPX, TCX nor FIT.
  public var format: FileFormat?
  /// Creator application or device (GPX `creator`, TCX `Creator/Name`), if any.
  public var creator: String?
  /// Workouts found, in file order; empty when ``error`` is set.
  public var workouts: [Workout]
  /// Non-fatal problems, one value per kind with its count (never one per point).
  public var warnings: [ImportWarning]
  /// Workouts of this file that are the same recording as one counted elsewhere (or earlier in
  /// this file): reported as duplicates, not as warnings. Filled by ``DuplicateWorkouts``.
  public var duplicates: [DuplicateRecording]
  /// Why the file gave no workout, if it did not.
  public var error: ImportError?
  /// The export index whose workout took this file's workouts over, when a post-read join
  /// merged them (an Apple Health route GPX → its `…/export.xml`, see
  /// ``AppleHealthExport/join(files:)``): the file was read fine, but its ``workouts`` are
  /// then empty because they are counted once, as part of that export's workout.
  public var joinedInto: String?
  /// XXH3-128 of the file's bytes as stored (see ``ContentHash``), when every byte was read;
  /// `nil` when reading stopped early (an error, a limit) or the bytes never arrived.
  public var contentHash: ContentHash?
  /// Set for an Apple Health `export.xml` whose workouts were not kept (too many to hold; see
  /// ``HeldBackExport``): ``workouts`` is then empty, and the workout library stores them by
  /// reading the file again.
  public var heldBack: HeldBackExport?
  /// Whether an account export's side file gave this file's workouts values the file's bytes do
  /// not hold (a Strava `activities.csv` row's name, type, gear and commute flag, a Garmin
  /// summary's name and type, an Apple Health export's routes): set by the joins
  /// (``ExportLayouts/apply(_:resolver:tables:)``). The workout library stores such workouts'
  /// values again when their content is already stored with other ones (a newer export's side
  /// file changed, the activity file did not).
  public var takesExportValues = false
  /// The UTC starts of an Apple Health export's workouts that name a route file no route could
  /// be taken from — not among the files read (`route_file_missing`), or read without a workout
  /// (`route_file_unreadable`: emptied, not a GPX, unreadable): set by
  /// ``AppleHealthExport/join(_:)``. The workout library keeps the stored workouts of the
  /// export's path when one of them with such a start has a route stored (break-it pass 7 B1,
  /// B3): a route that can no longer be read is not taken out of the library.
  public var routeLostStarts: [Date] = []
  /// Whether one of the user's activity corrections (``Importer/activityCorrections``) matches
  /// this file's source, so its workouts hold the type the user gave: set by the import
  /// (``Importer/markCorrected(_:)``). The workout library stores such workouts' type, summary
  /// and best efforts again when their content is already stored with others (break-it pass 7
  /// B9: a correction for a stored, unchanged file was never applied).
  public var takesCorrection = false

  /// Creates a result.
  public init(
    source: String, format: FileFormat? = nil, creator: String? = nil, workouts: [Workout] = [],
    warnings: [ImportWarning] = [], duplicates: [DuplicateRecording] = [],
    error: ImportError? = nil
  ) {
    self.source = source
    self.format = format
    self.creator = creator
    self.workouts = workouts
    self.warnings = warnings
    self.duplicates = duplicates
    self.error = error
  }
}
