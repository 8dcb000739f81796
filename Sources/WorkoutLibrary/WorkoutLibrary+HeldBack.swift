import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// Reads a held-back Apple Health export (``WorkoutImport/ParsedFile/heldBack``) again and
  /// hands its workouts to the given closure batch by batch (which returns `false` to stop),
  /// returning the file as listed, without workouts: what
  /// ``WorkoutImport/Importer/streamHeldBack(_:sideFiles:batchSize:into:)`` does for the importer that
  /// read the run.
  public typealias HeldBackReader = (ParsedFile, ([Workout]) -> Bool) -> ParsedFile

  /// The chunk's files in pieces that ``BatchWriter/write(_:stamps:keys:anchors:paths:outcome:heldBack:)``
  /// takes one at a time, in order: runs of ordinary files, and each held-back export alone
  /// (its workouts stored batch by batch, the later files of the chunk then see them as the
  /// library's).
  static func pieces(of chunk: [ParsedFile]) -> [ArraySlice<ParsedFile>] {
    var pieces: [ArraySlice<ParsedFile>] = []
    var start = chunk.startIndex
    for index in chunk.indices where chunk[index].heldBack != nil {
      if start < index { pieces.append(chunk[start..<index]) }
      pieces.append(chunk[index...index])
      start = index + 1
    }
    if start < chunk.endIndex { pieces.append(chunk[start...]) }
    return pieces
  }
}
