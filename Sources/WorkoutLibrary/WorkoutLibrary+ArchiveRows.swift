import WorkoutImport

/// The rows an archive's readings leave: the archive's own entry (its damage or error) and its
/// members' (`ARCHIVE!/member`).
extension WorkoutLibrary {
  /// The archives holding `source`, outermost first (`a.zip!/b.zip!/c.gpx` gives `a.zip` and
  /// `a.zip!/b.zip`; none outside an archive), split on the bytes `!/` (``String``'s own search
  /// compares characters: a member name starting with a combining mark hides the separator).
  static func archives(holding source: String) -> [String] {
    let bytes = Array(source.utf8)
    guard bytes.count >= 2 else { return [] }
    return (0..<(bytes.count - 1)).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0x2F }.map {
      String(decoding: bytes[..<$0], as: UTF8.self)
    }
  }

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
    let opened = Set(files.flatMap { archives(holding: $0.source) }.map { PathKey($0) })
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
    guard !readWhole.isEmpty else { return }
    // The archive's row and the range of its members' (`ARCHIVE!/` up to `ARCHIVE!0`, `0`
    // following `/` in ASCII): found through the primary key, paths compared as bytes (BINARY).
    let rows = try database.prepare(
      "SELECT path FROM files WHERE (path = ?1 OR (path >= ?2 AND path < ?3)) "
        + "AND NOT EXISTS (SELECT 1 FROM workouts WHERE workouts.content_key = files.content_key)")
    let drop = try database.prepare("DELETE FROM files WHERE path = ?")
    for archive in readWhole {
      var stale: [String] = []
      rows.reset()
      try rows.bind([archive, archive + "!/", archive + "!0"])
      while try rows.step() {
        let path = rows.text(0) ?? ""
        // Compared as bytes, as the range did.
        guard PathKey(path) == PathKey(archive) || path.utf8.starts(with: (archive + "!/").utf8)
        else { continue }
        if !produced.contains(PathKey(path)) { stale.append(path) }
      }
      rows.reset()
      for path in stale { try drop.run([path]) }
    }
  }
}
