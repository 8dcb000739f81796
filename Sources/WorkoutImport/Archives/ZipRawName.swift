/// The stored bytes of zip entry names that libarchive cannot give: a name flagged UTF-8
/// (general purpose bit 11, PKWARE APPNOTE 4.4.4 and appendix D) that is not valid UTF-8 fails
/// libarchive's conversion, and `archive_entry_pathname` then returns nothing at all (issue 17:
/// such members were all named `?`). Read from the local file header (APPNOTE 4.3.7) or the
/// central directory (4.3.12), so the name keeps its other characters (the invalid bytes shown
/// as U+FFFD by ``MemberName``).
enum ZipRawName {
  /// Whether a name with general purpose `flags` is one libarchive refuses: flagged UTF-8, not
  /// UTF-8.
  static func isRefused(flags: Int, name: [UInt8]) -> Bool {
    flags & 0x800 != 0 && String(validating: name, as: UTF8.self) == nil
  }

  /// The name in the local file header at `offset` (`PK\3\4`, flags at +6, name length at
  /// +26, the name at +30), when `read(offset, count)` gives its bytes and it is a refused name;
  /// else `nil`.
  static func local(at offset: Int, read: (Int, Int) -> [UInt8]?) -> [UInt8]? {
    guard let fixed = read(offset, 30), let name = localName(at: offset, read: read),
      isRefused(flags: Int(fixed[6]) | Int(fixed[7]) << 8, name: name)
    else { return nil }
    return name
  }

  /// Most central directory bytes read (16 MiB: ~200,000 entries); a larger one is not read.
  static let maximumDirectoryBytes = 16 << 20

  /// The refused names of the central directory, in the order of their local headers (the
  /// order libarchive gives entries when it reads the central directory). `tail` is the file's
  /// last bytes, holding its end record (``ArchiveHandle/endRecord(in:)``); `read(offset,
  /// count)` reads the file. `[]` when the directory cannot
  /// be found or read (a zip64 one among them).
  static func central(tail: [UInt8], fileSize: Int, read: (Int, Int) -> [UInt8]?) -> [[UInt8]] {
    directory(tail: tail, fileSize: fileSize, read: read).filter {
      isRefused(flags: $0.flags, name: $0.name)
    }.map(\.name)
  }

  /// Every entry of the central directory (general purpose flags and name as stored), in the
  /// order of their local headers; `[]` as for ``central(tail:fileSize:read:)``.
  static func directory(
    tail: [UInt8], fileSize: Int, read: (Int, Int) -> [UInt8]?
  ) -> [(flags: Int, name: [UInt8])] {
    guard let end = ArchiveHandle.endRecord(in: tail) else { return [] }
    func number(_ bytes: [UInt8], _ at: Int, _ width: Int) -> Int {
      (0..<width).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    let size = end.directorySize
    let offset = end.directoryOffset
    guard size <= maximumDirectoryBytes, offset + size <= fileSize,
      let directory = read(offset, size)
    else { return [] }
    var entries: [(offset: Int, flags: Int, name: [UInt8])] = []
    var at = 0
    while at + 46 <= directory.count, directory[at..<at + 4].elementsEqual([0x50, 0x4B, 1, 2]) {
      let flags = number(directory, at + 8, 2)
      let nameLength = number(directory, at + 28, 2)
      let rest = nameLength + number(directory, at + 30, 2) + number(directory, at + 32, 2)
      guard at + 46 + nameLength <= directory.count else { break }
      let name = Array(directory[(at + 46)..<(at + 46 + nameLength)])
      entries.append((number(directory, at + 42, 4), flags, name))
      at += 46 + rest
    }
    return entries.sorted { $0.offset < $1.offset }.map { ($0.flags, $0.name) }
  }

  /// The name in the local file header at `offset` (see ``local(at:read:)``), refused or not.
  static func localName(at offset: Int, read: (Int, Int) -> [UInt8]?) -> [UInt8]? {
    guard let fixed = read(offset, 30), fixed.starts(with: [0x50, 0x4B, 3, 4]) else { return nil }
    return read(offset + 30, Int(fixed[26]) | Int(fixed[27]) << 8)
  }

  /// `stored` (a name's bytes as stored) when libarchive gave `shown` for it in another
  /// spelling: both UTF-8, canonically equivalent (Swift `String` equality: libarchive turns
  /// names into Unicode NFC as it converts them, so an NFD `e\u{301}.gpx` came back as
  /// `\u{E9}.gpx`), not the same bytes; else `nil` (the name libarchive gave is kept: a name
  /// from an Info-ZIP Unicode Path field, say, is no spelling of the stored one).
  static func kept(_ stored: [UInt8], shown: String) -> [UInt8]? {
    guard let text = String(validating: stored, as: UTF8.self), text == shown,
      !text.utf8.elementsEqual(shown.utf8)
    else { return nil }
    return stored
  }
}
