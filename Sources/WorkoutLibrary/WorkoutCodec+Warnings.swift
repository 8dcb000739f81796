import WorkoutModel

extension WorkoutCodec {
  /// The blob of a file's warnings (table `files`, column `warnings`): a count, then per
  /// warning its code, count, message and optional line, column and byte offset.
  public static func encode(_ warnings: [ImportWarning]) -> [UInt8] {
    var w = ByteWriter()
    w.unsigned(UInt64(warnings.count))
    for warning in warnings {
      w.text(warning.code.rawValue)
      w.integer(warning.count)
      w.text(warning.message)
      for value in [warning.line, warning.column, warning.byteOffset] {
        w.optional(value) { $0.integer($1) }
      }
    }
    return w.bytes
  }

  /// The warnings stored in `bytes`.
  /// - Throws: ``LibraryError`` for a damaged blob or a warning code this program does not know.
  public static func decodeWarnings(_ bytes: [UInt8], location: String) throws(LibraryError)
    -> [ImportWarning]
  {
    var r = ByteReader(bytes, location: location)
    var warnings: [ImportWarning] = []
    for _ in 0..<(try r.count()) {
      let code = try r.value(ImportWarning.Code.self)
      let count = try r.natural()
      let message = try r.text()
      var place: [Int?] = []
      for _ in 0..<3 {
        place.append(try r.optional { (r) throws(LibraryError) in try r.natural() })
      }
      warnings.append(
        ImportWarning(
          code, count: count, message, line: place[0], column: place[1], byteOffset: place[2]))
    }
    guard r.isAtEnd else { throw r.damaged("bytes after the end") }
    return warnings
  }
}
