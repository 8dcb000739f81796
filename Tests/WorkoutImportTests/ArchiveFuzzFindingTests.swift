import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Inputs the `archive` fuzz target found, kept under `Fixtures/Fuzz/archive-*.zip`.
@Suite("archive fuzz findings")
struct ArchiveFuzzFindingTests {
  /// `export.zip` of `Fixtures/Archives` with bits flipped (CRC mismatches in four members, the
  /// nested `parts/inner.zip` cut inside its central directory). The nested zip's own entry
  /// (no format, no workouts, no error) carries the damage, after 1 member: the fuzz check had
  /// expected such an entry only for the input itself. The expected list is read off
  /// `unzip -l` (members in stored order, the repeated `activities/1.gpx` the 5th entry; `activities.csv`
  /// is a side file, joined by the CLI, not a result here).
  @Test("a nested zip cut in its central directory: its own entry says so, after 1 member")
  func nestedCut() throws {
    let path = Fixtures.directory.appendingPathComponent("Fuzz/archive-nested-crc.zip").path
    let files = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
      .importFiles([path])
    #expect(
      files.map(\.source)
        == [
          "activities/1.gpx", "activities/2.tcx.gz", "parts/inner.zip!/c.gpx", "parts/inner.zip",
          "activities/1.gpx (entry 5)",
        ].map { path + "!/" + $0 })
    let inner = files[3]
    #expect(inner.format == nil && inner.error == nil && inner.workouts.isEmpty)
    #expect(inner.warnings.map(\.code) == [.archiveDamaged])
    #expect(inner.warnings.first?.message.contains("after 1 member (") == true)
    #expect(files[1].error?.category == .malformed)
  }
}
