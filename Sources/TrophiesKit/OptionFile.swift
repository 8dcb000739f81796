import Foundation

/// A small file the user names for a run and the run reads whole before it starts: the
/// settings file (`--settings`, or the default one) and `--activity-map`. The one rule for
/// them: a regular file (symbolic links followed) is read, or a character device (`/dev/null`,
/// "no settings"); anything else is refused before a byte is read. It is opened and read
/// without blocking, so a FIFO is refused at once instead of holding the command forever
/// (break-it H2: `--settings FIFO` or a FIFO at the default path hung every command), a
/// terminal with nothing typed is a read error, and a device that never ends (`/dev/zero`)
/// stops at the cap: a file holding more than `maximumBytes` is refused.
public enum OptionFile {
  /// Why a file the user named could not be read.
  public enum Failure: Error, Sendable, Equatable {
    /// `open` or `read` failed with this `errno` (`ENOENT`, `EACCES`, …).
    case system(Int32)
    /// It is neither a regular file nor a character device: what it is in words ("a folder",
    /// "a FIFO (named pipe)", "a socket", "a block device").
    case notRegular(String)
    /// It holds more than the cap given, bytes.
    case tooLarge(Int)

    /// The `errno` text of a system failure ("No such file or directory"); `nil` otherwise.
    public var systemText: String? {
      guard case .system(let code) = self else { return nil }
      return String(cString: strerror(code))
    }
  }

  /// Opens `path` for reading without blocking (`O_NONBLOCK`: a FIFO with no writer opens at
  /// once); a descriptor, or -1 with `errno` set.
  public static func open(_ path: String) -> Int32 {
    Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  }

  /// The bytes of the file `path`, at most `maximumBytes` of them. `opener` opens it
  /// (``open(_:)``; tests pass one that fails as they need).
  /// - Throws: ``Failure``: `system` when it cannot be opened or read (`EAGAIN`: a terminal or
  ///   device with nothing to give now), `notRegular` for anything but a regular file or a
  ///   character device (nothing is read from it), `tooLarge` past `maximumBytes`.
  public static func read(
    _ path: String, maximumBytes: Int, opener: (String) -> Int32 = open
  ) throws(Failure) -> [UInt8] {
    let descriptor = opener(path)
    guard descriptor >= 0 else { throw .system(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFCHR: break
    case S_IFDIR: throw .notRegular("a folder")
    case S_IFIFO: throw .notRegular("a FIFO (named pipe)")
    case S_IFSOCK: throw .notRegular("a socket")
    case S_IFBLK: throw .notRegular("a block device")
    default: throw .notRegular("not a regular file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(errno)
      }
      if count == 0 { return bytes }
      bytes += chunk.prefix(count)
      if bytes.count > maximumBytes { throw .tooLarge(maximumBytes) }
    }
  }
}
