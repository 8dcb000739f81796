internal import Cxxhash
import WorkoutModel

/// The sports an account export gives its files, known before those files are read, so a file's
/// type is final before its summary and best efforts are computed (issue 19: a type from a
/// Strava `activities.csv` sent the file back for a second full parse).
///
/// Built from the side files found before the workout files are read (see
/// ``ImportPipeline``): each Strava `activities.csv` row's type for the file its `Filename`
/// names, as ``ExportLayouts/sportCorrections(in:tables:)`` reads them. A file learns its
/// sport in ``Importer/finish(_:)``, while its trackpoints are still held; what is not known in
/// time (an Apple Health route's sport, in `export.xml`; a side file in a nested archive) is
/// still read again after the run (``Importer/reread(_:in:)``). A side file learned from that
/// the run itself does not hold in the end (the full walk of its archive stopped at a limit
/// before it) types nothing: the files it named are read again without it
/// (``unheld(by:)``).
struct ExportSports: Sendable {
  /// A side file as learned from: its source, length and XXH3-64 of its bytes.
  struct Fingerprint: Hashable, Sendable {
    var source: String
    var count: Int
    var hash: UInt64

    /// The fingerprint of `side`.
    init(_ side: ExportSideFile) {
      source = side.source
      count = side.bytes.count
      hash = side.bytes.withUnsafeBytes { XXH3_64bits($0.baseAddress, $0.count) }
    }
  }

  /// The export's sports for each file, by the key of its source (``MemberPath/key(_:)``), in
  /// the order the side files name them (the last that applies wins, as in
  /// ``ExportLayouts/sportCorrections(in:tables:)``).
  private var byKey: [String: [ActivityType]] = [:]
  /// The keys of the sources each side file learned from names.
  private var named: [Fingerprint: [String]] = [:]

  /// Whether no sport is known.
  var isEmpty: Bool { byKey.isEmpty }

  /// Whether the export gives the file `source` a sport.
  func names(_ source: String) -> Bool { byKey[MemberPath.key(source)] != nil }

  /// Adds the sports of `side` when it is a Strava `activities.csv`.
  mutating func add(_ side: ExportSideFile) {
    guard side.isStravaActivities else { return }
    // Only rows naming a file give sports: manual entries are not kept (a million of them).
    let sports = ExportLayouts.stravaSports(StravaCSV(side, keepingManualEntries: 0), of: side)
    guard !sports.isEmpty else { return }
    for (key, sport) in sports { byKey[key, default: []].append(sport) }
    named[Fingerprint(side), default: []] += sports.map(\.source)
  }

  /// The sport the export gives the file `source` whose workouts are `workouts` (read, the
  /// user's correction applied), or `nil` when it gives none that changes their best efforts
  /// (``ExportLayouts/changesSport(_:to:)``).
  func sport(for source: String, workouts: [Workout]) -> ActivityType? {
    byKey[MemberPath.key(source)]?.last { ExportLayouts.changesSport(workouts, to: $0) }
  }

  /// The keys (``MemberPath/key(_:)``) of the sources named by side files learned from that are
  /// not among `held` (the run's side files, compared by source and bytes).
  func unheld(by held: [ExportSideFile]) -> Set<String> {
    guard !named.isEmpty else { return [] }
    let present = Set(held.filter(\.isStravaActivities).map(Fingerprint.init))
    return Set(named.filter { !present.contains($0.key) }.values.joined())
  }
}
