import Foundation
import Testing

@testable import TrophiesCLI

/// Issue 17: one-character relative `--out` and `--library` (`r`, `x`, `-`) trapped in
/// Foundation's `NSString.deletingLastPathComponent`; ``UserPath`` does the arithmetic on text.
@Suite("paths the user types")
struct UserPathTests {
  /// (path, parent, path without trailing slashes), worked out by POSIX pathname resolution.
  @Test(
    "the parent folder of a path",
    arguments: [
      ("", nil, ""), (".", nil, "."), ("r", nil, "r"), ("-", nil, "-"), ("/", nil, "/"),
      ("//", nil, "/"), ("a/", nil, "a"), ("a//", nil, "a"), ("//x", "/", "//x"),
      ("/x", "/", "/x"), ("a/b", "a", "a/b"), ("a//b/", "a", "a//b"), ("/a/b/c", "/a/b", "/a/b/c"),
      ("./r", ".", "./r"), ("../x", "..", "../x"),
    ] as [(String, String?, String)])
  func parent(path: String, parent: String?, trimmed: String) {
    #expect(UserPath.parent(of: path) == parent)
    #expect(UserPath.trimmed(path) == trimmed)
  }

  @Test(
    "a name inside a folder",
    arguments: [
      ("out", "x", "out/x"), ("out/", "x", "out/x"), ("/", "x", "/x"), ("//", "x", "/x"),
      ("", "x", "x"), ("-", "index.html", "-/index.html"),
    ])
  func joined(folder: String, name: String, expected: String) {
    #expect(UserPath.joined(folder, name) == expected)
  }

  @Test("an absolute path is kept; a relative one is put under the working folder")
  func absolute() {
    #expect(UserPath.absolute("/a/b") == "/a/b")
    let working = FileManager.default.currentDirectoryPath
    #expect(UserPath.absolute("r") == UserPath.joined(working, "r"))
  }

  /// The debug binary (`swift build`), run in a fresh working folder so that the relative
  /// names land there; skipped when it has not been built.
  static let binary = packageRoot.appendingPathComponent(".build/debug/trophies")

  @Test(
    "one-character relative --out and --library work",
    .enabled(if: FileManager.default.isExecutableFile(atPath: binary.path)),
    arguments: ["r", "x", "-", "r/", "./-"])
  func oneCharacter(name: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("runs"), withIntermediateDirectories: true)
    try writeRuns(2, into: folder.appendingPathComponent("runs"))
    let report = try Self.run(["report", "runs", "--out", name], in: folder)
    #expect(report.0 == 0, "\(report.2)")
    let out = folder.appendingPathComponent(name)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    #expect(report.1.contains("Wrote " + folder.path + "/"))
    let library = name.hasSuffix("/") ? String(name.dropLast()) + "lib" : name + "lib"
    let imported = try Self.run(["import", "runs", "--library", library], in: folder)
    #expect(imported.0 == 0, "\(imported.2)")
    let single = try Self.run(["import", "runs", "--library", "L"], in: folder)
    #expect(single.0 == 0, "\(single.2)")
    let read = try Self.run(["achievements", "--library", "L"], in: folder)
    #expect(read.0 == 0, "\(read.2)")
  }

  /// Runs the binary in `folder`; returns exit status, standard output and error.
  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String, String) {
    try runProcess(binary, arguments, environment: ["HOME": folder.path], in: folder)
  }
}
