extension ArchiveHandle {
  /// The current zip entry's name as stored (or a plain tar entry's pax `path`:
  /// ``storedPaxName(shown:)``), when libarchive gave it as `shown` in another
  /// spelling (``ZipRawName/kept(_:shown:)``: libarchive turns names into NFC, so an NFD name
  /// was shown, and stored in the library, as its NFC twin); `nil` to keep `shown`. A nested
  /// zip (read as a stream) and one without a whole end record are read from the local header,
  /// whose position libarchive gives exactly then; a whole top-level zip from its central
  /// directory, each name taken by the first entry shown in its canonical form, in the order of
  /// the local headers (libarchive's order there).
  func storedName(shown: String) -> [UInt8]? {
    if isTar {
      guard let file = descriptorSource?.takeUnretainedValue() else { return nil }
      if isPlainTar { return storedPaxName(shown: shown, read: file.bytes) }
      // A `.tar.gz`: its pax headers lie in the inflated stream, inflated a second time only
      // for a name NFC may have changed: one not ASCII, or holding `K`, `;` or `` ` `` (the
      // NFC of U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK and U+1FEF GREEK VARIA).
      guard shown.utf8.contains(where: { $0 >= 0x80 || Self.asciiSingletons.contains($0) })
      else { return nil }
      if inflatedTar == nil { inflatedTar = InflatedWindow(size: file.size, read: file.bytes) }
      return inflatedTar.flatMap { window in
        storedPaxName(shown: shown) { window.bytes(at: $0, count: $1) }
      }
    }
    guard isZip else { return nil }
    if let source = byteSource?.takeUnretainedValue() {
      return ZipRawName.localName(at: headerPosition) { source.recent(at: $0, count: $1) }
        .flatMap { ZipRawName.kept($0, shown: shown) }
    }
    guard let file = descriptorSource?.takeUnretainedValue() else { return nil }
    if centralNames == nil {
      var names: [String: [[UInt8]]] = [:]
      if hasZipEndRecord() {
        for entry in ZipRawName.directory(
          tail: zipTail(file), fileSize: file.size, read: file.bytes)
        {
          guard let text = String(validating: entry.name, as: UTF8.self) else { continue }
          names[text, default: []].append(entry.name)
        }
      }
      // Reversed: each is taken from the end (a zip of 200,000 entries named alike stays
      // linear).
      centralNames = names.mapValues { $0.reversed() }
    }
    guard centralNames?.isEmpty == false else {
      return ZipRawName.localName(at: headerPosition, read: file.bytes)
        .flatMap { ZipRawName.kept($0, shown: shown) }
    }
    guard let stored = centralNames?[shown]?.popLast() else { return nil }
    return ZipRawName.kept(stored, shown: shown)
  }

  /// The ASCII characters some other character is canonically equivalent to (Unicode
  /// singleton decompositions: U+212A → `K`, U+037E → `;`, U+1FEF → `` ` ``).
  static let asciiSingletons: Set<UInt8> = [
    UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`"),
  ]

  /// Largest pax extended header read for its `path` record (1 MiB).
  static let maximumPaxHeaderBytes = 1 << 20

  /// The `path` record of the current tar entry's pax extended header (POSIX.1-2008 pax:
  /// a `typeflag` `x` header block, its size in octal at +124, then records `LENGTH KEY=VALUE\n`)
  /// when libarchive gave it as `shown` in another spelling (it turns pax names into NFC, as
  /// zip names); read at libarchive's header position, exact for a tar read as a stream, from
  /// `read` (the file's bytes, or a `.tar.gz`'s inflated ones).
  private func storedPaxName(
    shown: String, read: (_ offset: Int, _ count: Int) -> [UInt8]?
  ) -> [UInt8]? {
    guard let header = read(headerPosition, 512), header.count == 512,
      header[156] == UInt8(ascii: "x")
    else { return nil }
    var size = 0
    for byte in header[124..<136] where (0x30...0x37).contains(byte) {
      size = size * 8 + Int(byte - 0x30)
      guard size <= Self.maximumPaxHeaderBytes else { return nil }
    }
    guard let data = read(headerPosition + 512, size), data.count == size else { return nil }
    var at = 0
    while at < data.count {
      guard let space = data[at...].firstIndex(of: UInt8(ascii: " ")),
        let length = Int(String(decoding: data[at..<space], as: UTF8.self)), length > 0,
        at + length <= data.count, data[at + length - 1] == UInt8(ascii: "\n")
      else { return nil }
      let record = data[(space + 1)..<(at + length - 1)]
      if record.starts(with: Array("path=".utf8)) {
        return ZipRawName.kept(Array(record.dropFirst(5)), shown: shown)
      }
      at += length
    }
    return nil
  }
}
