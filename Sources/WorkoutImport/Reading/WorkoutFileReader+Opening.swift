import Foundation

/// Opening a path for ``WorkoutFileReader/read(path:limits:)``, with `.io` errors that say what
/// is wrong instead of a bare `errno` text.
extension WorkoutFileReader {
  /// An open descriptor (with a warning to pass on), or the error.
  enum Opening {
    case opened(Int32, warning: String?)
    case failure(ImportError)
  }

  /// Opens `path` for reading. A path shown with U+FFFD that does not exist as written is mapped
  /// back to the one file whose name it shows (see ``RawPath``), or whose name's bytes it ends
  /// with (``RawPath/listed(_:)``); folders, dangling links, link
  /// loops and unlistable folders get their own messages. A path a folder listing saw
  /// (`listed`) is opened by the listed bytes, and only when it is still the file listed
  /// (``FileListing``); otherwise it is skipped with ``replacedMessage``.
  static func openForReading(_ path: String, listed: FileListing.Entry? = nil) -> Opening {
    var raw = listed?.raw ?? Array(path.utf8)
    var warning: String?
    if let listed, String(validating: listed.raw, as: UTF8.self) == nil {
      warning = notUTF8Warning
    }
    var descriptor = openRaw(raw)
    if listed == nil, descriptor < 0, errno == ENOENT, path.contains(RawPath.replacement) {
      // A listed name with its bytes (``RawPath/listed(_:)``): that file, never the one whose
      // name is the shown form (a file named with U+FFFD was read in its place, twice).
      let matches = RawPath.candidates(for: path)
      if matches.count > 1 {
        return .failure(
          ImportError(
            .io,
            "the file name is not valid UTF-8 (shown with \u{FFFD}) and \(matches.count) files "
              + "match it; rename them to import them", file: path))
      }
      if let match = matches.first {
        raw = match
        warning = notUTF8Warning
        descriptor = openRaw(raw)
      } else {
        errno = ENOENT
      }
    }
    guard descriptor >= 0 else {
      return .failure(ImportError(.io, openFailure(raw, errno), file: path))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      return .failure(ImportError(.io, String(cString: strerror(code)), file: path))
    }
    if let listed, !listed.isSame(as: info) {
      close(descriptor)
      return .failure(ImportError(.io, replacedMessage, file: path))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFDIR:
      close(descriptor)
      return .failure(ImportError(.io, folderMessage(raw), file: path))
    case S_IFIFO, S_IFCHR:
      // Named pipes and character devices (`/dev/stdin`) are read when named: block again.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    default:
      close(descriptor)
      return .failure(ImportError(.io, "not a regular file", file: path))
    }
    return .opened(descriptor, warning: warning)
  }

  /// The warning for a file whose name is not UTF-8.
  static let notUTF8Warning =
    "the file name is not valid UTF-8 (shown with \u{FFFD}); rename it to keep it"

  /// Why a listed file was not read: another file took its name after the folder was listed.
  static let replacedMessage =
    "another file took this name after its folder was listed (renamed or created over it); "
    + "not read — import again to read the file now there"

  /// `open` without blocking on a pipe that has no writer.
  private static func openRaw(_ raw: [UInt8]) -> Int32 {
    RawPath.withCPath(raw) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
  }

  /// Why `open` failed with `code`, in words.
  static func openFailure(_ raw: [UInt8], _ code: Int32) -> String {
    let text = String(cString: strerror(code))
    if code == ENOENT, let link = RawPath.status(raw, follow: false),
      (link.st_mode & S_IFMT) == S_IFLNK
    {
      var target = [UInt8](repeating: 0, count: Int(PATH_MAX))
      let count = RawPath.withCPath(raw) { path in
        target.withUnsafeMutableBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count) }
        }
      }
      let shown = count > 0 ? " to \(RawPath.display(Array(target[0..<count])))" : ""
      return "dangling symbolic link\(shown): its target does not exist"
    }
    if code == ELOOP { return "\(text) (a symbolic link loop)" }
    if code == ENAMETOOLONG {
      return "the path is \(raw.count) bytes, longer than the system allows (PATH_MAX "
        + "\(PATH_MAX) bytes, NAME_MAX \(NAME_MAX) per name); move or rename it to import it"
    }
    if let info = RawPath.status(raw), (info.st_mode & S_IFMT) == S_IFDIR {
      return "cannot read folder: \(text)"
    }
    return text
  }

  /// The message for a folder given where a file is expected.
  private static func folderMessage(_ raw: [UInt8]) -> String {
    if case .failure(let failure) = RawPath.names(in: raw) {
      return "cannot read folder: \(failure.text)"
    }
    return "a folder, not a file (name it as an input to read the workout files in it)"
  }
}
