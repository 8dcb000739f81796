import WorkoutModel

/// The TCX-only part of ``ReaderState``: the lap being assembled (its totals, from `Lap`'s
/// children) and the file's `Author/Name`. The activity, track and point being assembled are
/// the shared ``TrackBuilder``; the rules that fill this are in `TCXBuilder+Elements.swift`.
struct TCXBuilder {
  /// `Author/Name` (the exporting application), used when an activity has no `Creator`.
  var authorName: String?
  /// The `Lap` being assembled.
  var lap = Lap()
  /// Depth of the `Lap` element being assembled (0 outside one).
  var lapDepth = 0
}
