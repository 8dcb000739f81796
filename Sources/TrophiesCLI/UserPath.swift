import Foundation

/// Path arithmetic on the paths users type (`--out`, `--library`), done on the text alone, with
/// no file-system access and none of Foundation's `NSString`/`URL` path helpers (issue 17: on
/// Linux `NSString.deletingLastPathComponent` trapped on one-character relative paths such as
/// `r`, `x` or `-`).
///
/// Rules (POSIX pathname resolution, IEEE Std 1003.1 §4.16): components are separated by one or
/// more `/`; trailing slashes name the same file as the path without them; a path without a `/`
/// (after trailing slashes are dropped) is relative to the working folder; `/` and `//` are the
/// root. The empty path names no file (`ENOENT`): callers refuse it before they get here.
enum UserPath {
  /// `path` without trailing slashes; a path of slashes only stays `/`.
  ///
  /// `"a/"` → `"a"`, `"a//"` → `"a"`, `"/"` → `"/"`, `"//"` → `"/"`, `""` → `""`.
  static func trimmed(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return result == "/" && path.hasPrefix("/") ? "/" : String(result)
  }

  /// The folder holding `path`, or `nil` when it is the working folder (a path of one
  /// relative component) or `path` has none (the root, the empty path).
  ///
  /// `"r"` → `nil`, `"-"` → `nil`, `"a/"` → `nil`, `"/"` → `nil`, `"/x"` → `"/"`,
  /// `"//x"` → `"/"`, `"a/b"` → `"a"`, `"a//b/"` → `"a"`, `"/a/b"` → `"/a"`.
  static func parent(of path: String) -> String? {
    let path = trimmed(path)
    guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
    let parent = trimmed(String(path[..<slash]))
    return parent.isEmpty ? "/" : parent
  }

  /// `name` inside the folder `folder`: `("out", "x")` → `"out/x"`, `("out/", "x")` →
  /// `"out/x"`, `("/", "x")` → `"/x"`, `("", "x")` → `"x"`.
  static func joined(_ folder: String, _ name: String) -> String {
    let folder = trimmed(folder)
    if folder.isEmpty { return name }
    return folder == "/" ? "/" + name : folder + "/" + name
  }

  /// `path` made absolute against the working folder (`getcwd`) when it is relative; the text
  /// is kept otherwise (no `.`/`..` resolution, no symbolic links followed). When the working
  /// folder cannot be read (removed under the process), the path is returned as given.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let folder = workingFolder() else { return path }
    return joined(folder, path)
  }

  /// The working folder (`getcwd`), or `nil` when it cannot be read.
  private static func workingFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
