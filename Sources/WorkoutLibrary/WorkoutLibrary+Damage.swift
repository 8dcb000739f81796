import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// What of the library cannot be read back (``WorkoutCodec``): the content keys with a
  /// workout row that does not decode, and the paths whose `files` row's warnings do not.
  struct Damage {
    /// Content keys with at least one workout row that cannot be decoded.
    var keys: Set<String> = []
    /// Paths (bytes, ``PathKey``) whose warnings blob cannot be decoded.
    var paths: Set<PathKey> = []

    /// Whether the file row at `path` with content `key` is damaged or holds damaged workouts.
    func contains(path: String, key: String) -> Bool {
      keys.contains(key) || paths.contains(PathKey(path))
    }
  }

  /// Every damaged row of the library (see ``Damage``): each workout blob and warnings blob is
  /// decoded, as `report` does. Issue 17: a damaged row was left out of every report, and an
  /// import of its unchanged source file did not open the file, so nothing could repair it.
  /// - Throws: ``LibraryError`` from SQLite.
  func damage() throws(LibraryError) -> Damage {
    var damage = Damage()
    let rows = try database.prepare("SELECT content_key, data FROM workouts")
    while try rows.step() {
      let key = rows.text(0) ?? ""
      guard !damage.keys.contains(key) else { continue }
      if (try? WorkoutCodec.decode(rows.blob(1), location: "")) == nil { damage.keys.insert(key) }
    }
    let files = try database.prepare("SELECT path, warnings FROM files")
    while try files.step() {
      if (try? WorkoutCodec.decodeWarnings(files.blob(1), location: "")) == nil {
        damage.paths.insert(PathKey(files.text(0) ?? ""))
      }
    }
    return damage
  }
}
