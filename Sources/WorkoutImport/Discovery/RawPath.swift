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
  /// otherwise each component holding U+FFFD is matched against the names in its folder (by
  /// bytes: an NFC and an NFD name are not one). With `lastName`, only paths whose last
  /// component is those bytes, and never `path` as written. At most `limit` matches are returned.
  static func matches(for path: String, limit: Int = 16, lastName: [UInt8]? = nil) -> [[UInt8]] {
    let written = Array(path.utf8)
    if lastName == nil, status(written, follow: false) != nil { return [written] }
    guard path.contains(replacement) else { return [] }
    var prefixes: [[UInt8]] = [path.hasPrefix("/") ? [UInt8(ascii: "/")] : []]
    let components = path.split(separator: "/")
    for (place, component) in components.enumerated() {
      var next: [[UInt8]] = []
      for prefix in prefixes {
        if place == components.count - 1, let lastName {
          if display(lastName).utf8.elementsEqual(component.utf8) {
            next.append(join(prefix, lastName))
          }
        } else if component.contains(replacement) {
          guard case .success(let names) = names(in: prefix) else { continue }
          for name in names where display(name).utf8.elementsEqual(component.utf8) {
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

  /// What a listed name that is not UTF-8 ends with when its shown form is ambiguous, before
  /// the hex of the name's bytes and `)`: `s\u{FFFD}.gpx (name bytes 73ff2e677078)`.
  static let nameBytesMarker = " (name bytes "

  /// The path listed for `raw`: its shown form (``display(_:)``), and when that is not UTF-8
  /// and does not name `raw` alone — a file is named with U+FFFD itself, or another name shows
  /// the same — the hex of its last name's bytes after it (``nameBytesMarker``), so that each
  /// file is read, and stored in the workout library, under a name of its own.
  static func listed(_ raw: [UInt8]) -> String {
    let shown = display(raw)
    guard String(validating: raw, as: UTF8.self) == nil else { return shown }
    let written = Array(shown.utf8)
    guard status(written, follow: false) != nil || matches(for: shown, limit: 2).count > 1 else {
      return shown
    }
    let name = raw.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? raw
    let hex = name.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
    let ending = nameBytesMarker + hex.joined() + ")"
    // A file may itself be named like this listing (a valid name chosen to match it): the
    // opener tries a listed name as written first and read that file instead, twice, while this
    // one was never read (issue 17). The ending is repeated until the listing names no file;
    // a name longer than NAME_MAX names none, so this stops.
    var listed = shown + ending
    while status(Array(listed.utf8), follow: false) != nil { listed += ending }
    return listed
  }

  /// The existing files `path`, as discovered or named, stands for when it does not exist as
  /// written: a listing with its name's bytes (``listed(_:)``) gives that one file, never one
  /// whose name is its shown form; another path holding U+FFFD gives every file whose name it
  /// shows (``matches(for:limit:lastName:)``). `[]` when `path` holds no U+FFFD.
  static func candidates(for path: String) -> [[UInt8]] {
    guard path.contains(replacement) else { return [] }
    return splitListed(path).map { matches(for: $0.shown, lastName: $0.name) }
      ?? matches(for: path)
  }

  /// The shown path and last name's bytes of a path ``listed(_:)`` made with
  /// ``nameBytesMarker``, or `nil` when `path` has no such ending.
  static func splitListed(_ path: String) -> (shown: String, name: [UInt8])? {
    guard path.hasSuffix(")"), let marker = path.range(of: nameBytesMarker, options: .backwards)
    else { return nil }
    let hex = Array(path[marker.upperBound...].dropLast().utf8)
    guard !hex.isEmpty, hex.count % 2 == 0 else { return nil }
    var name: [UInt8] = []
    for index in stride(from: 0, to: hex.count, by: 2) {
      guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16)
      else { return nil }
      name.append(byte)
    }
    // The ending repeated by ``listed(_:)`` (a file named like the listing) is one ending.
    // (Compared as bytes: `hasSuffix` compares characters.)
    let ending = Array(path[marker.lowerBound...].utf8)
    var shown = Array(path[..<marker.lowerBound].utf8)
    while shown.count > ending.count, shown.suffix(ending.count).elementsEqual(ending) {
      shown.removeLast(ending.count)
    }
    return (String(decoding: shown, as: UTF8.self), name)
  }
}
