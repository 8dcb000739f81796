import Foundation

/// File paths as the bytes the kernel uses. Linux file names need not be UTF-8; Swift `String`s
/// show invalid bytes as U+FFFD (the replacement character), which no longer names the file.
/// These helpers list folders with POSIX `opendir`/`readdir` and map such a shown path back to
/// the bytes of the file(s) it stands for.
enum RawPath {
  /// The replacement character that stands for bytes that are not UTF-8.
  static let replacement: Character = "\u{FFFD}"

  /// The path as shown: UTF-8, invalid bytes as U+FFFD.
  static func display(_ raw: [UInt8]) -> String { String(decoding: raw, as: UTF8.self) }

  /// Calls `body` with `raw` as a NUL-terminated C path.
  static func withCPath<R>(_ raw: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    var bytes = raw
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// `folder` + `/` + `name`.
  static func join(_ folder: [UInt8], _ name: [UInt8]) -> [UInt8] {
    if folder.isEmpty { return name }
    if folder.last == UInt8(ascii: "/") { return folder + name }
    return folder + [UInt8(ascii: "/")] + name
  }

  /// `stat` (follows symbolic links) or `lstat`; `nil` with `errno` set on failure.
  static func status(_ raw: [UInt8], follow: Bool = true) -> stat? {
    var info = stat()
    let result = withCPath(raw) { follow ? stat($0, &info) : lstat($0, &info) }
    return result == 0 ? info : nil
  }

  /// An `errno` value from a failed call.
  struct Failure: Error, Equatable {
    /// The `errno` value.
    var code: Int32
    /// `strerror`'s text for it.
    var text: String { String(cString: strerror(code)) }
  }

  /// The names in `folder` (without `.` and `..`) as bytes, or the `errno` of the failure.
  static func names(in folder: [UInt8]) -> Result<[[UInt8]], Failure> {
    guard let directory = withCPath(folder.isEmpty ? [UInt8(ascii: ".")] : folder, { opendir($0) })
    else { return .failure(Failure(code: errno)) }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return .success(names)
  }

  /// The existing paths whose shown form is `path`: `path` itself when it exists as written,
  /// otherwise each component holding U+FFFD is matched against the names in its folder.
  /// At most `limit` matches are returned.
  static func matches(for path: String, limit: Int = 16) -> [[UInt8]] {
    let written = Array(path.utf8)
    if status(written, follow: false) != nil { return [written] }
    guard path.contains(replacement) else { return [] }
    var prefixes: [[UInt8]] = [path.hasPrefix("/") ? [UInt8(ascii: "/")] : []]
    for component in path.split(separator: "/") {
      var next: [[UInt8]] = []
      for prefix in prefixes {
        if component.contains(replacement) {
          guard case .success(let names) = names(in: prefix) else { continue }
          for name in names where display(name) == component {
            next.append(join(prefix, name))
          }
        } else {
          next.append(join(prefix, Array(component.utf8)))
        }
      }
      prefixes = Array(next.prefix(limit))
      if prefixes.isEmpty { return [] }
    }
    return prefixes.filter { status($0, follow: false) != nil }
  }
}
