import Achievements
import Foundation
import TrophyReports
import WorkoutLibrary

extension ReportCommand {
  /// What `cabinet` shows (``ReportMemory``, made at its generation time) and what of it is
  /// new since the last report `library` remembers (``SinceLastReport``), for the cabinet to
  /// start with (`docs/CONTRACT.md`, "New since last report").
  /// - Throws: ``CLIError`` `failure` when the library cannot be read.
  static func sinceLastReport(
    _ library: WorkoutLibrary, cabinet: TrophyCabinet
  ) throws(CLIError) -> (shown: ReportMemory, last: ReportMemory?, since: SinceLastReport) {
    let last = try LibraryAccess.checked { () throws(LibraryError) in try library.lastReport() }
    let shown = ReportMemory(
      showing: cabinet.statuses, places: cabinet.evaluation.places, at: cabinet.generatedAt)
    let since = SinceLastReport(
      current: shown, last: last, statuses: cabinet.statuses,
      records: cabinet.evaluation.records)
    return (shown, last, since)
  }

  /// Remembers `shown` in `library` once the cabinet is written, unless it shows what `last`
  /// showed (an unchanged re-run leaves the library byte-identical, and the next report still
  /// compares with the report that showed it first). A library opened for reading is written
  /// on a second connection; when that fails (a read-only file or folder) the report stands
  /// and a warning says the memory was not updated.
  static func remember(
    _ shown: ReportMemory, last: ReportMemory?, in library: WorkoutLibrary,
    console: inout Console
  ) {
    if let last, last.showsSame(as: shown) { return }
    do throws(LibraryError) {
      if library.isReadOnly {
        try WorkoutLibrary(path: library.database.path).remember(shown)
      } else {
        try library.remember(shown)
      }
    } catch {
      console.error(
        "trophies: warning: the library could not remember this report "
          + "(\(TerminalText.safe(error.description))); the cabinet is written all the same, "
          + "and the next report shows what is new since the last one remembered\n")
    }
  }
}
