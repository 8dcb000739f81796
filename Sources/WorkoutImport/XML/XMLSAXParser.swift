internal import Clibxml2
import Foundation
import WorkoutModel

/// Runs libxml2's SAX2 parser over one document and feeds ``ReaderState``. The document's
/// chunks arrive through ``feed(_:)`` (from ``DocumentFeed``: plain, inflated or an archive
/// member's); once the first bytes are known to be XML, ``parse(refill:)`` lets libxml2 pull
/// them (`xmlCreateIOParserCtxt` + `xmlParseDocument`, its read callback asking the source for
/// the next chunk). Pull, not push (`xmlParseChunk`): libxml2's push mode looks ahead for the
/// end of every tag before parsing it; on the bench's files the pull parse runs 10–11 % fewer
/// instructions with the same callbacks (scripts/bench/pull_vs_push.sh).
///
/// Safety (DESIGN.md "Safety rules", shared/notes/libxml2.md): options are `XML_PARSE_NONET`
/// only (never NOENT, DTDLOAD, DTDATTR, DTDVALID, HUGE, RECOVER, XINCLUDE); any DOCTYPE stops
/// the parse in the `internalSubset` callback, before its internal subset (and so any entity
/// declaration) is parsed; `entityDecl` also stops it and `getEntity` is unset, so only the five
/// predefined entities and character references are ever expanded. One shape is let through:
/// Apple Health's `export.xml` begins with `<!DOCTYPE HealthData [ <!ELEMENT …> <!ATTLIST …> ]>`
/// — name `HealthData`, no `SYSTEM`/`PUBLIC` identifier (nothing to load) — whose internal
/// subset libxml2 then parses without loading or expanding anything (an `<!ENTITY` in it still
/// stops the parse in `entityDecl`, and a root other than `<HealthData>` is refused). That
/// subset is bounded so it cannot cost more than its bytes (`ReaderState+Doctype.swift`, H1): at
/// most 64 KiB, and no attribute default values (libxml2 would add each to every element).
///
/// Before the first byte goes to libxml2, a UTF-8 BOM and ASCII whitespace are skipped (real
/// exports put blank lines before `<?xml`, which libxml2 rejects); error positions are shifted
/// back to the file's own lines and columns. Element tags longer than 64 KiB are refused before
/// libxml2 sees them (``TagLengthGuard``).
final class XMLSAXParser {
  /// The event sink, at a stable address for libxml2's user-data pointer.
  private let statePointer: UnsafeMutablePointer<ReaderState>
  private var context: xmlParserCtxtPtr?
  private var started = false
  private var sawAnyByte = false
  private var skippedLines = 0
  private var skippedColumns = 0
  /// Refuses overlong tags (libxml2 2.9.14 parses attributes in quadratic time).
  private var tagGuard = TagLengthGuard()
  /// Bytes fed but not yet read by libxml2 (from ``pendingStart`` on).
  private var pending: [UInt8] = []
  private var pendingStart = 0
  /// Asks the source for the next chunk (it calls ``feed(_:)``); `false` at the end. Set only
  /// while ``parse(refill:)`` runs.
  private var refill: (() -> Bool)?
  /// Whether libxml2 ran over the document (``parse(refill:)``).
  private var parsed = false

  init(source: String, limits: WorkoutFileReader.Limits) {
    XMLSAXParser.initializeOnce
    statePointer = .allocate(capacity: 1)
    statePointer.initialize(to: ReaderState(source: source, limits: limits))
  }

  deinit {
    if let context {
      freeCompatDocument()
      xmlFreeParserCtxt(context)
    }
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
    guard context != nil else { return }
    guard tagGuard.check(UnsafeRawBufferPointer(start: base, count: count)) else {
      // Not `stop`: this may run inside libxml2's read callback, where `xmlStopParser` would
      // free the input buffer being filled. The read callback then reports the end.
      if statePointer.pointee.stopError == nil {
        statePointer.pointee.stopError = ImportError(
          .security,
          "an element tag longer than \(TagLengthGuard.maximumTagBytes / 1024) KiB "
            + "(GPX and TCX tags are short; refused because libxml2 parses huge tags slowly)",
          file: statePointer.pointee.source)
      }
      return
    }
    if pendingStart == pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingStart = 0
    }
    pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Whether the document started (its first bytes were XML) and libxml2 has yet to read it.
  var wantsParse: Bool { context != nil && !parsed && !isDone }

  /// Lets libxml2 read and parse the document (pull SAX: `xmlParseDocument` over an I/O
  /// callback), which takes what ``feed(_:)`` collected and calls `refill` for more: the
  /// source's next chunk through ``feed(_:)``, `false` at its end. Once per document.
  func parse(refill: () -> Bool) {
    guard let context, wantsParse else { return }
    parsed = true
    withoutActuallyEscaping(refill) { refill in
      self.refill = refill
      _ = xmlParseDocument(context)
      self.refill = nil
    }
    freeCompatDocument()
  }

  /// Whether libxml2 still holds a document of its own for this parse (after ``parse(refill:)``
  /// it never should: see ``freeCompatDocument()``).
  var holdsDocument: Bool { context?.pointee.myDoc != nil }

  /// Frees the document libxml2 builds behind a SAX parse: for "expat compatibility in SAX mode"
  /// (libxml2 2.9.14 `xmlParseEntityDecl`), an `<!ENTITY>` declaration adds a fake document,
  /// DTD and entity table to the context even when SAX is disabled after a fatal error (a
  /// `<!DOCTYPE` without a name), and `xmlFreeParserCtxt` does not free it (a leak found by the
  /// gpx fuzz target: 13 KB per such file).
  private func freeCompatDocument() {
    guard let context, let document = context.pointee.myDoc else { return }
    context.pointee.myDoc = nil
    xmlFreeDoc(document)
  }

  /// libxml2's read callback: copies up to `length` pending bytes into `buffer`, refilling
  /// first when none are left; 0 at the end of the document or once the parse was stopped.
  fileprivate func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
    guard statePointer.pointee.internalSubsetWithinLimit() else { return 0 }
    while pendingStart == pending.count {
      guard !isDone, let refill, refill() else { return 0 }
    }
    guard !isDone else { return 0 }
    let count = min(length, pending.count - pendingStart)
    pending.withUnsafeBytes { bytes in
      let next = UnsafeRawBufferPointer(rebasing: bytes[pendingStart..<pendingStart + count])
      UnsafeMutableRawBufferPointer(start: buffer, count: count).copyMemory(from: next)
    }
    pendingStart += count
    return Int32(count)
  }

  /// Ends the document and gives the result.
  func finish() -> ParsedFile {
    if !started, statePointer.pointee.stopError == nil {
      statePointer.pointee.stopError = ImportError(
        .unsupportedFormat, "the file is empty, not GPX, TCX or FIT",
        file: statePointer.pointee.source)
    }
    if wantsParse { parse(refill: { false }) }
    if context != nil, statePointer.pointee.stopError == nil,
      statePointer.pointee.fatalAtEndOfInput
    {
      let openElements = statePointer.pointee.stack.count
      // libxml2 reports a document cut short at the end ("Premature end of data in tag …",
      // "AttValue: ' expected", …); say plainly what happened instead.
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
    var handler = XMLSAXParser.handler()
    let userData = UnsafeMutableRawPointer(statePointer)
    let io = Unmanaged.passUnretained(self).toOpaque()
    guard
      let context = xmlCreateIOParserCtxt(
        &handler, userData, XMLSAXParser.readCallback, nil, io, XML_CHAR_ENCODING_NONE)
    else {
      statePointer.pointee.stopError = ImportError(
        .io, "libxml2 could not create a parser", file: statePointer.pointee.source)
      return false
    }
    self.context = context
    statePointer.pointee.parser = context
    statePointer.pointee.lineShift = skippedLines
    _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
    return true
  }

  /// libxml2's I/O read callback; `io` is the ``XMLSAXParser`` (unretained: it owns the parser).
  static let readCallback: xmlInputReadCallback = { io, buffer, length in
    guard let io, let buffer, length > 0 else { return 0 }
    return Unmanaged<XMLSAXParser>.fromOpaque(io).takeUnretainedValue().read(
      into: buffer, length: Int(length))
  }

  /// SAX2 `characters` (and `cdataBlock`): hands the text to ``ReaderState/characters(_:count:)``.
  static let charactersCallback: charactersSAXFunc = { context, bytes, count in
    guard let context, let bytes, count > 0 else { return }
    context.assumingMemoryBound(to: ReaderState.self).pointee.characters(
      bytes, count: Int(count))
  }

  /// The SAX2 callbacks. Each recovers the ``ReaderState`` from libxml2's user-data pointer,
  /// which stays valid because ``XMLSAXParser`` owns the state for the parser's whole life.
  /// libxml2 calls them on the thread that called `xmlParseDocument`, one at a time.
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
        // ``ReaderState`` refuses a root element other than `HealthData` after it; the
        // subset's length and attribute defaults are bounded (`ReaderState+Doctype.swift`).
        state.pointee.beginInternalSubset()
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
    handler.attributeDecl = { context, element, attribute, _, _, defaultValue, tree in
      // The enumeration (`(a|b)`) is the handler's to free (libxml2 frees it only when no
      // `attributeDecl` is set); nothing keeps it.
      if let tree { xmlFreeEnumeration(tree) }
      guard let context else { return }
      context.assumingMemoryBound(to: ReaderState.self).pointee.attributeDeclared(
        element: element, attribute: attribute, hasDefault: defaultValue != nil)
    }
    handler.externalSubset = { context, _, _, _ in
      guard let context else { return }
      context.assumingMemoryBound(to: ReaderState.self).pointee.endInternalSubset()
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
  /// The message for a DOCTYPE whose internal subset (`[` … `]>`) breaks off: something that
  /// is no markup declaration (the root element, text, the end of the file) before its `]>`.
  static let unclosedSubset =
    "the DOCTYPE's internal subset is not closed: no ']>' before what is not a declaration"

  /// Records libxml2's first fatal error; counts non-fatal namespace errors silently.
  mutating func libxmlError(_ error: xmlError) {
    if error.level == XML_ERR_FATAL {
      guard !isStopped else { return }
      var message = "not well-formed XML"
      if let text = error.message {
        message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if health.declaredDoctype, stack.isEmpty,
        error.code == Int32(XML_ERR_INTERNAL_ERROR.rawValue)
      {
        // libxml2 says "internal error: xmlParseInternalSubset: error detected in Markup
        // declaration" when the subset meets something that is no declaration (issue 17, M7).
        message = Self.unclosedSubset
      }
      fatal = (message, Int(error.line), Int(error.int2))
      if let input = parser?.pointee.input?.pointee {
        fatalAtEndOfInput = input.cur == input.end
      }
    } else if error.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
      counts.namespaceErrors += 1
    }
  }
}
