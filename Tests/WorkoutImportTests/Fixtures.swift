import Foundation
import WorkoutImport

/// Locates test files relative to this source file (package root = parent of `Tests/`).
enum Fixtures {
  /// `Tests/WorkoutImportTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The package root (parent of `Tests/`).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The shared real-world corpus (`../shared/corpus` from the package root), absent on users'
  /// machines.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

  /// Whether the shared corpus is present.
  static let hasCorpus = FileManager.default.fileExists(
    atPath: corpus.appendingPathComponent("MANIFEST.md").path)

  /// Reads a fixture by file name.
  static func read(_ name: String) -> ParsedFile {
    WorkoutFileReader.read(path: directory.appendingPathComponent(name).path)
  }

  /// Reads a corpus file by path relative to the corpus root.
  static func readCorpus(_ relative: String) -> ParsedFile {
    WorkoutFileReader.read(path: corpus.appendingPathComponent(relative).path)
  }

  /// Reads a document given as text.
  static func read(text: String, limits: WorkoutFileReader.Limits = .standard) -> ParsedFile {
    WorkoutFileReader.read(data: Data(text.utf8), source: "inline", limits: limits)
  }

  /// Seconds since 1970 of a point's time.
  static func epoch(_ date: Date?) -> Double? { date?.timeIntervalSince1970 }
}

extension ParsedFile {
  /// The warnings as `code×count` strings, in order: tests compare codes and counts, not
  /// sentences.
  var warningCodes: [String] { warnings.map { "\($0.code.rawValue)×\($0.count)" } }
}

extension Fixtures {
  /// Other importers' test files (`../shared/peer/files`), absent on users' machines; never
  /// shipped in the package (several are AGPL or carry no licence).
  static let peer = corpus.deletingLastPathComponent().appendingPathComponent("peer/files")

  /// Whether the peer files are present.
  static let hasPeer = FileManager.default.fileExists(
    atPath: peer.appendingPathComponent("Runalyze/Standard.tcx").path)

  /// The small fault cases (`../shared/cases`).
  static let cases = corpus.deletingLastPathComponent().appendingPathComponent("cases")

  /// Reads a peer file by path relative to `peer/files`.
  static func readPeer(_ relative: String) -> ParsedFile {
    WorkoutFileReader.read(path: peer.appendingPathComponent(relative).path)
  }
}
