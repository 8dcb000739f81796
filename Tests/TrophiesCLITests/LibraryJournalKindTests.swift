import Foundation
import Testing

/// A FIFO or socket where SQLite keeps a library's journal files (`-wal`, `-shm`, `-journal`)
/// is refused at once (break-it pass 4, N2: a FIFO named `LIB-wal` beside a read-only library
/// blocked `report` and `achievements` forever; in a writable folder it was read as a
/// journal).
@Suite("a library's journal files are SQLite's")
struct LibraryJournalKindTests {
  @Test(
    "a FIFO in place of a journal file stops every command with the library error",
    arguments: ["-wal", "-shm", "-journal"])
  func fifoJournal(suffix: String) throws {
    let (folder, runs, library) = try LibraryFileSafetyTests.setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTrophies(["import", runs, "--library", library]).0 == 0)
    try? FileManager.default.removeItem(atPath: library + suffix)
    #expect(mkfifo(library + suffix, 0o644) == 0)
    for command in [
      ["achievements", "--library", library],
      ["report", "--library", library, "--out", folder.path + "/out"],
      ["import", runs, "--library", library],
    ] {
      let result = runTrophies(command)
      #expect(result.0 == 1, "\(command[0]): \(result.2)")
      #expect(result.2.contains("its \(suffix) file is a FIFO (named pipe), not SQLite's"))
    }
  }
}
