import Foundation
import TestSupport
import Testing
import WorkoutImport
import WorkoutModel

@testable import WorkoutLibrary

/// A library copied with its `-wal` but without its `-shm` (an import killed before its
/// checkpoint, then a backup tool skipping `-shm`) into a folder that cannot be written: its
/// `-wal`'s commits are read (break-it W3: read as immutable, they vanished from `report` and
/// `achievements` without a word). `chattr +i` makes the folder unwritable for root too; the
/// tests skip where it is not supported. Expected counts are the workouts stored, by hand.
@Suite("a read-only library with a -wal and no -shm")
struct ReadOnlyWALTests {
  /// A library in `temporary` holding `a.gpx` (2 workouts) in its main file and `b.gpx`
  /// (1 workout) in its `-wal` only, copied without `-shm` to `shelf/library.sqlite`, which is
  /// then made unwritable; `nil` without `chattr`. The writer stays open while the copy is
  /// made (closing it would checkpoint the `-wal` away).
  static func shelvedCopy(in temporary: TemporaryLibrary) throws -> String? {
    let writer = try temporary.open()
    try writer.database.execute("PRAGMA wal_autocheckpoint = 0")
    let files = twoGPXFiles()
    _ = try writer.store([files[0]], stamps: [:])
    try writer.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    _ = try writer.store([files[1]], stamps: [:])
    let shelf = temporary.folder + "/shelf"
    try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(
        atPath: temporary.path + suffix, toPath: shelf + "/library.sqlite" + suffix)
    }
    guard FileFlags.chattr("+i", shelf) else { return nil }
    return shelf + "/library.sqlite"
  }

  @Test("the workouts committed in the -wal are read, and nothing is written beside it")
  func readsWAL() throws {
    let temporary = try TemporaryLibrary()
    guard let path = try Self.shelvedCopy(in: temporary) else { return }
    let shelf = String(path.dropLast("/library.sqlite".count))
    defer { _ = FileFlags.chattr("-i", shelf) }
    let wal = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
    #expect(!wal.isEmpty)
    let library = try WorkoutLibrary(path: path, readOnly: true)
    #expect(library.isReadOnly)
    // 2 workouts of a.gpx in the file, 1 of b.gpx in the -wal.
    #expect(try library.files().flatMap(\.workouts).count == 3)
    #expect(try library.files().map(\.source).sorted() == ["a.gpx", "b.gpx"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shelf).sorted() == [
        "library.sqlite", "library.sqlite-wal",
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == wal)
  }

  @Test("a -wal that cannot be read is an error naming it and its size, not an older library")
  func refusesUnreadableWAL() throws {
    let temporary = try TemporaryLibrary()
    let writer = try temporary.open()
    _ = try writer.store(twoGPXFiles(), stamps: [:])
    let shelf = temporary.folder + "/shelf"
    try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
    let path = shelf + "/library.sqlite"
    try FileManager.default.copyItem(atPath: temporary.path, toPath: path)
    // A folder where the -wal should be: it has a size, and SQLite cannot read it as a file.
    try FileManager.default.createDirectory(
      atPath: path + "-wal", withIntermediateDirectories: false)
    var info = stat()
    #expect(stat(path + "-wal", &info) == 0)
    guard FileFlags.chattr("+i", shelf) else { return }
    defer { _ = FileFlags.chattr("-i", shelf) }
    let error = #expect(throws: LibraryError.self) {
      try WorkoutLibrary(path: path, readOnly: true)
    }
    #expect(error?.message.contains("(\(info.st_size) bytes in library.sqlite-wal)") == true)
  }
}
