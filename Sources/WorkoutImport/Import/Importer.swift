import Dispatch
import Foundation
import WorkoutModel

/// Reads many files in parallel and resolves each workout's time zone.
///
/// One bad file never stops the batch: it comes back as a ``ParsedFile`` with ``ParsedFile/error``
/// set. Results keep the order of ``FileDiscovery/files(for:)``, so the same inputs give the same
/// output whatever the scheduling.
public struct Importer: Sendable {
  /// Chooses each workout's zone.
  public var resolver: TimeZoneResolver
  /// Called after each file with (files done, files total), from any thread.
  public var progress: (@Sendable (Int, Int) -> Void)?
  /// Whether workouts keep their trackpoints after their summary is computed and their zone is
  /// chosen. `false` bounds memory by the largest file instead of the whole batch (a bulk export
  /// holds millions of points; achievements and reports need only summaries).
  public var keepsTrackpoints: Bool
  /// The user's activity corrections: file → type (issue 8, `--activity FILE=TYPE`). A key
  /// matches a file when it is its path, a trailing part of its path after a `/`, or its name.
  /// A correction wins over every other evidence (`activity_source` `user`).
  public var activityCorrections: [String: ActivityType] = [:] {
    didSet { correctionLookup = CorrectionLookup(activityCorrections) }
  }
  /// ``activityCorrections`` indexed for matching paths (kept in step with them).
  public private(set) var correctionLookup = CorrectionLookup([:])
  /// Asked before each input file or archive is opened, with its ``FileStamp``: `true` means
  /// "already read, unchanged" (the workout library's answer), and the input is neither opened
  /// nor returned by ``run(files:)`` (an archive: none of its members). `nil` (the default)
  /// reads every input. Side files (``ExportSideFile``) are always read. Called on the
  /// producer thread.
  public var isUnchanged: (@Sendable (FileStamp) -> Bool)?

  /// Creates an importer.
  public init(
    resolver: TimeZoneResolver, keepsTrackpoints: Bool = true,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.resolver = resolver
    self.keepsTrackpoints = keepsTrackpoints
    self.progress = progress
  }

  /// Whether each workout's best efforts (``Workout/bestEfforts``) are searched. `true` by
  /// default; a caller that never reads them (`trophies inspect`) sets `false` and skips the
  /// search — on a 10 MB GPX run 13 % of the import's instructions (issue 10).
  public var findsBestEfforts = true
  /// Whether each workout's ``Workout/routeSketch`` is drawn. `true` by default; `false` for a
  /// caller that shows no route (`trophies inspect`).
  public var drawsRouteSketches = true
  /// Looks up the ISO 3166-1 alpha-2 country at a WGS 84 position in degrees (`nil`: none, at
  /// sea); when set, each outdoor, non-virtual workout's ``Workout/countries`` is filled from
  /// its full track (``CountryVisits``). `nil` (the default) leaves them `nil`.
  public var countryLookup: (@Sendable (_ latitude: Double, _ longitude: Double) -> String?)?

  /// Limits on each archive read (``ArchiveLimits``).
  public var archiveLimits = ArchiveLimits.standard
  /// Most workouts of one account-export index a run holds (an Apple Health `export.xml`'s
  /// workouts, a Strava `activities.csv`'s manual entries): an index with more is read without
  /// keeping them (``HeldBackExport``; the workout library reads it again and stores them batch
  /// by batch). `nil` (the default) holds every workout, as `inspect` and `report` need them.
  public var heldExportWorkouts: Int?
  /// The sports account exports give files, learned from their side files before the files
  /// are read (``ExportSports``; set by ``ImportPipeline``).
  var exportSports = ExportSports()
  /// What the folder listing saw of the files to read (``FileDiscovery/listing(for:)``): a
  /// listed file is opened by its listed bytes and read only while it is still the file listed.
  public var listing = FileListing()
  /// When set, archives are read for these members only (`ARCHIVE!/member` sources; see
  /// ``reread(_:in:)``); `nil` reads every member.
  var wantedMembers: Set<String>?
  /// Archive members larger than this (gzip-compressed: 1/16 of it) are streamed by the
  /// producer one at a time instead of being held whole (``largeFileBytes``; smaller in tests).
  var largeMemberBytes = Importer.largeFileBytes

  /// Discovers the files under `inputs` (see ``FileDiscovery``) and reads them all.
  public func importFiles(_ inputs: [String]) -> [ParsedFile] {
    importRun(inputs).files
  }

  /// Discovers the files under `inputs` (see ``FileDiscovery``) and reads them all, archives and
  /// side files included (see ``run(files:)``).
  public func importRun(_ inputs: [String]) -> ImportRun {
    let (files, listing) = FileDiscovery.listing(for: inputs)
    var importer = self
    importer.listing = listing
    return importer.run(files: files)
  }

  /// Reads exactly `files`, in parallel across cores, results in the same order (see
  /// ``run(files:)``; side files are left out).
  public func read(files: [String]) -> [ParsedFile] {
    run(files: files).files
  }

  /// Reads exactly `files`: each workout file gives one ``ParsedFile``; an archive (sniffed from
  /// its first bytes, see ``ArchiveWalk``) gives one per workout member, in archive order,
  /// named `ARCHIVE!/member`, plus an entry for the archive itself when it cannot be read, broke
  /// off or passed one of ``archiveLimits``; side files (``ExportSideFile/isSideFileName(_:)``)
  /// are kept in ``ImportRun/sideFiles``. Results keep the order of `files`, whatever the
  /// scheduling.
  ///
  /// One producer (the calling thread) lists the files and streams archive members into memory;
  /// one worker per core parses them (``ImportPipeline``). Memory per run is bounded, not only
  /// per file: a file larger than ``largeFileBytes`` (gzip-compressed: 1/16 of it, for the
  /// expansion), or an archive member as large, is read only while no other large one is, so a
  /// run holds at most one file's worth of points near the 4 M-point limit (~0.7 GB) plus one
  /// smaller file per other core, and at most ``largeFileBytes`` of queued member bytes.
  public func run(files: [String]) -> ImportRun {
    ImportPipeline(importer: self, inputs: files.count).run(files)
  }
}

extension Importer {
  /// The corrected type for `path`, if a key of `corrections` matches it: the first of
  /// ``correctionKeys(for:in:)`` (the path itself, else its longest trailing part that is a key).
  public static func correction(
    for path: String, in corrections: [String: ActivityType]
  ) -> ActivityType? {
    CorrectionLookup(corrections).correction(for: path)
  }

  /// The keys of `corrections` that match `path`, the one that wins first: `path` itself, then
  /// each trailing part of it after a `/` (`path` ends with `/` and the key), longest first —
  /// the file name last (``CorrectionLookup/keys(for:)``). Indexes `corrections` on each call:
  /// for many paths, use one ``CorrectionLookup`` (``correctionLookup``) instead (break-it H3:
  /// each file was checked against every key, 66 s for 1,176 files and 25,000 corrections).
  public static func correctionKeys(
    for path: String, in corrections: [String: ActivityType]
  ) -> [String] {
    CorrectionLookup(corrections).keys(for: path)
  }

  /// Marks each file of `files` whose source one of ``activityCorrections`` matches
  /// (``ParsedFile/takesCorrection``), and returns the keys that matched a source.
  public func markCorrected(_ files: inout [ParsedFile]) -> Set<String> {
    var matched = Set<String>()
    guard !activityCorrections.isEmpty else { return matched }
    for index in files.indices {
      let keys = correctionLookup.keys(for: files[index].source)
      guard !keys.isEmpty else { continue }
      files[index].takesCorrection = true
      matched.formUnion(keys)
    }
    return matched
  }

  /// Sets `workout`'s type to the user's `type` (source `user`; never a trip) and recomputes
  /// its summary with that sport's limits.
  public static func correct(_ workout: inout Workout, to type: ActivityType) {
    workout.isTransport = false
    workout.activitySource = .user
    workout.retype(to: type)
  }

  /// Longest plausible workout, seconds (48 h: multi-day ultras fit; a logger left running
  /// for weeks does not).
  public static let longestPlausibleDuration: TimeInterval = 48 * 3600

  /// A warning for a workout longer than ``longestPlausibleDuration`` (usually a recording left
  /// running, or a broken timestamp), or `nil`.
  static func durationWarning(_ workout: Workout) -> ImportWarning? {
    let seconds = workout.summary.durationSeconds
    guard seconds > longestPlausibleDuration, let start = workout.summary.startUTC else {
      return nil
    }
    let days = NumberText.fixed(
      seconds / Double(CivilDateTime.secondsPerDay), decimals: 1, grouping: false)
    return ImportWarning(
      .workoutTooLong,
      "the workout starting \(ISO8601Format.utc(start)) lasts \(days) days; check the file "
        + "(a recording left running?) — only its first 48 hours count for hour and date badges")
  }
}

extension Importer {
  /// Files at least this large (bytes as stored; 1/16 of it when the name ends in `.gz`) are
  /// read one at a time (64 MiB: about 0.5–2.6 M trackpoints of GPX).
  public static let largeFileBytes = 64 << 20

  /// Whether `path` is a large file (see ``largeFileBytes``); unreadable paths are not.
  static func isLarge(_ path: String) -> Bool {
    // Through the stamp: a listed name that is not UTF-8 is sized too (``FileStamp/init(path:)``).
    guard let stamp = FileStamp(path: path) else { return false }
    let size = Int(stamp.size)
    return path.lowercased().hasSuffix(".gz") ? size >= largeFileBytes / 16 : size >= largeFileBytes
  }
}
