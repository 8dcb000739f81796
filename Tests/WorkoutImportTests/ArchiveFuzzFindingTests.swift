import ArchiveTestSupport
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

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

  /// A zip cut after 7 local headers (no central directory; listed by hand from its `PK\3\4`
  /// headers): `activities.csv` is entry 3 (two rows: `activities/1.gpx` "Morning Run", a Run;
  /// a manual "Yoga" on Mar 9, 2024, 1,800 s) and again entry 6, whose deflate data is damaged
  /// (0 bytes inflate). The damaged later copy superseded the whole one: the run lost its name
  /// and the manual entry was dropped, and the superseded entry broke the fuzz check (an entry
  /// with neither workouts nor error must carry a warning saying why). A copy that cannot be
  /// read supersedes nothing now.
  @Test("a damaged later activities.csv does not supersede the whole earlier one")
  func damagedLaterSideFile() throws {
    let path = Fixtures.directory.appendingPathComponent("Fuzz/archive-damaged-later-csv.zip")
      .path
    let importer = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
    var imported = importer.importRun([path])
    importer.join(&imported)
    let files = imported.files
    #expect(!files.contains { $0.warnings.contains { $0.code == .sideFileSuperseded } })
    let damaged = try #require(files.first { $0.source == path + "!/activities.csv (entry 6)" })
    #expect(damaged.error?.category == .malformed)
    let run = try #require(files.first { $0.source == path + "!/activities/1.gpx" })
    #expect(run.workouts.map(\.name) == ["Morning Run"])
    #expect(run.workouts.map(\.activity) == [.running])
    let manual = files.flatMap(\.workouts).filter { $0.name == "Yoga" }
    #expect(manual.count == 1)
    #expect(manual.first?.summary.durationSeconds == 1_800)
  }

  /// A member whose name starts with U+064C (ARABIC DAMMATAN, a combining mark): `!/` and the
  /// mark make one character `/\u{64C}`, so `String`'s `hasPrefix` and `range(of:)` did not see
  /// the separator. Every name is still `PATH!/…` byte for byte.
  @Test("a member name starting with a combining mark stays inside its archive, byte for byte")
  func combiningMarkName() throws {
    let path = Fixtures.directory.appendingPathComponent(
      "Fuzz/archive-combining-mark-name.zip"
    ).path
    let files = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
      .importFiles([path])
    #expect(files.count == 3)
    let odd = try #require(files.first { $0.source.unicodeScalars.contains("\u{64C}") })
    #expect(odd.source.utf8.starts(with: (path + "!/").utf8))
    #expect(ArchiveWalk.containers(of: odd.source) == [path])
  }

  @Test("a walk for a nested member whose name starts with a combining mark finds it")
  func nestedCombiningMark() throws {
    let folder = try TemporaryFolder()
    let name = "\u{64C}c.gpx"
    let inner = ArchiveBuilder.build(.zip, [ArchiveBuilder.Member(name, ArchiveTestData.gpx())])
    let outer = try ArchiveTestData.write(
      .zipStored, [ArchiveBuilder.Member("b.zip", inner)], to: "a.zip", in: folder)
    let wanted = outer + "!/b.zip!/" + name
    #expect(ArchiveWalk.containers(of: wanted) == [outer, outer + "!/b.zip"])
    var found: [String] = []
    ArchiveWalk.walk(path: outer, limits: .standard, wanted: [wanted]) {
      if case .member(let member) = $0 { found.append(member.source) }
    }
    #expect(found == [wanted])
  }
}
