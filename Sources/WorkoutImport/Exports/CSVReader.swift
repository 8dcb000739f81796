/// A small RFC 4180 CSV reader for export side files (Strava's `activities.csv`): bytes in,
/// rows of `String` fields out. No library fits (Foundation has no CSV reader; the C ones in
/// Debian are not worth a module map for 200 lines), so it is our own, one pass over the bytes.
///
/// Rules (RFC 4180, "Common Format and MIME Type for CSV Files", plus what real files do):
/// - A UTF-8 byte-order mark at the start is skipped. Fields are decoded as UTF-8 (invalid bytes
///   become U+FFFD).
/// - Fields are separated by `,`; records end at CRLF or LF, and at a lone CR only in a file
///   whose first line (the header) ends with a lone CR (classic Mac OS line ends): elsewhere a
///   CR not followed by LF is text, in a quoted field or not (break-it m3: `Nike\rPegasus`
///   unquoted in an LF file cut its row in two, and the activity lost its name, type and gear;
///   Python's `csv` cuts there too). The last record needs no line end. Blank lines (no bytes
///   at all) are skipped.
/// - A field starting with `"` is quoted: it runs to the next `"` not followed by another `"`,
///   `""` inside stands for one `"`, and commas, CR and LF inside are text. After the closing
///   quote only `,`, a line end or the end of the data may follow.
/// - A `"` inside an unquoted field is kept as text (as Python's `csv` module does).
/// - Rows may have any number of fields (ragged rows are the caller's business).
///
/// Errors (``ImportError``, category `malformed` or `security`, with the 1-based line and the
/// 1-based byte column): a quoted field never closed, text after a closing quote, a field longer
/// than ``Limits/maximumFieldBytes``, a row with more than ``Limits/maximumFields`` fields, more
/// than ``Limits/maximumRows`` rows. Reading stops at the first error; the rows completed before
/// it are kept (``CSVDocument/rows``).
public enum CSVReader {
  /// Bounds on what one document may hold.
  public struct Limits: Sendable, Hashable {
    /// Longest field, bytes (1 MiB: a Strava description is at most a few KiB).
    public var maximumFieldBytes: Int
    /// Most fields in one row (Strava's export has ~100 columns).
    public var maximumFields: Int
    /// Most rows (a Strava athlete with 20 years of daily workouts has ~15,000).
    public var maximumRows: Int

    /// Creates limits.
    public init(maximumFieldBytes: Int, maximumFields: Int, maximumRows: Int) {
      self.maximumFieldBytes = maximumFieldBytes
      self.maximumFields = maximumFields
      self.maximumRows = maximumRows
    }

    /// 1 MiB per field, 1,024 fields per row, 1,000,000 rows.
    public static let standard = Limits(
      maximumFieldBytes: 1 << 20, maximumFields: 1024, maximumRows: 1_000_000)
  }

  /// Reads every row of `bytes`; `source` names the file in errors.
  public static func read(
    _ bytes: [UInt8], source: String, limits: Limits = .standard
  ) -> CSVDocument {
    var rows: [[String]] = []
    var rowLines: [Int] = []
    let error = forEachRow(bytes, source: source, limits: limits) { row, line in
      rows.append(row)
      rowLines.append(line)
    }
    return CSVDocument(rows: rows, rowLines: rowLines, error: error)
  }

  /// Hands each row of `bytes` to `body` with the 1-based line it begins on, in file order,
  /// holding none of them (issue 17: a million rows held as fields took more memory than the
  /// workouts made of them); returns the error that stopped reading, if any (the rows before
  /// it were handed on).
  public static func forEachRow(
    _ bytes: [UInt8], source: String, limits: Limits = .standard,
    _ body: (_ row: [String], _ line: Int) -> Void
  ) -> ImportError? {
    var scanner = CSVScanner(bytes: bytes, source: source, limits: limits)
    scanner.run(body)
    return scanner.error
  }
}

/// What ``CSVReader`` read: the rows, the line each began on, and the error that stopped it.
public struct CSVDocument: Sendable, Hashable {
  /// Rows in file order, each a list of fields (the header is row 0).
  public var rows: [[String]]
  /// 1-based line on which each row of ``rows`` begins (rows with quoted newlines span more).
  public var rowLines: [Int]
  /// Why reading stopped before the end, if it did; ``rows`` holds the rows completed before.
  public var error: ImportError?
}

/// The byte-level state machine behind ``CSVReader``.
private struct CSVScanner {
  let bytes: [UInt8]
  let source: String
  let limits: CSVReader.Limits
  var error: ImportError?
  /// Rows handed on so far.
  private var rowCount = 0

  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var row: [String] = []
  private var field: [UInt8] = []
  /// Whether a CR not followed by LF ends a record (set by ``run(_:)`` from the header).
  private var loneCREndsRecord = false

  init(bytes: [UInt8], source: String, limits: CSVReader.Limits) {
    self.bytes = bytes
    self.source = source
    self.limits = limits
  }

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")

  mutating func run(_ body: ([String], Int) -> Void) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
    loneCREndsRecord = Self.headerEndsWithLoneCR(bytes[index...])
    while index < bytes.count, error == nil {
      if let (row, line) = readRow() { body(row, line) }
    }
  }

  /// Whether the first line end of `text` outside quotes is a CR not followed by LF.
  private static func headerEndsWithLoneCR(_ text: ArraySlice<UInt8>) -> Bool {
    var quoted = false
    for position in text.indices {
      switch text[position] {
      case quote: quoted.toggle()
      case lf where !quoted: return false
      case cr where !quoted:
        return !(position + 1 < text.endIndex && text[position + 1] == lf)
      default: continue
      }
    }
    return false
  }

  /// Whether a record ends at `position`: LF, CRLF, or a lone CR in a file of CR line ends.
  private func isLineEnd(_ position: Int) -> Bool {
    switch bytes[position] {
    case Self.lf: return true
    case Self.cr:
      return loneCREndsRecord || (position + 1 < bytes.count && bytes[position + 1] == Self.lf)
    default: return false
    }
  }

  /// 1-based byte column of `position` on the current line.
  private func column(_ position: Int) -> Int { position - lineStart + 1 }

  private mutating func fail(
    _ category: ImportError.Category, _ message: String, line: Int, column: Int
  ) {
    error = ImportError(category, message, file: source, line: line, column: column)
  }

  /// Reads one record starting at `index` (at the start of a line): the row and its line, or
  /// `nil` for a blank line or an error.
  private mutating func readRow() -> ([String], Int)? {
    let startLine = line
    if isLineEnd(index) {
      endLine()
      return nil
    }
    row = []
    while error == nil {
      if index < bytes.count, bytes[index] == Self.quote {
        readQuoted()
      } else {
        readUnquoted()
      }
      guard error == nil else { return nil }
      guard appendField() else { return nil }
      guard index < bytes.count else { break }
      if bytes[index] == Self.comma {
        index += 1
        continue
      }
      endLine()
      break
    }
    guard rowCount < limits.maximumRows else {
      fail(.security, "more than \(limits.maximumRows) rows", line: startLine, column: 1)
      return nil
    }
    rowCount += 1
    return (row, startLine)
  }

  /// Consumes a line end (CRLF, LF or CR) at `index`.
  private mutating func endLine() {
    if bytes[index] == Self.cr, index + 1 < bytes.count, bytes[index + 1] == Self.lf {
      index += 1
    }
    index += 1
    line += 1
    lineStart = index
  }

  private mutating func readUnquoted() {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.comma || isLineEnd(index) { break }
      index += 1
    }
    field = Array(bytes[start..<index])
    checkFieldSize(startColumn: column(start))
  }

  private mutating func readQuoted() {
    let openLine = line
    let openColumn = column(index)
    index += 1
    field = []
    while true {
      guard index < bytes.count else {
        fail(.malformed, "quoted field never closed", line: openLine, column: openColumn)
        return
      }
      let byte = bytes[index]
      if byte == Self.quote {
        if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
          field.append(Self.quote)
          index += 2
          continue
        }
        index += 1
        break
      }
      // A line end inside the field is text; lines are counted as records end (a CRLF's CR
      // is appended below, its LF here).
      if byte == Self.lf
        || (byte == Self.cr && loneCREndsRecord
          && !(index + 1 < bytes.count && bytes[index + 1] == Self.lf))
      {
        field.append(byte)
        index += 1
        line += 1
        lineStart = index
        continue
      }
      field.append(byte)
      index += 1
      if field.count > limits.maximumFieldBytes {
        checkFieldSize(startColumn: openColumn, startLine: openLine)
        return
      }
    }
    if index < bytes.count {
      if bytes[index] != Self.comma && !isLineEnd(index) {
        fail(
          .malformed, "text after the closing quote of a field", line: line, column: column(index))
      }
    }
  }

  private mutating func checkFieldSize(startColumn: Int, startLine: Int? = nil) {
    guard field.count > limits.maximumFieldBytes else { return }
    fail(
      .security, "a field longer than \(limits.maximumFieldBytes) bytes",
      line: startLine ?? line, column: startColumn)
  }

  /// Appends ``field`` to ``row``; false (with an error) beyond the field limit.
  private mutating func appendField() -> Bool {
    guard row.count < limits.maximumFields else {
      fail(
        .security, "a row with more than \(limits.maximumFields) fields", line: line,
        column: column(index))
      return false
    }
    row.append(String(decoding: field, as: UTF8.self))
    return true
  }
}
