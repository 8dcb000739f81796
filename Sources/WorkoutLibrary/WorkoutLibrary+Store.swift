import Foundation
import WorkoutImport
import WorkoutModel

extension WorkoutLibrary {
  /// A counted workout already stored: what the cross-run duplicate rule needs.
  struct Anchor {
    var start: Date
    var duration: Double
    var source: String
  }

  /// Stores the files of one run, `batchSize` files per transaction (a killed run leaves whole
  /// batches). Identity: a file's content key is its XXH3-128 hash (``ParsedFile/contentHash``)
  /// or, without one, `path:` + its path. A file whose key is already stored (the same file
  /// under another name, or unchanged content with a new modification time) gets a `files` row
  /// and nothing else; a path whose content changed replaces its old workouts. New workouts go
  /// through ``DuplicateWorkouts``'s rule (start within 2 s, duration within 60 s) against the
  /// counted workouts already in the library and those earlier in this run: the library's copy
  /// is kept, a new copy is stored with `duplicate_of` naming it — unless the library's copy was
  /// stored from a file read cut short and the new one is read whole (break-it pass 7 B10): the
  /// new one is then counted and the stored one, and the rows naming it, name the new one
  /// (``BatchWriter/supersede(_:by:context:idsOfFile:)``). A file SQLite refuses (a
  /// constraint, a value too big) is rolled back alone and listed in
  /// ``StoreOutcome/failedFiles``; so is a second file of the run with the same path. An
  /// archive with such a member gets no stamp, so the next import opens it again.
  /// - Parameters:
  ///   - files: the run's files in input order (their workouts without trackpoints).
  ///   - stamps: each file's stamp by path bytes (size and modification time stored; others
  ///     get −1). Paths are told apart by their bytes (``PathKey``), as on disk and in SQLite.
  ///   - startedAt: the run's start, stored with the batch.
  ///   - inputs: the paths the user named, stored with the batch.
  ///   - unopened: the paths of `stamps` found unchanged and not opened by this run. Every other
  ///     archive stamped and read whole loses the rows an earlier reading of it left that hold
  ///     no workouts and that this run did not produce (``dropStaleRows(ofArchives:produced:)``);
  ///     an archive opened and found damaged gets no stamp on its own entry
  ///     (``rowStamps(_:files:)``), so the next import opens it again.
  ///   - heldBack: reads a held-back Apple Health export (``WorkoutImport/ParsedFile/heldBack``)
  ///     again batch by batch; its workouts are stored as they come, inside one `SAVEPOINT` with
  ///     the file row last (a failure leaves nothing of the file). Without it, such a file is
  ///     stored with its workouts as they are (none).
  /// - Throws: ``LibraryError``; batches committed before the failure stay.
  public func store(
    _ files: [ParsedFile], stamps: [PathKey: FileStamp], batchSize: Int = 500,
    startedAt: Date = Date(), inputs: [String] = [], unopened: Set<PathKey> = [],
    heldBack: HeldBackReader? = nil
  ) throws(LibraryError) -> StoreOutcome {
    let rowStamps = Self.rowStamps(stamps, files: files)
    var outcome = StoreOutcome()
    var keys = Set<String>()
    var anchors = AnchorIndex()
    var paths = Set<PathKey>()  // written by this run (bytes: NFC and NFD names are two files)
    var seenVersion: Int64?  // none read yet: the first batch reads the identities
    var writer = try BatchWriter(database)
    for file in files where writer.heldByRun[Self.contentKey(file)] == nil {
      writer.heldByRun[Self.contentKey(file)] = file.source
    }
    try database.transaction { () throws(LibraryError) in
      try database.prepare("INSERT INTO batches (started_ms, inputs) VALUES (?, ?)").run([
        Int64((startedAt.timeIntervalSince1970 * 1000).rounded()),
        inputs.joined(separator: "\n"),
      ])
      outcome.batch = database.lastInsertedRowID
    }
    var start = 0
    while start < files.count {
      let chunk = Array(files[start..<min(files.count, start + max(1, batchSize))])
      start += chunk.count
      try database.transaction { () throws(LibraryError) in
        // Read under this batch's write lock, so they stay true until it commits; read again
        // only when another process (a second `trophies import`) committed since:
        // `PRAGMA data_version` changes only for other connections' commits
        // (https://sqlite.org/pragma.html#pragma_data_version). Read once before the batches,
        // both imports stored the same workouts: UNIQUE constraint failed (17 of 150 pairs).
        let version = try database.integer("PRAGMA data_version") ?? 0
        if version != seenVersion {
          try loadIdentities(keys: &keys, anchors: &anchors)
          seenVersion = version
        }
        for piece in Self.pieces(of: chunk) {
          try writer.write(
            piece, stamps: rowStamps, keys: &keys, anchors: &anchors, paths: &paths,
            outcome: &outcome, heldBack: heldBack)
        }
      }
    }
    // Inputs read whole that are no file row (archives; `ARCHIVE!/member` rows cannot be
    // stamped): their stamps, so an unchanged archive is not opened again.
    // An archive with a member not stored is not stamped: the next import opens it again.
    // (Compared as bytes: `hasPrefix` compares characters, and a member name starting with a
    // combining mark joins the `/` before it.)
    let sources = Set(files.map { PathKey($0.source) })
    let unstored = outcome.failedFiles.map(\.source)
    let containers = stamps.values.filter { stamp in
      !sources.contains(PathKey(stamp.path)) && stamp.size >= 0
        && !unstored.contains { $0.utf8.starts(with: (stamp.path + "!/").utf8) }
    }
    try database.transaction { () throws(LibraryError) in
      let insert = try database.prepare(
        "INSERT OR REPLACE INTO archives (path, size, mtime_ns, batch) VALUES (?, ?, ?, ?)")
      for stamp in containers.sorted(by: { PathKey($0.path) < PathKey($1.path) }) {
        try insert.run([stamp.path, stamp.size, stamp.modificationNanoseconds, outcome.batch])
      }
      try keepOneStampPerSideFile(
        stored: files.map(\.source), archived: containers.map(\.path))
      try dropStaleRows(
        ofArchives: containers.map(\.path).filter { !unopened.contains(PathKey($0)) },
        produced: sources)
    }
    return outcome
  }

  /// Reads every stored content key (of `files`, and of `workouts`: a library written before
  /// issue 17 may hold workouts whose file row another member of the same name replaced; their
  /// content is then known, and the file holding it gets its row back instead of failing on
  /// UNIQUE (content_key, ordinal)) and every counted workout (the cross-run duplicate rule's
  /// anchors), replacing what `keys` and `anchors` held.
  private func loadIdentities(
    keys: inout Set<String>, anchors: inout AnchorIndex
  ) throws(LibraryError) {
    keys = []
    var loaded: [Int64: Anchor] = [:]
    let known = try database.prepare("SELECT DISTINCT content_key FROM files")
    while try known.step() { keys.insert(known.text(0) ?? "") }
    let orphans = try database.prepare("SELECT DISTINCT content_key FROM workouts")
    while try orphans.step() { keys.insert(orphans.text(0) ?? "") }
    let counted = try database.prepare(
      "SELECT id, start_ms, duration_s, source FROM workouts "
        + "WHERE \(Self.countedRow) AND start_ms IS NOT NULL")
    // One copy of each source (a million workouts of one export.xml held its path a million
    // times).
    var sources: [String: String] = [:]
    while try counted.step() {
      let text = counted.text(3) ?? ""
      let source = sources[text] ?? text
      if sources.count < 100_000, sources[text] == nil { sources[text] = text }
      loaded[counted.integer(0)] = Anchor(
        start: Date(timeIntervalSince1970: Double(counted.integer(1)) / 1000),
        duration: counted.double(2), source: source)
    }
    anchors = AnchorIndex(loaded)  // sorted by start once
  }

  /// The content key of `file` (see ``store(_:stamps:batchSize:startedAt:inputs:)``).
  static func contentKey(_ file: ParsedFile) -> String {
    file.contentHash?.description ?? "path:" + file.source
  }
}
