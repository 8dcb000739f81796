extension ArchiveHandle {
  /// The current zip entry's name as stored, when libarchive gave it as `shown` in another
  /// spelling (``ZipRawName/kept(_:shown:)``: libarchive turns names into NFC, so an NFD name
  /// was shown, and stored in the library, as its NFC twin); `nil` to keep `shown`. A nested
  /// zip (read as a stream) and one without a whole end record are read from the local header,
  /// whose position libarchive gives exactly then; a whole top-level zip from its central
  /// directory, each name taken by the first entry shown in its canonical form, in the order of
  /// the local headers (libarchive's order there).
  func storedZipName(shown: String) -> [UInt8]? {
    guard isZip else { return nil }
    if let source = byteSource?.takeUnretainedValue() {
      return ZipRawName.localName(at: headerPosition) { source.recent(at: $0, count: $1) }
        .flatMap { ZipRawName.kept($0, shown: shown) }
    }
    guard let file = descriptorSource?.takeUnretainedValue() else { return nil }
    if centralNames == nil {
      var names: [String: [[UInt8]]] = [:]
      if hasZipEndRecord() {
        let tail = file.tail(Self.endRecordSearchBytes)
        for entry in ZipRawName.directory(tail: tail, fileSize: file.size, read: file.bytes) {
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
}
