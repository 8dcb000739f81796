import WorkoutModel

/// The first reading of a file in a run whose importer holds at most
/// ``Importer/heldExportWorkouts`` workouts of an Apple Health export: the reader's
/// ``limits`` carry a ``HealthWorkoutSink`` that leaves the workouts in place up to that many,
/// and past it lets them all go, keeping only the ``HeldBackExport`` record of them. Other
/// formats never call the sink, and an export that stays under the bound is read exactly as
/// without it.
final class HealthHoldBack: @unchecked Sendable {
  /// Workouts handed to the sink at a time once the export is held back.
  static let batchSize = 4096

  /// The limits to read the file with.
  private(set) var limits = WorkoutFileReader.Limits.standard
  /// What is kept of the workouts let go (`nil` while they are all held).
  private var held: HeldBackExport?
  private let source: String
  private let bound: Int
  private let correction: ActivityType?

  /// A hold-back for `source` keeping at most `bound` workouts (`nil`: no sink, every workout
  /// held), the user's `correction` for it applied to the routed workouts' types.
  init(source: String, bound: Int?, correction: ActivityType?) {
    self.source = source
    self.bound = bound ?? 0
    self.correction = correction
    guard let bound else { return }
    limits.healthSink = HealthWorkoutSink(batchSize: bound + 1) { [unowned self] workouts, _ in
      self.take(&workouts)
      return true
    }
  }

  private func take(_ workouts: inout [Workout]) {
    if held == nil {
      guard workouts.count > bound else { return }  // kept as they are
      held = HeldBackExport()
      limits.healthSink?.batchSize = Self.batchSize
    }
    guard var record = held else { return }
    held = nil  // `record` is the only holder while it grows
    for workout in workouts {
      if let path = workout.routeFile {
        record.routed.append(
          HeldBackExport.RoutedWorkout(
            ordinal: record.workoutCount,
            start: workout.summary.startUTC?.timeIntervalSince1970 ?? 0,
            routeFile: path,
            activity: correction ?? workout.activity))
      }
      record.workoutCount += 1
    }
    held = record
    workouts.removeAll(keepingCapacity: true)
  }

  /// Puts the record into `parsed` when its workouts were let go and it was read without an
  /// error.
  func record(into parsed: inout ParsedFile) {
    guard parsed.error == nil, let held else { return }
    parsed.heldBack = held
  }
}

extension Importer {
  /// The first reading of `source` in a run (see ``HealthHoldBack``): without a bound when
  /// ``heldExportWorkouts`` is `nil`, or when a side file gives `source` a sport (its workouts
  /// are then typed as a whole, ``exportSports``).
  func holdBack(_ source: String) -> HealthHoldBack {
    let bound = exportSports.names(source) ? nil : heldExportWorkouts
    return HealthHoldBack(
      source: source, bound: bound,
      correction: correctionLookup.correction(for: source))
  }
}
