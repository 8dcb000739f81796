import WorkoutModel

/// Where an Apple Health `export.xml` reader hands its workouts while the document streams by,
/// instead of holding them all until the end (issue 17: a million workouts held in one list
/// took 810 MB for `trophies import`).
///
/// Set as ``WorkoutFileReader/Limits/healthSink``. The reader appends each finished `<Workout>`
/// to its list and calls ``take`` whenever the list holds at least ``batchSize`` of them, and
/// once more when the document ends (`final` `true`). `take` may leave the workouts where they
/// are (the reader keeps them, as without a sink) or remove some or all of them: those are
/// counted as handed out, and a document that handed out workouts is not "empty" however few
/// are left. `take` returns `false` to stop the parse (the file then ends in an `io` error).
/// Used from the one thread that reads the document.
public final class HealthWorkoutSink: @unchecked Sendable, Hashable {
  /// Workouts in the reader's list before ``take`` is called; may change between calls.
  public var batchSize: Int
  /// Called with the reader's list (see the type); `final` when the document ended. Returns
  /// whether to go on reading.
  public let take: (_ workouts: inout [Workout], _ final: Bool) -> Bool

  /// A sink calling `take` with at least `batchSize` (at least 1) workouts at a time.
  public init(batchSize: Int, take: @escaping (_ workouts: inout [Workout], _ final: Bool) -> Bool)
  {
    self.batchSize = max(1, batchSize)
    self.take = take
  }

  /// Sinks are told apart by identity.
  public static func == (lhs: HealthWorkoutSink, rhs: HealthWorkoutSink) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
