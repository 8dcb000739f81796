import Foundation
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// Paths are told apart by their bytes, as Linux, zip and SQLite tell them apart: `é.gpx`
/// written NFC (`C3 A9`) and NFD (`65 CC 81`) are two files, though Swift `String`s of them are
/// equal (canonical equivalence). Before the fix the second was refused as "another file of this
/// run has the same name" and the next import took it for the first, unchanged (issue 17).
@Suite("library store: paths compared as bytes")
struct PathBytesTests {
  static let composed = "in/\u{E9}.gpx"  // NFC
  static let decomposed = "in/e\u{301}.gpx"  // NFD

  func twoNames(_ batchSize: Int) -> [ParsedFile] {
    [
      parsedFile(
        Self.composed, format: .gpx, hash: ContentHash(high: 1, low: 1),
        workouts: [(may1(), 600)]),
      parsedFile(
        Self.decomposed, format: .gpx, hash: ContentHash(high: 2, low: 2),
        workouts: [(may1(86_400), 600)]),
    ]
  }

  @Test("NFC and NFD names of one word are two files, both stored", arguments: [1, 500])
  func bothStored(batchSize: Int) throws {
    let temporary = try TemporaryLibrary()
    let outcome = try temporary.open().store(twoNames(batchSize), stamps: [:], batchSize: batchSize)
    #expect(outcome.failedFiles.isEmpty)
    #expect(outcome.newWorkouts == 2)
    let library = try temporary.open()
    #expect(try library.countedWorkoutCount() == 2)
    #expect(
      try library.files().map { Array($0.source.utf8) }.sorted {
        $0.lexicographicallyPrecedes($1)
      } == [Array(Self.decomposed.utf8), Array(Self.composed.utf8)])  // "e" 0x65 < 0xC3
  }

  @Test("each name keeps its own stamp, and one name's stamp does not match the other file")
  func stampsApart() throws {
    let temporary = try TemporaryLibrary()
    let nfc = FileStamp(path: Self.composed, size: 100, modificationNanoseconds: 7)
    let nfd = FileStamp(path: Self.decomposed, size: 100, modificationNanoseconds: 7)
    _ = try temporary.open().store(
      twoNames(500), stamps: [PathKey(Self.composed): nfc, PathKey(Self.decomposed): nfd])
    let stamps = try temporary.open().stamps()
    #expect(stamps.count == 2)
    #expect(
      stamps[PathKey(Self.decomposed)].map { Array($0.path.utf8) }
        == Array(Self.decomposed.utf8))
    #expect(nfc != nfd)  // same size and time, other file
  }

  @Test("a stamp equals only a stamp of the same path bytes")
  func stampEquality() {
    let nfc = FileStamp(path: Self.composed, size: 1, modificationNanoseconds: 2)
    let nfd = FileStamp(path: Self.decomposed, size: 1, modificationNanoseconds: 2)
    #expect(nfc != nfd)
    #expect(Set([nfc, nfd]).count == 2)
    #expect(nfc == FileStamp(path: "in/\u{E9}.gpx", size: 1, modificationNanoseconds: 2))
  }
}
