import Foundation
import WorkoutImport
import WorkoutModel

extension BatchWriter {
  /// What ``writeWorkouts(of:key:freshIndex:firstOrdinal:batch:context:)`` needs of the
  /// duplicate rule's answer for a batch: slot 0 is the library, slots 1… the fresh files.
  struct CopyContext {
    /// Each copy's slot → the slot of the copy counted instead.
    var keptFor: [Slot: Slot]
    /// The row ids of the library's anchors by workout index of slot 0.
    var libraryIDs: [Int64]
    /// The sources of the library's anchors by workout index of slot 0.
    var librarySources: [String]
    /// The fresh files (slot `n` is `fresh[n - 1]`).
    var fresh: [ParsedFile]
    /// Row ids written so far, by slot.
    var ids: [Slot: Int64]
    /// Each counted slot → the copies written before it (the library's stored rows, or a fresh
    /// file earlier in input order read cut short): they are re-pointed at it once it is written
    /// (``supersede(_:by:context:idsOfFile:)``).
    var superseding: [Slot: [Slot]]

    /// The context of the rule's answer `found` (``duplicates(of:against:)``) for `fresh`, no
    /// row written yet.
    init(
      _ found: (
        positions: [DuplicateWorkouts.Position: DuplicateWorkouts.Position],
        libraryIDs: [Int64], librarySources: [String]
      ),
      fresh: [ParsedFile]
    ) {
      keptFor = [:]
      superseding = [:]
      for (copy, kept) in found.positions {
        let copySlot = Slot(file: copy.file, workout: copy.workout)
        let keptSlot = Slot(file: kept.file, workout: kept.workout)
        keptFor[copySlot] = keptSlot
        if kept.file > 0, copy < kept { superseding[keptSlot, default: []].append(copySlot) }
      }
      libraryIDs = found.libraryIDs
      librarySources = found.librarySources
      self.fresh = fresh
      ids = [:]
    }
  }

  /// The duplicate rule over the library's counted workouts near `fresh` in time and `fresh`
  /// (``duplicates(of:against:cutShort:)``), knowing which of the library's counted copies were
  /// stored from a file read cut short (break-it pass 7 B10): a fresh copy read whole is then
  /// counted instead. Only the library copies some fresh workout matches are looked up
  /// (``isStoredCutShort(_:)``), and only when a fresh file was read whole.
  func duplicates(
    of fresh: [ParsedFile], against anchors: AnchorIndex
  ) throws(LibraryError) -> (
    positions: [DuplicateWorkouts.Position: DuplicateWorkouts.Position], libraryIDs: [Int64],
    librarySources: [String]
  ) {
    let found = Self.duplicates(of: fresh, against: anchors)
    guard fresh.contains(where: { !DuplicateWorkouts.isCutShort($0) }) else { return found }
    var matched = Set<Int>()
    for kept in found.positions.values where kept.file == 0 { matched.insert(kept.workout) }
    var cut = Set<Int64>()
    for index in matched where try isStoredCutShort(found.libraryIDs[index]) {
      cut.insert(found.libraryIDs[index])
    }
    guard !cut.isEmpty else { return found }
    return Self.duplicates(of: fresh, against: anchors, cutShort: cut)
  }

  /// Whether workout row `id` was stored from a file read cut short: a `files` row of its
  /// content has a warning whose ``WorkoutModel/ImportWarning/Code/isCutShort``. A warnings blob
  /// that does not decode says nothing (the row stays as it is counted).
  func isStoredCutShort(_ id: Int64) throws(LibraryError) -> Bool {
    let rows = try database.prepare(
      "SELECT files.warnings FROM files JOIN workouts ON files.content_key = workouts.content_key "
        + "WHERE workouts.id = ?")
    try rows.bind([id])
    while try rows.step() {
      let warnings = try? WorkoutCodec.decodeWarnings(rows.blob(0), location: "")
      if warnings?.contains(where: \.code.isCutShort) == true { return true }
    }
    return false
  }

  /// Makes row `counted` (just written for slot `slot`, counted) the counted copy of the rows
  /// written before it that the rule made its copies (`context.superseding`): each of them, and
  /// every row naming it as its counted copy, is re-pointed at `counted` (a library row stored
  /// from a file read cut short, break-it pass 7 B10); `counted` then takes their gear if it
  /// names none (``carryGear(toCounted:)``). A copy whose row was not written (its file refused)
  /// is left out.
  /// - Returns: the row ids re-pointed (no longer anchors).
  func supersede(
    _ slot: Slot, by counted: Int64, context: CopyContext, idsOfFile: [Slot: Int64]
  ) throws(LibraryError) -> [Int64] {
    guard let copies = context.superseding[slot] else { return [] }
    var superseded: [Int64] = []
    let update = try database.prepare(
      "UPDATE workouts SET duplicate_of = ?1 WHERE id = ?2 OR duplicate_of = ?2")
    for copy in copies.sorted(by: { ($0.file, $0.workout) < ($1.file, $1.workout) }) {
      let id =
        copy.file == 0
        ? context.libraryIDs[copy.workout] : idsOfFile[copy] ?? context.ids[copy]
      guard let id, id != counted else { continue }
      try update.run([counted, id])
      superseded.append(id)
    }
    if !superseded.isEmpty { try carryGear(toCounted: counted) }
    return superseded
  }
}
