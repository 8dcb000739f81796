import Foundation

/// Where the command line writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
  /// Text written to standard output (only kept when ``capturing`` is `true`).
  public private(set) var standardOutput = ""
  /// Text written to standard error (only kept when ``capturing`` is `true`).
  public private(set) var standardError = ""
  /// `true`: keep text in the buffers; `false`: write to the process's streams.
  public let capturing: Bool
  /// The `errno` of the first write to standard output that failed (a full disk, a closed or
  /// broken stream), if one did: the results did not all arrive, and nothing more is written
  /// there (``TrophiesCommand/run(_:)`` then exits 1, `docs/CONTRACT.md` "Exit codes").
  public private(set) var outputFailure: Int32?

  /// The process's own standard output and error.
  public static var standard: Console { Console(capturing: false) }

  /// Creates a console; `capturing: true` keeps everything in memory.
  public init(capturing: Bool) { self.capturing = capturing }

  /// Writes `text` to standard output.
  public mutating func output(_ text: String) {
    if capturing {
      standardOutput += text
    } else if outputFailure == nil, let failure = Self.write(text, to: STDOUT_FILENO) {
      outputFailure = failure
    }
  }

  /// Writes `text` to standard error (a failure there has nowhere to be told, and is ignored).
  public mutating func error(_ text: String) {
    if capturing { standardError += text } else { _ = Self.write(text, to: STDERR_FILENO) }
  }

  /// Writes all of `text`'s UTF-8 bytes to `descriptor`, retrying interrupted and partial
  /// writes, and waiting (`poll`) while a non-blocking descriptor is full (`EAGAIN`: a pipe
  /// inherited non-blocking from a Node or libuv parent, break-it pass 8 M4); the `errno` of a
  /// failure, `nil` when every byte was written. Foundation's
  /// `FileHandle.write(_:)` traps on a failed write (break-it pass 7 C1: `--version > /dev/full`
  /// and a closed standard output crashed the process).
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN || errno == EWOULDBLOCK {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
          }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// `true` when standard error is a terminal (progress is shown only then).
  var errorIsTerminal: Bool { !capturing && isatty(2) == 1 }
}
