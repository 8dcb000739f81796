import Foundation
import WorkoutModel

/// Hands a document's bytes to ``XMLSAXParser`` (which then pulls the rest through
/// ``parse(refill:)``), inflating them first when they start with the gzip magic bytes 1F 8B
/// (RFC 1952), so `activity.gpx.gz` reads like `activity.gpx`. The format is still sniffed from the (inflated) content; the result's source stays the file's path.
/// Content whose first 12 bytes are a FIT header (`.FIT` at bytes 8…11) is collected whole and
/// read by ``FITReader`` instead (FIT is binary and small; the limits bound it).
///
/// Gzip errors: corrupt data or a member cut short → `.malformed`, unless a workout was complete
/// in what inflated before it (then kept, with the gzip message as a warning); more inflated
/// bytes than ``WorkoutFileReader/Limits/maximumFileBytes`` or an expansion beyond
/// ``WorkoutFileReader/Limits/maximumExpansionRatio`` → `.security`.
final class DocumentFeed {
  private let source: String
  private let limits: WorkoutFileReader.Limits
  private let parser: XMLSAXParser
  private var inflater: GzipInflater?
  /// Whether the end of the gzip stream was checked (``finishInflating()``).
  private var inflaterFinished = false
  private var sawFirstChunk = false
  private var failure: ImportError?
  /// The first bytes of the (inflated) content, until 12 are known and the format is decided.
  private var head: [UInt8] = []
  /// The whole content of a FIT file, once sniffed as one.
  private var fitBytes: [UInt8]?
  /// Whether the content was sniffed as XML (handed to the parser).
  private var isXML = false

  /// Bytes expected (the file's size; 0 when unknown), to size the FIT buffer once.
  private let expectedBytes: Int
  /// Hashes every byte fed, as stored (``ParsedFile/contentHash``), also those fed after the
  /// document was done (break-it pass 6 F2: a file whose XML stops early is still told apart
  /// from its other versions).
  private let hasher = ContentHasher()
  /// Set by ``stopParsing()``: later chunks are only hashed.
  private var onlyHashing = false
  /// Bytes handed to the XML parser (after inflating), for tests of what is parsed.
  private(set) var parsedBytes = 0

  init(source: String, limits: WorkoutFileReader.Limits, expectedBytes: Int = 0) {
    self.source = source
    self.limits = limits
    self.expectedBytes = expectedBytes
    parser = XMLSAXParser(source: source, limits: limits)
  }

  /// Most bytes (as stored) this document may have: ``WorkoutFileReader/Limits/maximumFileBytes``,
  /// or ``WorkoutFileReader/Limits/maximumHealthExportBytes`` once its root element was
  /// `HealthData` (an Apple Health `export.xml`).
  var maximumBytes: Int {
    parser.format == .appleHealth
      ? max(limits.maximumHealthExportBytes, limits.maximumFileBytes) : limits.maximumFileBytes
  }

  /// `true` once feeding more cannot change the result.
  var isDone: Bool { failure != nil || parser.isDone }

  /// `true` once the content is XML and libxml2 should pull the rest: call ``parse(refill:)``.
  var wantsParse: Bool { failure == nil && parser.wantsParse }

  /// Lets libxml2 parse the XML document, pulling the source's next chunks through `refill`
  /// (which calls ``feed(_:)`` and returns `false` at the end of the source).
  func parse(refill: () -> Bool) {
    parser.parse {
      if refill() { return true }
      finishInflating()
      return false
    }
  }

  /// At the end of the source: the gzip stream must have ended too (else `.malformed`). Once.
  private func finishInflating() {
    guard !inflaterFinished else { return }
    inflaterFinished = true
    if failure == nil, let inflater, !parser.isDone {
      do { try inflater.finish() } catch { fail(error) }
    }
  }

  /// Routes content bytes: the first 12 decide between FIT and XML.
  private func deliver(_ bytes: UnsafeRawBufferPointer) {
    if isXML {
      parsedBytes += bytes.count
      parser.feed(bytes)
    } else if fitBytes != nil {
      fitBytes?.append(contentsOf: bytes)
    } else {
      head.append(contentsOf: bytes)
      if head.count >= 12 { decideFormat() }
    }
  }

  /// Decides FIT or XML from ``head`` and hands the head on.
  private func decideFormat() {
    let isFIT = head.withUnsafeBytes { FITDecoder.isFIT($0) }
    if isFIT {
      var bytes: [UInt8] = []
      // Inflated gzip content is larger than the file: the buffer then grows as needed.
      bytes.reserveCapacity(min(max(expectedBytes, head.count), limits.maximumFileBytes))
      bytes += head
      fitBytes = bytes
    } else {
      isXML = true
      if !head.isEmpty { head.withUnsafeBytes { parser.feed($0) } }
    }
    head = []
  }

  /// Feeds the next chunk of the file as stored (compressed or not); once the document is done
  /// (``isDone``) or parsing stopped (``stopParsing()``) a chunk is only hashed.
  func feed(_ chunk: UnsafeRawBufferPointer) {
    guard !chunk.isEmpty else { return }
    hasher.update(chunk)
    guard !isDone, !onlyHashing else { return }
    if !sawFirstChunk {
      sawFirstChunk = true
      if chunk.count >= 2, GzipInflater.isGzip(chunk[0], chunk[1]) {
        do {
          inflater = try GzipInflater(
            maximumBytes: limits.maximumFileBytes, maximumRatio: limits.maximumExpansionRatio)
        } catch {
          fail(error)
          return
        }
      }
    }
    guard let inflater else {
      deliver(chunk)
      return
    }
    do {
      _ = try inflater.push(chunk) { inflated in
        deliver(inflated)
        return !parser.isDone
      }
    } catch {
      fail(error)
    }
  }

  /// Makes every later ``feed(_:)`` only hash its chunk: the rest of a file whose document
  /// libxml2 ended without an error (at a NUL byte: a zero-filled tail) is read for the content
  /// key, never handed to the parser, which would buffer it (break-it pass 8 H2: 900 MB of NUL
  /// after a GPX took 1.09 GB and 25 s).
  func stopParsing() { onlyHashing = true }

  /// Ends the document and gives the result, with ``ParsedFile/contentHash`` set when
  /// `fedWhole`: every byte of the file was fed (also after the document was done).
  func finish(fedWhole: Bool) -> ParsedFile {
    var file = finishDocument()
    if fedWhole { file.contentHash = hasher.hash }
    return file
  }

  /// The parsed result of the bytes fed.
  private func finishDocument() -> ParsedFile {
    finishInflating()
    if !isXML, fitBytes == nil { decideFormat() }
    if var bytes = fitBytes {
      fitBytes = nil  // `bytes` is the only reference: its pages can be given back once read
      var file = bytes.withUnsafeMutableBytes { buffer in
        FITReader.read(
          UnsafeRawBufferPointer(buffer), source: source, limits: limits,
          release: { Self.discardPages(of: buffer, before: $0) })
      }
      if let failure {
        // Gzip damage: the FIT bytes inflated before it were read as a truncated file.
        if file.error == nil, !file.workouts.isEmpty, failure.category == .malformed {
          file.warnings.insert(ImportWarning(.gzipDamaged, failure.message), at: 0)
        } else {
          file = ParsedFile(source: source, error: failure)
        }
      }
      return file
    }
    guard let failure else { return parser.finish() }
    // Gzip data cut short or damaged midway: the document inflated so far is parsed to its end,
    // and the workouts complete before the damage are kept, as for a plain file cut off.
    if failure.category == .malformed {
      var partial = parser.finish()
      if partial.error == nil, !partial.workouts.isEmpty {
        partial.warnings.insert(ImportWarning(.gzipDamaged, failure.message), at: 0)
        return partial
      }
    }
    return ParsedFile(source: source, error: failure)
  }

  /// Gives the whole memory pages of `buffer` before `offset` back to the system
  /// (`madvise(MADV_DONTNEED)`: they read as zeros afterwards): a FIT file's bytes once decoded
  /// are never read again, so a large file is not held whole beside its points.
  static func discardPages(of buffer: UnsafeMutableRawBufferPointer, before offset: Int) {
    guard let base = buffer.baseAddress, offset > 0 else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard page > 0 else { return }
    let address = Int(bitPattern: base)
    let first = (address + page - 1) / page * page
    let end = (address + min(offset, buffer.count)) / page * page
    guard end > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(start, end - first, MADV_DONTNEED)
  }

  private func fail(_ error: GzipInflater.Failure) {
    let produced = inflater?.totalOut ?? 0
    switch error {
    case .tooLarge:
      failure = ImportError(
        .security,
        "gzip-compressed content larger than the \(limits.maximumFileBytes)-byte limit",
        file: source)
    case .bomb:
      failure = ImportError(
        .security,
        "a decompression bomb: the gzip data expands more than "
          + "\(limits.maximumExpansionRatio)-fold", file: source)
    case .corrupt(let message):
      failure = ImportError(
        .malformed, "the gzip-compressed data is corrupt (zlib: \(message))", file: source)
    case .truncated:
      failure = ImportError(
        .malformed,
        "the gzip-compressed data ends early (truncated download?) after \(produced) "
          + "decompressed bytes", file: source)
    case .noMemory:
      failure = ImportError(.io, "zlib could not allocate memory", file: source)
    }
  }
}
