import Foundation
import WorkoutModel

/// Finds workouts that were recorded once but imported twice: the same activity exported by
/// two apps (Garmin Connect and Strava), or the same file reached through two paths.
///
/// Rule: two workouts are the same when their UTC starts are at most
/// ``startTolerance`` apart and their durations differ by at most ``durationTolerance``
/// (exports of one recording round or trim the ends slightly). The activity type is not
/// compared: apps spell it differently. Of each group a copy read whole is kept over one read cut
/// short (its file has a warning whose ``WorkoutModel/ImportWarning/Code/isCutShort``: an
/// interrupted download keeps the FIT session, so it has the whole recording's start and
/// duration but not its track; break-it pass 7 B10), whatever the input order; among equals the
/// first in input order (file order, then order within the file) is kept.
public enum DuplicateWorkouts {
  /// Largest difference of start instants for two copies, seconds.
  public static let startTolerance: TimeInterval = 2
  /// Largest difference of durations for two copies, seconds.
  public static let durationTolerance: TimeInterval = 60

  /// Position of a workout in a list of parsed files.
  public struct Position: Hashable, Sendable, Comparable {
    /// Index of the file.
    public var file: Int
    /// Index of the workout within the file.
    public var workout: Int

    /// The position of workout `workout` of file `file`.
    public init(file: Int, workout: Int) {
      self.file = file
      self.workout = workout
    }

    /// Input order: file first, then workout.
    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.file, lhs.workout) < (rhs.file, rhs.workout)
    }
  }

  /// What the rule compares of one workout, for a file whose workouts are not held
  /// (`trophies inspect` on a held-back export: 16 bytes a workout instead of ~650).
  /// 16 bytes (`MemoryLayout` stride, checked by a test): an optional `Date` would take 24.
  public struct Key: Sendable {
    /// UTC start as seconds since 2001 (`Date`'s own value, so it reads back exactly), NaN
    /// when the workout has none.
    private var startSeconds: TimeInterval
    /// Duration, seconds (``WorkoutModel/WorkoutSummary/durationSeconds``).
    public var duration: TimeInterval

    /// UTC start (`nil`: never a duplicate).
    public var start: Date? {
      startSeconds.isNaN ? nil : Date(timeIntervalSinceReferenceDate: startSeconds)
    }

    /// The key of `workout`.
    public init(_ workout: Workout) {
      startSeconds = workout.summary.startUTC?.timeIntervalSinceReferenceDate ?? .nan
      duration = workout.summary.durationSeconds
    }
  }

  /// The duplicates in `files`, each mapped to the position of the copy that is kept.
  /// Workouts without a start time are never duplicates.
  ///
  /// One sweep over the workouts sorted by start (O(n log n)): each group of copies has one kept
  /// member (its anchor, the one preferred so far: read whole over cut short, then first in
  /// input order); a workout joins the group whose anchor started at most ``startTolerance``
  /// earlier with a duration within ``durationTolerance`` (the preferred anchor when several
  /// match), and becomes the anchor when it is preferred to it. Anchors still within the start window are kept by duration bucket
  /// (``durationTolerance`` wide), so only three buckets are looked at: two anchors in one bucket
  /// and one window would be copies of each other. 40 000 copies of one recording no longer
  /// take a quadratic 54 s (issue 10).
  /// The files at the indices of `heldBack` are taken to hold the workouts of those keys, in
  /// that order (their ``ParsedFile/workouts`` are not looked at).
  /// A workout is read cut short when its file's ``ParsedFile/warnings`` say so
  /// (``isCutShort(_:)``) or its position is in `cutShort` (the workout library's stored copies,
  /// whose files are not at hand).
  public static func find(
    in files: [ParsedFile], heldBack: [Int: [Key]] = [:], cutShort: Set<Position> = []
  ) -> [Position: Position] {
    var comparisons = 0
    return find(in: files, heldBack: heldBack, cutShort: cutShort, comparisons: &comparisons)
  }

  /// Whether `file` was read cut short (a warning whose
  /// ``WorkoutModel/ImportWarning/Code/isCutShort``): its workouts are never kept over a copy read
  /// whole.
  public static func isCutShort(_ file: ParsedFile) -> Bool {
    file.warnings.contains(where: \.code.isCutShort)
  }

  /// ``find(in:heldBack:cutShort:)``, counting the anchor comparisons made in `comparisons`
  /// (tests check that the work grows linearly).
  static func find(
    in files: [ParsedFile], heldBack: [Int: [Key]] = [:], cutShort: Set<Position> = [],
    comparisons: inout Int
  ) -> [Position: Position] {
    var entries: [(position: Position, start: TimeInterval, duration: TimeInterval, cut: Bool)] = []
    for (fileIndex, file) in files.enumerated() {
      let keys = heldBack[fileIndex] ?? file.workouts.map(Key.init)
      let fileCut = isCutShort(file)
      for (workoutIndex, key) in keys.enumerated() {
        guard let start = key.start else { continue }
        let position = Position(file: fileIndex, workout: workoutIndex)
        entries.append(
          (
            position, start.timeIntervalSince1970, key.duration,
            fileCut || cutShort.contains(position)
          ))
      }
    }
    // Which of two entries is kept: one read whole over one read cut short, then input order.
    func preferred(_ left: Int, over right: Int) -> Bool {
      let (left, right) = (entries[left], entries[right])
      return left.cut != right.cut ? !left.cut : left.position < right.position
    }
    entries.sort { $0.start != $1.start ? $0.start < $1.start : $0.position < $1.position }
    func bucket(_ entry: Int) -> Int {
      let value = (entries[entry].duration / durationTolerance).rounded(.down)
      return value.isFinite ? Int(max(min(value, 1e15), -1e15)) : 0
    }
    var groupOf = [Int](repeating: 0, count: entries.count)
    var anchors: [Int] = []  // group → entry index of its kept member
    var window: [Int: [Int]] = [:]  // duration bucket → groups whose anchor is in the window
    for index in entries.indices {
      let entry = entries[index]
      let home = bucket(index)
      var match: Int?
      for key in (home - 1)...(home + 1) {
        guard var groups = window[key] else { continue }
        groups.removeAll { entries[anchors[$0]].start < entry.start - startTolerance }
        window[key] = groups.isEmpty ? nil : groups
        for group in groups {
          comparisons += 1
          let anchor = entries[anchors[group]]
          guard abs(anchor.duration - entry.duration) <= durationTolerance else { continue }
          if let best = match, preferred(anchors[best], over: anchors[group]) { continue }
          match = group
        }
      }
      guard let group = match else {
        groupOf[index] = anchors.count
        window[home, default: []].append(anchors.count)
        anchors.append(index)
        continue
      }
      groupOf[index] = group
      // Keep whichever is preferred (read whole, then first in input order): it becomes the
      // group's anchor.
      if preferred(index, over: anchors[group]) {
        let old = bucket(anchors[group])
        window[old]?.removeAll { $0 == group }
        anchors[group] = index
        window[home, default: []].append(group)
      }
    }
    var duplicates: [Position: Position] = [:]
    for index in entries.indices where anchors[groupOf[index]] != index {
      duplicates[entries[index].position] = entries[anchors[groupOf[index]]].position
    }
    return duplicates
  }

  /// `files` with each duplicate listed in its file's ``ParsedFile/duplicates`` (naming the file
  /// whose copy is counted), plus the workouts to count (duplicates left out), in input order;
  /// a kept workout naming no gear takes its copies' (``gear(of:copies:)``).
  public static func resolve(_ files: [ParsedFile]) -> (files: [ParsedFile], kept: [Workout]) {
    let duplicates = find(in: files)
    let marked = mark(files, duplicates: duplicates)
    var kept: [Workout] = []
    for (fileIndex, file) in marked.enumerated() {
      for (workoutIndex, workout) in file.workouts.enumerated()
      where duplicates[Position(file: fileIndex, workout: workoutIndex)] == nil {
        kept.append(workout)
      }
    }
    return (marked, kept)
  }

  /// `files` with each duplicate listed in its file's ``ParsedFile/duplicates``, as
  /// ``resolve(_:)`` does, without collecting the kept workouts (for a caller that walks
  /// `files` itself: `trophies inspect` on a million workouts holds no second list of them).
  /// A kept workout naming no gear takes its copies' (``gear(of:copies:)``).
  /// The files at the indices of `heldBack` hold the workouts of those keys
  /// (``find(in:heldBack:)``).
  public static func mark(_ files: [ParsedFile], heldBack: [Int: [Key]] = [:]) -> [ParsedFile] {
    mark(files, heldBack: heldBack, duplicates: find(in: files, heldBack: heldBack))
  }

  private static func mark(
    _ files: [ParsedFile], heldBack: [Int: [Key]] = [:], duplicates: [Position: Position]
  ) -> [ParsedFile] {
    guard !duplicates.isEmpty else { return files }
    var result = carryGear(files, duplicates: duplicates)
    for (position, original) in duplicates.sorted(by: { $0.key < $1.key }) {
      let start =
        heldBack[position.file].map { $0[position.workout].start }
        ?? files[position.file].workouts[position.workout].summary.startUTC
      guard let start else { continue }
      result[position.file].duplicates.append(
        DuplicateRecording(
          startUTC: start, countedIn: files[original.file].source, workout: position.workout))
    }
    return result
  }
}
