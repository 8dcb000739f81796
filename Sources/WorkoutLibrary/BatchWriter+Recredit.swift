import Foundation
import WorkoutModel

extension BatchWriter {
  /// Credits the workouts of content `key` that name `path` as their source (column and blob)
  /// to `holder`, a path that still holds the content now that `path` holds another (break-it
  /// F2: `A.gpx` and `C.gpx` identical, then `A.gpx` changed, and the old workout was still
  /// `A.gpx`'s, which no longer holds it). A row that does not decode, or predates tiles, is left
  /// as it is (the damaged-row repair stores it again); `anchors` follow.
  func recredit(
    key: String, from path: String, to holder: String,
    anchors: inout AnchorIndex
  ) throws(LibraryError) {
    guard holder != path else { return }
    let rows = try database.prepare(
      "SELECT id, data FROM workouts WHERE content_key = ? AND source = ?")
    try rows.bind([key, path])
    var changed: [(Int64, [UInt8])] = []
    while try rows.step() {
      let blob = rows.blob(1)
      // A blob from before tiles is stored again by the repair, from the file read then.
      guard !WorkoutCodec.predatesTiles(blob),
        var workout = try? WorkoutCodec.decode(blob, location: "")
      else { continue }
      workout.source = holder
      changed.append((rows.integer(0), WorkoutCodec.encode(workout)))
    }
    let update = try database.prepare("UPDATE workouts SET source = ?, data = ? WHERE id = ?")
    for (id, blob) in changed {
      try update.run([holder, blob, id])
      anchors[id]?.source = holder
    }
  }
}
