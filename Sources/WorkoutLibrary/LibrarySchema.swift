/// The library's schema as numbered migrations, stored version in `PRAGMA user_version`
/// (`docs/CONTRACT.md`, "The workout library"). A file at version n gets migrations n+1 … in
/// order, each in one transaction with the version bump, so a run killed during a migration
/// leaves the file at the version before it. Migrations are never edited once released: a
/// change is a new one.
public enum LibrarySchema {
  /// Version 1: files (one row per path; `content_key` is the XXH3-128 hex of the bytes, or
  /// `path:` + the path when no hash was computed), workouts (one row per workout of a content,
  /// stored once per content; `duplicate_of` names the row of the copy counted instead), the
  /// import batches, and `personal_best` achievements with the instant earned.
  public static let version1 = """
    CREATE TABLE batches (
      id INTEGER PRIMARY KEY,
      started_ms INTEGER NOT NULL,
      inputs TEXT NOT NULL
    );
    CREATE TABLE files (
      path TEXT PRIMARY KEY,
      size INTEGER NOT NULL,
      mtime_ns INTEGER NOT NULL,
      content_key TEXT NOT NULL,
      hash TEXT,
      format TEXT,
      creator TEXT,
      error_category TEXT,
      error_message TEXT,
      error_line INTEGER,
      error_column INTEGER,
      warnings BLOB NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id)
    );
    CREATE INDEX files_content ON files(content_key);
    CREATE TABLE workouts (
      id INTEGER PRIMARY KEY,
      content_key TEXT NOT NULL,
      ordinal INTEGER NOT NULL,
      source TEXT NOT NULL,
      start_ms INTEGER,
      duration_s REAL NOT NULL,
      activity TEXT NOT NULL,
      duplicate_of INTEGER REFERENCES workouts(id),
      data BLOB NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id),
      UNIQUE (content_key, ordinal)
    );
    CREATE INDEX workouts_start ON workouts(start_ms);
    CREATE TABLE achievements (
      id TEXT PRIMARY KEY,
      earned_ms INTEGER NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id)
    );
    """

  /// Version 2: which achievements (of any kind) were announced as unlocked, and when, so each
  /// "Achievement unlocked" line is printed once per library.
  public static let version2 = """
    CREATE TABLE announcements (
      id TEXT PRIMARY KEY,
      announced_ms INTEGER NOT NULL
    );
    """

  /// Version 3: archives read whole (zip, tar, tar.gz) with the stamp they had, so a re-import
  /// of an unchanged archive opens it no more than an unchanged file (its members are rows of
  /// `files` named `ARCHIVE!/member`, whose stamps cannot be checked without opening it).
  public static let version3 = """
    CREATE TABLE archives (
      path TEXT PRIMARY KEY,
      size INTEGER NOT NULL,
      mtime_ns INTEGER NOT NULL,
      batch INTEGER NOT NULL REFERENCES batches(id)
    );
    """
  /// Version 4: workout blobs hold explorer tiles (``WorkoutCodec/tilesFormatVersion``). No
  /// table changes; the files (and the archives holding them, `ARCHIVE!/member`) of every row
  /// stored before (blob format byte 1) lose their stamp (size −1, as the damaged-row repair
  /// marks them), so the next import opens them once and stores their content again with its
  /// tiles; after that an unchanged file is not opened again. A file that is gone keeps its
  /// rows, which load without tiles.
  public static let version4 = """
    UPDATE files SET size = -1 WHERE content_key IN
      (SELECT content_key FROM workouts WHERE substr(data, 1, 1) = x'01');
    UPDATE archives SET size = -1 WHERE EXISTS
      (SELECT 1 FROM files WHERE files.size = -1
        AND substr(files.path, 1, length(archives.path) + 2) = archives.path || '!/');
    """

  /// Version 5: what the last report showed, for "New since last report" (issue 16): one
  /// `reports` row per report remembered (its generation time), and in `report_shown` the
  /// awards the last one showed earned (id, the tier of a ladder's entry, a record's value;
  /// `ReportMemory`); and the index ``duplicateIndex``. Only tables and an index are added: a
  /// version-4 program refuses a version-5 library ("newer than this program's 4"), and this one
  /// reads a version-4 library it cannot write (``WorkoutLibrary/init(path:readOnly:)``) as one
  /// that remembers no report (and deletes nothing, so needs no index).
  public static let version5 = """
    CREATE TABLE reports (
      id INTEGER PRIMARY KEY,
      reported_ms INTEGER NOT NULL
    );
    CREATE TABLE report_shown (
      report INTEGER NOT NULL REFERENCES reports(id),
      id TEXT NOT NULL,
      tier INTEGER,
      record_value REAL,
      PRIMARY KEY (report, id)
    );
    \(duplicateIndex)
    """

  /// The index on `workouts(duplicate_of)`, the one child column of a foreign key whose parent
  /// rows are deleted (`workouts(id)`: a path whose content changed drops its old workouts).
  /// With `PRAGMA foreign_keys = ON` SQLite looks up the children of every deleted row
  /// (https://sqlite.org/foreignkeys.html#fk_indexes); without it each lookup scanned the whole
  /// table (issue 17, break-it F4: a changed 20,000-workout export.xml re-imported in 30 s of
  /// CPU, 200,000 in more than 17 minutes). Made by ``version5``; a version-5 library written
  /// before it was added there gets it when opened for writing (``migrate(_:)``).
  public static let duplicateIndex = """
    CREATE INDEX IF NOT EXISTS workouts_duplicate ON workouts(duplicate_of);
    """

  /// Every migration, version 1 first: index i brings a file from version i to i + 1.
  public static let migrations = [version1, version2, version3, version4, version5]

  /// The oldest version this program reads without migrating it, when it cannot write it:
  /// the migrations after it only add tables (version 5's report memory), whose absence reads
  /// as "nothing remembered".
  public static let oldestReadable = 4

  /// The version this program writes.
  public static var currentVersion: Int { migrations.count }

  /// Brings `database` to ``currentVersion``, and sets its `application_id` to
  /// ``WorkoutLibrary/applicationID`` (with the first migration, or once for a library made
  /// before the id was set).
  /// - Throws: ``LibraryError`` from SQLite, or with ``LibraryError/libraryCode`` when the file
  ///   has a version this program does not write (``checkVersion(_:path:)``).
  public static func migrate(_ database: SQLiteDatabase) throws(LibraryError) {
    let found = try database.userVersion
    try checkVersion(found, path: database.path)
    for version in found..<currentVersion {
      try database.transaction { () throws(LibraryError) in
        // Read again under the write lock: another process opening the same new library at
        // the same moment may have run this migration between our first read and the lock.
        guard try database.userVersion == version else { return }
        try database.execute(migrations[version])
        try database.execute("PRAGMA user_version = \(version + 1)")
        try database.execute("PRAGMA application_id = \(WorkoutLibrary.applicationID)")
      }
    }
    try addDuplicateIndex(database)
    if try database.applicationID != WorkoutLibrary.applicationID {
      try database.transaction { () throws(LibraryError) in
        try database.execute("PRAGMA application_id = \(WorkoutLibrary.applicationID)")
      }
    }
  }

  /// Makes ``duplicateIndex`` in a version-5 library written before ``version5`` held it, under
  /// the write lock (`IF NOT EXISTS`: a second process doing the same at once makes it once).
  /// A library that has it is not written.
  /// - Throws: ``LibraryError`` from SQLite.
  static func addDuplicateIndex(_ database: SQLiteDatabase) throws(LibraryError) {
    let found = try database.integer(
      "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'workouts_duplicate'")
    guard found == 0 else { return }
    try database.transaction { () throws(LibraryError) in
      try database.execute(duplicateIndex)
    }
  }

  /// Throws unless `version` is one this program can read or migrate: 0 (new) to
  /// ``currentVersion``. A `user_version` is a signed 32-bit number: a negative one (never
  /// written by any trophies) gets the same message as a newer one (issue 17: it trapped).
  /// - Throws: ``LibraryError`` with ``LibraryError/libraryCode``, "the library has schema
  ///   version N, …", located at `path`.
  public static func checkVersion(_ version: Int, path: String) throws(LibraryError) {
    guard version < 0 || version > currentVersion else { return }
    let why =
      version < 0
      ? "which no trophies writes (versions start at 1); name another --library file"
      : "newer than this program's \(currentVersion); use a newer trophies"
    throw LibraryError(
      code: LibraryError.libraryCode, "the library has schema version \(version), \(why)",
      location: path)
  }
}
