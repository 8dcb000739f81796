import WorkoutImport

/// The rows an archive's readings leave: the archive's own entry (its damage or error) and its
/// members' (`ARCHIVE!/member`).
extension WorkoutLibrary {
  /// `stamps` without those of the archives `files` opened and found damaged (break-it F2): the
  /// own entry of such an archive (its `archive_damaged` warning or error, `source` the
  /// archive's path, with members of it read in the same run) is stored without a stamp (size
  /// −1), so the next import opens the archive again and lists its damage again until it reads
  /// whole. With the archive's stamp, the next import found it unchanged and did not open it
  /// ("failed: 0", exit 0). An archive with no member read (cut before its first) keeps its
  /// stamp, as any file that could not be read.
  static func rowStamps(
    _ stamps: [PathKey: FileStamp], files: [ParsedFile]
  ) -> [PathKey: FileStamp] {
    let opened = Set(files.flatMap { ParsedFile.archives(holding: $0.source) }.map { PathKey($0) })
    var kept = stamps
    for file in files where opened.contains(PathKey(file.source)) {
      kept[PathKey(file.source)] = nil
    }
    return kept
  }

  /// Removes the rows an earlier reading of each archive of `readWhole` (inputs read whole by
  /// this run, paths as discovered) left that hold no workouts and that this run did not
  /// produce (`produced`, its files' sources): the archive's own entry (a failure or
  /// `archive_damaged` of a reading since mended), and members listed with an error or
  /// warnings only (a `side_file_superseded` member no longer in the archive). Rows holding
  /// workouts stay (a member gone from the archive keeps its workouts: issue 17, "nothing
  /// lost"). Break-it F12: a cut archive restored kept its `malformed` row for good — every
  /// `report` from the library exited 3 listing it, and its stamp made every import open the
  /// unchanged archive again.
  /// - Throws: ``LibraryError`` from SQLite.
  func dropStaleRows(ofArchives readWhole: [String], produced: Set<PathKey>) throws(LibraryError) {
    for archive in readWhole {
      let stale = try rowsWithoutWorkouts(named: archive, under: archive + "!/").filter {
        !produced.contains(PathKey($0))
      }
      try drop(stale)
    }
  }

  /// Removes the rows under each folder of `folders` (inputs of this run, as named) that hold
  /// no workouts and whose file (the outermost archive of a member) is not among `found` (every
  /// file this run discovered, read or not): a file that failed and was deleted since, or an
  /// archive deleted with members listed with errors. Rows holding workouts stay (a deleted
  /// file keeps its workouts). Break-it pass 5 F12 sibling: a failed file deleted from disk
  /// kept its row, and every `report` from the library exited 3 listing it.
  /// - Throws: ``LibraryError`` from SQLite.
  public func dropRowsOfFilesGone(under folders: [String], found: [String]) throws(LibraryError) {
    guard !folders.isEmpty else { return }
    let found = Set(found.map { PathKey($0) })
    try database.transaction { () throws(LibraryError) in
      for folder in folders {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let gone = try rowsWithoutWorkouts(named: nil, under: prefix).filter {
          !found.contains(PathKey(ParsedFile.archives(holding: $0).first ?? $0))
        }
        try drop(gone)
      }
    }
  }

  /// The `files` rows holding no workouts whose path is `named` or starts with the bytes of
  /// `prefix`, which ends in `/` (found through the primary key: from `prefix` up to it with its
  /// last byte plus one).
  private func rowsWithoutWorkouts(named: String?, under prefix: String) throws(LibraryError)
    -> [String]
  {
    var bytes = Array(prefix.utf8)
    guard let last = bytes.popLast(), last < 0xFF else { return [] }
    // `/` is followed by `0` in ASCII: the range ends where the prefix does.
    let end = String(decoding: bytes + [last + 1], as: UTF8.self)
    let rows = try database.prepare(
      "SELECT path FROM files WHERE (path = ?1 OR (path >= ?2 AND path < ?3)) "
        + "AND NOT EXISTS (SELECT 1 FROM workouts WHERE workouts.content_key = files.content_key)")
    try rows.bind([named, prefix, end])
    var paths: [String] = []
    while try rows.step() {
      let path = rows.text(0) ?? ""
      // Compared as bytes, as the range did.
      if named.map({ PathKey(path) == PathKey($0) }) == true || path.utf8.starts(with: prefix.utf8)
      {
        paths.append(path)
      }
    }
    return paths
  }

  /// Deletes the `files` rows of `paths`.
  private func drop(_ paths: [String]) throws(LibraryError) {
    guard !paths.isEmpty else { return }
    let statement = try database.prepare("DELETE FROM files WHERE path = ?")
    for path in paths { try statement.run([path]) }
  }
}
