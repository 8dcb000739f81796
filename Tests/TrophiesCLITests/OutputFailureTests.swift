import Foundation
import Testing

@testable import TrophiesCLI

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

  @Test("a full non-blocking pipe is waited for, not taken for a failure")
  func nonBlockingPipe() throws {
    // Break-it pass 8 M4: EAGAIN from a pipe inherited non-blocking (a Node or libuv parent)
    // with a slow reader ended the output at 59,998 of 228,172 bytes, exit 1.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (reading, writing) = (ends[0], ends[1])
    #expect(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
    let text = String(repeating: "0123456789abcdef", count: 65_536)  // 1 MiB, > a pipe's 64 KiB
    let written = DispatchGroup()
    nonisolated(unsafe) var failure: Int32? = -1
    DispatchQueue.global().async(group: written) {
      failure = Console.write(text, to: writing)
      close(writing)
    }
    var received = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      usleep(200)  // a slow reader: the pipe fills and the writer meets EAGAIN
      let count = read(reading, &buffer, buffer.count)
      if count <= 0 { break }
      received += count
    }
    written.wait()
    close(reading)
    #expect(failure == nil)
    #expect(received == text.utf8.count)
  }
}
