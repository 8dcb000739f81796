internal import Clibxml2
import Foundation
import WorkoutModel

/// Drives libxml2's SAX2 push parser over chunks of one document and feeds ``ReaderState``.
///
/// Safety (DESIGN.md "Safety rules", shared/notes/libxml2.md): options are `XML_PARSE_NONET`
/// only (never NOENT, DTDLOAD, DTDATTR, DTDVALID, HUGE, RECOVER, XINCLUDE); any DOCTYPE stops
/// the parse in the `internalSubset` callback, before its internal subset (and so any entity
/// declaration) is parsed; `entityDecl` also stops it and `getEntity` is unset, so only the five
/// predefined entities and character references are ever expanded. One shape is let through:
/// Apple Health's `export.xml` begins with `<!DOCTYPE HealthData [ <!ELEMENT …> <!ATTLIST …> ]>`
/// — name `HealthData`, no `SYSTEM`/`PUBLIC` identifier (nothing to load) — whose internal
/// subset libxml2 then parses without loading or expanding anything (an `<!ENTITY` in it still
/// stops the parse in `entityDecl`, and a root other than `<HealthData>` is refused).
///
/// Before the first byte goes to libxml2, a UTF-8 BOM and ASCII whitespace are skipped (real
/// exports put blank lines before `<?xml`, which libxml2 rejects); error positions are shifted
/// back to the file's own lines and columns. Element tags longer than 64 KiB are refused before
/// libxml2 sees them (``TagLengthGuard``).
final class XMLPushParser {
  /// The event sink, at a stable address for libxml2's user-data pointer.
  private let statePointer: UnsafeMutablePointer<ReaderState>
  private var context: xmlParserCtxtPtr?
  private var started = false
  private var sawAnyByte = false
  private var skippedLines = 0
  private var skippedColumns = 0
  /// Refuses overlong tags (libxml2 2.9.14 parses attributes in quadratic time).
  private var tagGuard = TagLengthGuard()

  init(source: String, limits: WorkoutFileReader.Limits) {
    XMLPushParser.initializeOnce
    statePointer = .allocate(capacity: 1)
    statePointer.initialize(to: ReaderState(source: source, limits: limits))
  }

  deinit {
    if let context { xmlFreeParserCtxt(context) }
    statePointer.deinitialize(count: 1)
    statePointer.deallocate()
  }

  /// libxml2's global initialisation, once per process (never `xmlCleanupParser`).
  private static let initializeOnce: Void = { xmlInitParser() }()

  /// The format decided by the root element so far (`nil` before it).
  var format: FileFormat? { statePointer.pointee.format }

  /// `true` once the parse cannot go on (error or refusal): stop feeding.
  var isDone: Bool { statePointer.pointee.isStopped }

  /// Feeds the next chunk (≤ a few hundred KiB: libxml2's limits bite on one chunk > ~10 MB).
  func feed(_ chunk: UnsafeRawBufferPointer) {
    guard !isDone, var base = chunk.baseAddress else { return }
    var count = chunk.count
    if !started {
      var index = 0
      if !sawAnyByte, count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF {
        index = 3
      }
      sawAnyByte = sawAnyByte || count > 0
      while index < count, TextBytes.isSpace(chunk[index]) {
        if chunk[index] == 0x0A {
          skippedLines += 1
          skippedColumns = 0
        } else if chunk[index] != 0x0D {
          skippedColumns += 1
        }
        index += 1
      }
      guard index < count else { return }
      guard sniff(first: chunk[index], chunk.count - index >= 2 ? chunk[index + 1] : 0) else {
        return
      }
      started = true
      base += index
      count -= index
      guard makeContext() else { return }
    }
    guard let context else { return }
    guard tagGuard.check(UnsafeRawBufferPointer(start: base, count: count)) else {
      statePointer.pointee.stop(
        .security,
        "an element tag longer than \(TagLengthGuard.maximumTagBytes / 1024) KiB "
          + "(GPX and TCX tags are short; refused because libxml2 parses huge tags slowly)")
      return
    }
    base.withMemoryRebound(to: CChar.self, capacity: count) { bytes in
      _ = xmlParseChunk(context, bytes, Int32(count), 0)
    }
  }

  /// Ends the document and gives the result.
  func finish() -> ParsedFile {
    if !started, statePointer.pointee.stopError == nil {
      statePointer.pointee.stopError = ImportError(
        .unsupportedFormat, "the file is empty, not GPX, TCX or FIT",
        file: statePointer.pointee.source)
    }
    if let context, !isDone {
      let openElements = statePointer.pointee.stack.count
      _ = xmlParseChunk(context, nil, 0, 1)
      // libxml2 reports a document cut short at the end ("Extra content at the end of the
      // document" or "Premature end of data"); say plainly what happened instead.
      if openElements > 0, let fatal = statePointer.pointee.fatal {
        statePointer.pointee.fatal = (
          "the file ends inside an unclosed element: truncated download or interrupted export?",
          fatal.line, fatal.column
        )
      }
    }
    return statePointer.pointee.result(lineShift: skippedLines, columnShift: skippedColumns)
  }

  /// Refuses content that is plainly not XML before libxml2 sees it; `false` when refused.
  private func sniff(first: UInt8, _ second: UInt8) -> Bool {
    if first == 0x3C { return true }  // '<'
    if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE) { return true }
    let message =
      first == 0x1F && second == 0x8B
      ? "gzip-compressed data; decompress it first" : "neither XML (GPX or TCX) nor FIT"
    statePointer.pointee.stopError = ImportError(
      .unsupportedFormat, message, file: statePointer.pointee.source)
    return false
  }

  private func makeContext() -> Bool {
    var handler = XMLPushParser.handler()
    let userData = UnsafeMutableRawPointer(statePointer)
    guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, nil) else {
      statePointer.pointee.stopError = ImportError(
        .io, "libxml2 could not create a parser", file: statePointer.pointee.source)
      return false
    }
    self.context = context
    statePointer.pointee.parser = context
    _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
    return true
  }

  /// SAX2 `characters` (and `cdataBlock`): hands the text to ``ReaderState/characters(_:count:)``.
  static let charactersCallback: charactersSAXFunc = { context, bytes, count in
    guard let context, let bytes, count > 0 else { return }
    context.assumingMemoryBound(to: ReaderState.self).pointee.characters(
      bytes, count: Int(count))
  }

  /// The SAX2 callbacks. Each recovers the ``ReaderState`` from libxml2's user-data pointer,
  /// which stays valid because ``XMLPushParser`` owns the state for the parser's whole life.
  /// libxml2 calls them on the thread that called `xmlParseChunk`, one at a time.
  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      context, localName, prefix, uri, namespaceCount, namespaces, count, _, attributes in
      guard let context, let localName else { return }
      let state = context.assumingMemoryBound(to: ReaderState.self)
      if namespaceCount > 0, let namespaces {
        guard state.pointee.noteNamespaces(namespaces, count: Int(namespaceCount)) else { return }
      }
      state.pointee.start(
        localName: localName, prefix: prefix, uri: uri,
        attributes: Attributes(base: attributes, count: Int(count)))
    }
    handler.endElementNs = { context, _, _, _ in
      guard let context else { return }
      context.assumingMemoryBound(to: ReaderState.self).pointee.end()
    }
    // `characters` starts off: ``ReaderState/deliverText(_:)`` turns it on while a text is
    // collected. CDATA sections are rare and always delivered.
    handler.cdataBlock = charactersCallback
    handler.internalSubset = { context, name, externalID, systemID in
      guard let context else { return }
      let state = context.assumingMemoryBound(to: ReaderState.self)
      if let name, Attributes.equals(name, "HealthData"), externalID == nil, systemID == nil {
        // Apple Health's export.xml: an internal subset of ELEMENT/ATTLIST declarations only.
        // Parsed, never loaded or expanded: `entityDecl` still refuses any ENTITY in it, and
        // ``ReaderState`` refuses a root element other than `HealthData` after it.
        state.pointee.declaredHealthData = true
      } else if let name, String(cString: name).lowercased() == "html" {
        state.pointee.stop(.unsupportedFormat, "an HTML document, not GPX, TCX or FIT")
      } else {
        state.pointee.stop(
          .security,
          "a document type declaration (DOCTYPE) is refused (only Apple Health's "
            + "<!DOCTYPE HealthData [ … ]> with an internal subset and no external identifier "
            + "is accepted)")
      }
    }
    handler.entityDecl = { context, _, _, _, _, _ in
      guard let context else { return }
      context.assumingMemoryBound(to: ReaderState.self).pointee.stop(
        .security, "an entity declaration is refused")
    }
    handler.serror = { context, error in
      guard let context, let error else { return }
      context.assumingMemoryBound(to: ReaderState.self).pointee.libxmlError(error.pointee)
    }
    return handler
  }
}

extension ReaderState {
  /// Records libxml2's first fatal error; counts non-fatal namespace errors silently.
  mutating func libxmlError(_ error: xmlError) {
    if error.level == XML_ERR_FATAL {
      guard !isStopped else { return }
      var message = "not well-formed XML"
      if let text = error.message {
        message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      fatal = (message, Int(error.line), Int(error.int2))
    } else if error.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
      counts.namespaceErrors += 1
    }
  }
}
