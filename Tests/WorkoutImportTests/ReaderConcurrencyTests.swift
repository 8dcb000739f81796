import Foundation
import Testing
import WorkoutImport

@Suite("Reader concurrency")
struct ReaderConcurrencyTests {
  /// Each parse owns its libxml2 context; reading the same fixtures on many tasks at once must
  /// give exactly the results of reading them one by one.
  @Test("reading files in parallel gives the serial results")
  func parallelMatchesSerial() async throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
      .sorted()
    let serial = names.map { Fixtures.read($0) }
    let parallel = await withTaskGroup(of: (Int, ParsedFile).self) { group in
      for round in 0..<4 {
        for (index, name) in names.enumerated() {
          group.addTask { (round * names.count + index, Fixtures.read(name)) }
        }
      }
      var results: [Int: ParsedFile] = [:]
      for await (key, file) in group { results[key] = file }
      return results
    }
    #expect(parallel.count == names.count * 4)
    for (key, file) in parallel {
      #expect(file == serial[key % names.count], "\(names[key % names.count])")
    }
  }
}
