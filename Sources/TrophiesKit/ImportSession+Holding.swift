import WorkoutImport
import WorkoutModel

extension ImportSession {
  /// A session of `files` (duplicates marked, as ``DuplicateWorkouts/mark(_:)`` or
  /// ``WorkoutLibrary/WorkoutLibrary/files()`` leave them) whose workouts are moved out of the
  /// files, not copied: each workout is held once, in ``workouts`` or ``notCounted``, and the
  /// files keep their source, warnings, error and duplicates (a session that lists its workouts
  /// file by file, as `trophies inspect` does, is built with ``init(files:kept:minimum:)``).
  ///
  /// A file's duplicate recordings that carry their index (``DuplicateRecording/workout``) are
  /// left out; those without one are not among the file's workouts (the library's). Workouts
  /// without a start are left out. A million Apple Health workouts held three times over
  /// (the files, a flat list, the sorted list) took 1.66 GB for `achievements --json`.
  public init(moving files: [ParsedFile], minimum: MinimumWorkout) {
    var files = files
    var all: [Workout] = []
    for index in files.indices {
      var list = files[index].workouts
      files[index].workouts = []  // `list` is now the only holder: compacted in place
      let copies = Set(files[index].duplicates.compactMap(\.workout))
      var kept = 0
      for position in list.indices where !copies.contains(position) {
        if kept != position { list.swapAt(kept, position) }
        kept += 1
      }
      list.removeSubrange(kept...)
      if all.isEmpty { all = list } else { all.append(contentsOf: list) }
    }
    self.init(files: files, kept: [], minimum: minimum)
    place(&all)
  }

  /// Puts `kept` into ``workouts`` and ``notCounted``: those without a start left out, the rest
  /// in ``WorkoutModel/WorkoutOrder`` and split by ``minimum``. The workouts are sorted in place (a
  /// permutation of indices followed cycle by cycle), so no second list of them is made;
  /// `list` is left empty.
  public mutating func place(_ list: inout [Workout]) {
    list.removeAll { $0.summary.startUTC == nil }
    // Indices are sorted, not the workouts themselves (large values: 10,000 of them from a
    // library moved a few megabytes around per comparison pass).
    var source = list.indices.compactMap { index in
      WorkoutOrder(list[index]).map { (key: $0, index: index) }
    }.sorted { $0.key < $1.key }.map(\.index)
    // Position `target` takes the workout at `source[target]`: each cycle of the permutation
    // is walked once, a visited position marked by pointing at itself.
    for first in source.indices where source[first] != first {
      let held = list[first]
      var target = first
      while source[target] != first {
        let from = source[target]
        list[target] = list[from]
        source[target] = target
        target = from
      }
      list[target] = held
      source[target] = target
    }
    var counted = 0
    for position in list.indices {
      if let reason = minimum.exclusion(list[position]) {
        notCounted.append((list[position], reason))
      } else {
        if counted != position { list.swapAt(counted, position) }
        counted += 1
      }
    }
    list.removeSubrange(counted...)
    workouts = list
    list = []
  }
}
