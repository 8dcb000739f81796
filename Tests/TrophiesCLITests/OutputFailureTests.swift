import Foundation
import Testing

/// A standard output that cannot be written — a full disk (`/dev/full`), a closed stream — is
/// said on standard error and gives exit 1 (break-it pass 7 C1: Foundation's
/// `FileHandle.write(_:)` trapped, SIGILL, exit 132, after `import` had stored its run).
@Suite("a failed write to standard output")
struct OutputFailureTests {
  /// A fixture GPX of the CLI tests (one run).
  static let run = packageRoot.appendingPathComponent(
    "Tests/TrophiesCLITests/Fixtures/berlin-dst-run.gpx"
  ).path

  @Test(
    "exits 1 and says so on standard error",
    .enabled(if: FileManager.default.isExecutableFile(atPath: UserPathTests.binary.path)),
    arguments: [
      (["--version"], ">/dev/full"),
      (["help"], ">/dev/full"),
      (["inspect", "--json", run], ">/dev/full"),
      (["--version"], ">&-"),
      (["inspect", run], ">&-"),
    ])
  func fails(arguments: [String], redirect: String) throws {
    // `sh -c '"$0" "$@" >/dev/full' BINARY ARGUMENTS…`: the binary with its output redirected.
    let (code, _, error) = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "\"$0\" \"$@\" " + redirect, UserPathTests.binary.path] + arguments)
    #expect(code == 1, "\(error)")
    #expect(error.contains("trophies: cannot write to standard output: "), "\(error)")
    #expect(!error.contains("Fatal error"), "\(error)")
  }
}
