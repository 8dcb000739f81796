import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// Rows of the library found not to read back (``WorkoutCodec``) by a path that decodes
  /// them (``files(damaged:)``, ``forEachCountedWorkout(damaged:_:)``): the content keys with a
  /// workout row that does not decode, and the paths whose `files` row's warnings do not. Kept
  /// as lists, not sets: two keys or paths that differ only by Unicode normalisation are two.
  struct Damage {
    /// Content keys with at least one workout row that cannot be decoded.
    var keys: [String] = []
    /// Paths whose warnings blob cannot be decoded.
    var paths: [String] = []

    /// Whether nothing was found.
    var isEmpty: Bool { keys.isEmpty && paths.isEmpty }

    /// Notes a damaged workout row of content `key`, once per run of rows of one content (rows
    /// are read in id order, a content's rows together): a library of a million damaged rows
    /// is not a million look-ups.
    mutating func note(key: String) {
      if let last = keys.last, last.utf8.elementsEqual(key.utf8) { return }
      keys.append(key)
    }
  }

  /// Clears the stamp (size −1, which never matches a file on disk) of every file row of
  /// `damage` (the paths, and every path holding one of the keys) and of every archive holding
  /// one of them (`ARCHIVE!/member`, each `!/` of the path's bytes), so the next import opens
  /// them and stores their content again (``BatchWriter``'s repair). Issue 17: a damaged row
  /// was left out of every report, and an import of its unchanged file did not open it.
  ///
  /// Damage is recorded where it is found, so that an import finding nothing damaged decodes
  /// nothing (``stamps()`` only reads stamps). A library opened read-only is marked on a
  /// connection for writing when one can be opened; one that cannot be written (an immutable
  /// file or folder) is left as it is, and the rows are reported damaged again next time.
  /// Failures are ignored: the rows were reported left out all the same.
  func recordDamage(_ damage: Damage) {
    guard !damage.isEmpty else { return }
    if isReadOnly {
      (try? WorkoutLibrary(path: database.path))?.recordDamage(damage)
      return
    }
    try? database.transaction { () throws(LibraryError) in
      var marked: [String] = damage.paths
      let holders = try database.prepare("SELECT path FROM files WHERE content_key = ?")
      for key in damage.keys {
        holders.reset()
        try holders.bind([key])
        while try holders.step() { marked.append(holders.text(0) ?? "") }
      }
      holders.reset()
      let file = try database.prepare("UPDATE files SET size = -1 WHERE path = ?")
      let archive = try database.prepare("UPDATE archives SET size = -1 WHERE path = ?")
      var done = Set<PathKey>()
      for path in marked where done.insert(PathKey(path)).inserted {
        try file.run([path])
        // The archives holding it (`ARCHIVE!/member`, compared as bytes).
        let bytes = Array(path.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "!") {
          guard bytes.count > index + 1, bytes[index + 1] == UInt8(ascii: "/") else { continue }
          try archive.run([String(decoding: bytes[..<index], as: UTF8.self)])
        }
      }
    }
  }
}
