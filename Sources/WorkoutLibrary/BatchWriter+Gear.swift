import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// Gives the counted workout row `id` the gear of its stored duplicates when it names none
  /// (``WorkoutImport/DuplicateWorkouts/gear(of:copies:)``, the copies in row id order: the
  /// earliest stored copy naming gear wins), so that a run stored from a Garmin export and again
  /// from a Strava export is counted with Strava's gear whichever was imported first
  /// (break-it W4). The row's `data` is updated in place; nothing else changes. A row that
  /// names gear, or whose copies name none, is left as it is; so is a damaged row (its `data`
  /// does not decode: it keeps what it has, and the import goes on; issue 17), and a damaged
  /// copy gives no gear (``copies(of:)``).
  /// - Returns: whether the row was updated.
  /// - Throws: ``LibraryError`` from SQLite.
  @discardableResult
  func carryGear(toCounted id: Int64) throws(LibraryError) -> Bool {
    let row = try database.prepare("SELECT data FROM workouts WHERE id = ?")
    try row.bind([id])
    guard try row.step(), var counted = try? WorkoutCodec.decode(row.blob(0), location: "")
    else { return false }
    guard counted.gear == nil else { return false }
    counted.gear = DuplicateWorkouts.gear(of: counted, copies: try copies(of: id))
    guard counted.gear != nil else { return false }
    try database.prepare("UPDATE workouts SET data = ? WHERE id = ?").run([
      WorkoutCodec.encode(counted), id,
    ])
    return true
  }

  /// The stored duplicates of counted row `id` (`duplicate_of`), the earliest stored first; a
  /// damaged one (its `data` does not decode) is left out, so it never fails an import (issue 17;
  /// a read of the library that meets it has its file stored again: ``WorkoutLibrary/files(damaged:)``).
  /// - Throws: ``LibraryError`` from SQLite.
  func copies(of id: Int64) throws(LibraryError) -> [Workout] {
    let rows = try database.prepare(
      "SELECT data FROM workouts WHERE duplicate_of = ? ORDER BY id")
    try rows.bind([id])
    var copies: [Workout] = []
    while try rows.step() {
      if let copy = try? WorkoutCodec.decode(rows.blob(0), location: "") { copies.append(copy) }
    }
    return copies
  }
}
