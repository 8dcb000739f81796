import Foundation
import WorkoutImport

/// Rows stored under relative paths, by imports before paths were made absolute (break-it pass
/// 6 F0: `import .` stored `./run.gpx`, and `import .` from another folder took that folder's
/// own `./run.gpx` for it, "changed", and replaced its workouts).
extension WorkoutLibrary {
  /// A `files` row stored under a relative path, as read before it is adopted.
  struct RelativeRow {
    var path: String
    var size: Int64
    var hash: String
    var contentKey: String
  }

  /// Rewrites each `files` row stored under a relative path to the absolute path it names in
  /// `base` (``WorkoutImport/AbsolutePath/of(_:in:)``) when that is certain: a regular file
  /// is there whose content hash (XXH3-128, ``WorkoutImport/ContentHash/init(contentsOf:)``)
  /// is the row's, and no row holds the absolute path yet. The workouts naming the relative
  /// path as their source (column and blob) name the absolute one after it. Every other
  /// relative row is left as it is, inert: no key made by an import equals it any more (they
  /// are all absolute), and nothing resolves it against the working folder, so it is never
  /// taken for another file; its workouts stay, and a file holding its content is not stored
  /// again (content keys), nor counted twice (the duplicate rule). Not adopted: archive members
  /// (`ARCHIVE!/member`: their archive cannot be checked without reading it whole; it is read
  /// once more under its absolute path) and rows without a hash (a file that failed, or was
  /// read cut short). Files are hashed outside the write lock, only when the sizes agree (a
  /// row without a stamp, size −1, is hashed whatever its size), and the rows are checked
  /// again under it. Returns the number of rows adopted.
  /// - Throws: ``LibraryError`` from SQLite.
  @discardableResult
  public func adoptRelativeRows(in base: String) throws(LibraryError) -> Int {
    var adoptable: [(row: RelativeRow, absolute: String)] = []
    for row in try relativeRows() where ParsedFile.archives(holding: row.path).isEmpty {
      let absolute = AbsolutePath.of(row.path, in: base)
      guard let stamp = FileStamp(path: absolute), row.size < 0 || stamp.size == row.size,
        ContentHash(contentsOf: absolute)?.description == row.hash
      else { continue }
      adoptable.append((row, absolute))
    }
    guard !adoptable.isEmpty else { return 0 }
    return try database.transaction { () throws(LibraryError) -> Int in
      let current = try database.prepare("SELECT hash FROM files WHERE path = ?")
      func storedHash(_ path: String) throws(LibraryError) -> String?? {
        current.reset()
        try current.bind([path])
        defer { current.reset() }
        return try current.step() ? .some(current.text(0)) : .none
      }
      let move = try database.prepare("UPDATE files SET path = ? WHERE path = ?")
      let writer = try BatchWriter(database)
      var anchors = AnchorIndex()
      var adopted = 0
      for (row, absolute) in adoptable {
        // Another process may have changed either row since they were read.
        guard try storedHash(row.path) == .some(row.hash), try storedHash(absolute) == nil
        else { continue }
        try move.run([absolute, row.path])
        try writer.recredit(key: row.contentKey, from: row.path, to: absolute, anchors: &anchors)
        adopted += 1
      }
      return adopted
    }
  }

  /// The `files` rows whose path does not start with `/` and that hold a content hash (found
  /// through the primary key: the paths before `/` and from `0` on, as bytes).
  private func relativeRows() throws(LibraryError) -> [RelativeRow] {
    let rows = try database.prepare(
      "SELECT path, size, hash, content_key FROM files "
        + "WHERE (path < '/' OR path >= '0') AND hash IS NOT NULL")
    var found: [RelativeRow] = []
    while try rows.step() {
      guard let path = rows.text(0), AbsolutePath.isRelative(path), let hash = rows.text(2)
      else { continue }
      found.append(
        RelativeRow(path: path, size: rows.integer(1), hash: hash, contentKey: rows.text(3) ?? ""))
    }
    return found
  }
}
