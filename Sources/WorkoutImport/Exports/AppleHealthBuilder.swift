/// The Apple Health part of ``ReaderState``: what one `export.xml` read holds apart from the
/// shared core (element stack, captured text, counters, finished workouts). The rules that fill
/// it are in `ReaderState+AppleHealth.swift`.
struct AppleHealthBuilder {
  /// Whether the document declared Apple Health's `<!DOCTYPE HealthData [ … ]>` (then its root
  /// must be `HealthData`).
  var declaredDoctype = false
  /// Where that DOCTYPE's internal subset begins (its `[`): parser byte offset and file line;
  /// `nil` without one. Its length is bounded (`ReaderState+Doctype.swift`).
  var subsetStart: (offset: Int, line: Int)?
  /// The `<Workout>` being assembled.
  var workout = HealthWorkoutDraft()
  /// Depth of the `<Workout>` element being assembled (0 outside one).
  var depth = 0
  /// Warnings and refusals, counted per document.
  var counts = HealthCounts()
  /// Workouts handed to ``WorkoutFileReader/Limits/healthSink`` and taken out of the list.
  var handedOut = 0
  /// The first workout's creator (`@sourceName`) that is not `nil`, kept when the workouts
  /// themselves are handed out.
  var firstCreator: String?
}
