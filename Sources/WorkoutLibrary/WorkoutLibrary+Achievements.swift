import Achievements
import Foundation
import WorkoutModel

extension WorkoutLibrary {
  /// The library's side of ``ToolFacts`` (creators, formats, counted workouts, history span);
  /// the run's own figures are left at zero for the caller to fill.
  /// - Throws: ``LibraryError``.
  public func facts() throws(LibraryError) -> ToolFacts {
    var facts = ToolFacts()
    let withWorkouts =
      "error_category IS NULL AND content_key IN (SELECT content_key FROM workouts)"
    facts.creators = Int(
      try database.integer(
        "SELECT count(DISTINCT creator) FROM files WHERE creator IS NOT NULL AND \(withWorkouts)")
        ?? 0)
    let formats = try database.prepare(
      "SELECT DISTINCT format FROM files WHERE format IS NOT NULL AND \(withWorkouts)")
    while try formats.step() {
      if let format = formats.text(0).flatMap(FileFormat.init(rawValue:)) {
        facts.formats.insert(format)
      }
    }
    facts.libraryWorkouts = try countedWorkoutCount()
    var damage = Damage()
    if let first = try verifiedEnd(latest: false, damage: &damage),
      let last = try verifiedEnd(latest: true, damage: &damage)
    {
      // In Double: stored values may be far apart (Int64 would trap).
      facts.historySeconds = (Double(last) - Double(first)) / 1000
    }
    recordDamage(damage)
    return facts
  }

  /// Most rows ``verifiedEnd(latest:damage:)`` sets aside at one end of the history before it
  /// gives up and says the span is unknown.
  static let maximumRejectedEnds = 64

  /// The earliest (or latest) counted start in the library, in milliseconds since 1970, taken
  /// from the `start_ms` column (indexed) only once the row's own stored workout agrees with
  /// it: a plain column edited by hand or damaged (issue 17: `start_ms` set to
  /// −99,999,999,999,999 earned the five- and ten-year badges) is set aside, noted in `damage`
  /// (its file is read again by the next import, which writes the column anew) and the next row
  /// tried; a row whose stored workout does not decode is set aside unmarked; `nil` when there is none, or after ``maximumRejectedEnds`` rows set aside.
  private func verifiedEnd(latest: Bool, damage: inout Damage) throws(LibraryError) -> Int64? {
    var after: (start: Int64, id: Int64)?
    for _ in 0..<Self.maximumRejectedEnds {
      // Keyset paging over (start_ms, id) past the rows set aside so far.
      let order = latest ? "DESC" : "ASC"
      let past = latest ? "<" : ">"
      let rows = try database.prepare(
        "SELECT id, start_ms, data, content_key FROM workouts WHERE \(Self.countedRow) "
          + "AND start_ms IS NOT NULL "
          + (after == nil ? "" : "AND (start_ms, id) \(past) (?1, ?2) ")
          + "ORDER BY start_ms \(order), id \(order) LIMIT 1")
      if let after { try rows.bind([after.start, after.id]) }
      guard try rows.step() else { return nil }
      let id = rows.integer(0)
      let start = rows.integer(1)
      after = (start, id)
      // A row that does not decode is skipped, not marked: the reads that decode every row
      // warn about it and mark it (``forEachCountedWorkout(damaged:_:)``).
      guard let stored = try? WorkoutCodec.decode(rows.blob(2), location: "") else { continue }
      if let instant = stored.summary.startUTC, Self.milliseconds(instant) == start {
        return start
      }
      damage.note(key: rows.text(3) ?? "")
    }
    return nil
  }

  /// `instant` in whole milliseconds since 1970, clamped to ±2^53 ms (about ±285,000 years),
  /// so that no instant traps the conversion to `Int64`.
  static func milliseconds(_ instant: Date) -> Int64 {
    let value = (instant.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return 0 }
    return Int64(min(max(value, -9_007_199_254_740_992), 9_007_199_254_740_992))
  }

  /// The `personal_best` achievements earned so far: id → instant earned.
  /// - Throws: ``LibraryError``.
  public func earnedToolAchievements() throws(LibraryError) -> [String: Date] {
    let rows = try database.prepare("SELECT id, earned_ms FROM achievements")
    var earned: [String: Date] = [:]
    while try rows.step() {
      earned[rows.text(0) ?? ""] = Date(timeIntervalSince1970: Double(rows.integer(1)) / 1000)
    }
    return earned
  }

  /// Ids of achievements (any kind) already announced as unlocked.
  /// - Throws: ``LibraryError``.
  public func announcedAchievements() throws(LibraryError) -> Set<String> {
    let rows = try database.prepare("SELECT id FROM announcements")
    var ids = Set<String>()
    while try rows.step() { ids.insert(rows.text(0) ?? "") }
    return ids
  }

  /// Records, in one transaction, the `personal_best` ids `earned` at `instant` (ids already
  /// earned keep their first instant) and the ids `announced` (any kind).
  /// - Throws: ``LibraryError``.
  public func record(earned: [String], announced: [String], at instant: Date, batch: Int64)
    throws(LibraryError)
  {
    let milliseconds = Self.milliseconds(instant)
    try database.transaction { () throws(LibraryError) in
      if batch == 0 {
        try database.prepare("INSERT INTO batches (started_ms, inputs) VALUES (?, '')").run([
          milliseconds
        ])
      }
      let batchID = batch == 0 ? database.lastInsertedRowID : batch
      let earn = try database.prepare(
        "INSERT OR IGNORE INTO achievements (id, earned_ms, batch) VALUES (?, ?, ?)")
      for id in earned { try earn.run([id, milliseconds, batchID]) }
      let announce = try database.prepare(
        "INSERT OR IGNORE INTO announcements (id, announced_ms) VALUES (?, ?)")
      for id in announced { try announce.run([id, milliseconds]) }
    }
  }
}
