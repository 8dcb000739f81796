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
  public var activityCorrections: [String: ActivityType] = [:]
  /// Asked before each file is opened, with its ``FileStamp``: `true` means "already read,
  /// unchanged" (the workout library's answer), and the file is neither opened nor returned by
  /// ``read(files:)``. `nil` (the default) reads every file. Called from any thread.
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

  /// Discovers the files under `inputs` (see ``FileDiscovery``) and reads them all.
  public func importFiles(_ inputs: [String]) -> [ParsedFile] {
    read(files: FileDiscovery.files(for: inputs))
  }

  /// Reads exactly `files`, in parallel across cores, results in the same order; files that
  /// ``isUnchanged`` answers `true` for are left out (and still counted by ``progress``).
  ///
  /// Memory per run is bounded, not only per file: a file larger than
  /// ``largeFileBytes`` (gzip-compressed: 1/16 of it, for the expansion) is read only while no
  /// other large file is, so a run holds at most one file's worth of points near the 4 M-point
  /// limit (~0.7 GB) plus one smaller file per other core, however many cores there are. Small
  /// files (nearly every real export) still run on every core.
  public func read(files: [String]) -> [ParsedFile] {
    let results = ResultSlots(count: files.count)
    let gate = DispatchSemaphore(value: 1)  // one large file at a time
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      if let isUnchanged, let stamp = FileStamp(path: files[index]), isUnchanged(stamp) {
        let done = results.skip(index)  // counted even without a progress callback
        progress?(done, files.count)
        return
      }
      let large = Self.isLarge(files[index])
      if large { gate.wait() }
      var parsed = WorkoutFileReader.read(path: files[index])
      if let corrected = Self.correction(for: files[index], in: activityCorrections) {
        for workoutIndex in parsed.workouts.indices {
          Self.correct(&parsed.workouts[workoutIndex], to: corrected)
        }
      }
      for workoutIndex in parsed.workouts.indices {
        resolver.resolve(&parsed.workouts[workoutIndex])
        parsed.workouts[workoutIndex].bestEfforts = BestEffortFinder.efforts(
          for: parsed.workouts[workoutIndex])
        if !parsed.workouts[workoutIndex].isVirtual {
          parsed.workouts[workoutIndex].routeSketch = RouteSketch(
            segments: parsed.workouts[workoutIndex].segments)
        }
        if let warning = TimeZoneResolver.offsetDisagreement(parsed.workouts[workoutIndex]) {
          parsed.warnings.append(warning)
        }
        if !keepsTrackpoints { parsed.workouts[workoutIndex].segments = [] }
        if let warning = Self.durationWarning(parsed.workouts[workoutIndex]) {
          parsed.warnings.append(warning)
        }
      }
      // The file's points are dropped (or handed on) by now: the next large file may start.
      if large { gate.signal() }
      let done = results.store(parsed, at: index)
      progress?(done, files.count)
    }
    return results.values()
  }
}

extension Importer {
  /// The corrected type for `path`, if a key of `corrections` matches it.
  public static func correction(
    for path: String, in corrections: [String: ActivityType]
  ) -> ActivityType? {
    guard !corrections.isEmpty else { return nil }
    if let exact = corrections[path] { return exact }
    for (key, type) in corrections where path.hasSuffix("/" + key) { return type }
    return nil
  }

  /// Sets `workout`'s type to the user's `type` (source `user`; never a trip) and recomputes
  /// its summary with that sport's limits.
  public static func correct(_ workout: inout Workout, to type: ActivityType) {
    workout.isTransport = false
    workout.activitySource = .user
    guard workout.activity != type else { return }
    workout.activity = type
    workout.summarize()
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
    let days = (seconds / 86_400 * 10).rounded() / 10
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
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let size = Int(info.st_size)
    return path.lowercased().hasSuffix(".gz") ? size >= largeFileBytes / 16 : size >= largeFileBytes
  }
}

/// Thread-safe write-once slots for parallel results.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [ParsedFile?]
  private var done = 0

  private var skipped: Set<Int> = []

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Counts a file that was not read (``Importer/isUnchanged``); returns the files done.
  func skip(_ index: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    skipped.insert(index)
    done += 1
    return done
  }

  func store(_ value: ParsedFile, at index: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
    done += 1
    return done
  }

  func values() -> [ParsedFile] {
    lock.lock()
    defer { lock.unlock() }
    var values: [ParsedFile] = []
    for (index, slot) in slots.enumerated() where !skipped.contains(index) {
      values.append(
        slot
          ?? ParsedFile(source: "#\(index)", error: ImportError(.io, "not read", file: "#\(index)"))
      )
    }
    return values
  }
}
