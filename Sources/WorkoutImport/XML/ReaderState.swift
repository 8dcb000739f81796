internal import Clibxml2
import Foundation
import WorkoutModel

/// What a captured text node is for (decided at the element's start from its context).
enum CaptureTarget: UInt8 {
  case none
  case trackName, trackType, creatorName, authorName, activityId, fileTime
  case pointTime, pointElevation, pointDistance, pointLatitude, pointLongitude
  case pointHeartRate, pointCadence, pointField
  case lapTotalTime, lapDistance, lapCalories, lapAverageHeartRate, lapMaximumHeartRate
  case trackCalories
}

/// The SAX2 event sink of one document: a small state machine over the element stack that
/// builds ``Workout``s for GPX 1.0/1.1, TCX v2 and Apple Health `export.xml` in one pass. One per
/// file.
///
/// A struct reached through one raw pointer (``XMLSAXParser`` owns it), so the hot callbacks
/// pay no class retain/release and no dynamic exclusivity checks.
struct ReaderState {
  /// Path or name used in errors and workouts.
  let source: String
  /// Bounds applied while reading.
  let limits: WorkoutFileReader.Limits
  /// The libxml2 parser, so a callback can stop it.
  var parser: xmlParserCtxtPtr?
  /// Lines skipped before libxml2's first byte (blank lines before `<?xml`): added to the lines
  /// libxml2 counts when a refusal names one.
  var lineShift = 0

  /// Format decided by the root element.
  var format: FileFormat?
  /// A refusal that stopped the parse (security, unsupported root).
  var stopError: ImportError? {
    didSet { isStopped = stopError != nil || fatal != nil }
  }
  /// The first fatal libxml2 error: message, line, column.
  var fatal: (message: String, line: Int, column: Int)? {
    didSet { isStopped = stopError != nil || fatal != nil }
  }
  /// Whether libxml2 had read all the input when it reported ``fatal`` (a document cut short).
  var fatalAtEndOfInput = false

  /// Tags of the open elements, root first.
  var stack: [ElementTag] = []
  /// Whether the root element has ended: a fatal error after it is content after the document
  /// (`xml_after_root`), not a document broken off.
  var rootEnded = false
  /// Interned libxml2 local-name pointer → tag, a direct-mapped cache (no hashing).
  var tagCache = PointerCache<ElementTag>(fallback: .other)
  /// Interned namespace-URI pointer → kind.
  var namespaceCache = PointerCache<NamespaceKind>(fallback: .none)
  /// Distinct declared namespace URIs so far (libxml2 dictionary pointers).
  var namespaceURIs = Set<UnsafeRawPointer>()
  /// Depth of the open point `extensions`/`Extensions` element, 0 when outside one.
  var extensionsDepth = 0

  /// What the text being collected is for.
  var capture = CaptureTarget.none
  /// Depth of the element whose text is collected.
  var captureDepth = 0
  /// For ``CaptureTarget/pointField``: which field and rank.
  var captureField = ExtensionField(.heartRate, 0)
  /// Whether libxml2's text callbacks are on (only while a text is collected; see
  /// ``deliverText(_:)``).
  var textDelivery = false
  /// Collected character data (at most ``maximumTextBytes``).
  var text: [UInt8] = []
  /// Whether the text being collected was longer than ``maximumTextBytes``.
  var textWasCut = false

  /// GPX and TCX: the workout, segment and point being assembled.
  var track = TrackBuilder()
  /// GPX only: the file's creator and time, SportTracks' separate heart rates.
  var gpx = GPXBuilder()
  /// TCX only: the lap being assembled, the file's author.
  var tcx = TCXBuilder()

  /// Apple Health `export.xml`: its DOCTYPE, the `<Workout>` being assembled, its counters.
  var health = AppleHealthBuilder()

  /// Workouts finished so far, in file order.
  var workouts: [Workout] = []
  /// Warning counters.
  var counts = ReaderCounts()

  init(source: String, limits: WorkoutFileReader.Limits) {
    self.source = source
    self.limits = limits
    stack.reserveCapacity(32)
    text.reserveCapacity(256)
  }

  /// `true` once the parse was stopped (a refusal) or libxml2 reported a fatal error. Every SAX
  /// callback returns at once when it is set, and no callback reads its arguments after calling
  /// ``stop(_:_:)``: `xmlStopParser` halts the parser and frees the input buffer that attribute
  /// values and character data point into (libxml2 2.9 `xmlHaltParser`), so a read after a stop
  /// is a use after free (issue 10: a GPX one trackpoint over the limit crashed the process).
  ///
  /// A stored flag, not a test of the two optionals: every callback reads it, and comparing an
  /// optional ``ImportError`` with `nil` copied it each time (issue 10 profile: 4 % of a GPX
  /// import).
  private(set) var isStopped = false

  /// Records a refusal (at `line` of the file, when given) and stops the parser. The caller
  /// must not read any libxml2-owned argument (attributes, character data) after this returns.
  mutating func stop(_ category: ImportError.Category, _ message: String, line: Int? = nil) {
    if stopError == nil { stopError = ImportError(category, message, file: source, line: line) }
    if let parser { xmlStopParser(parser) }
  }

  /// SAX2 `startElementNs`.
  mutating func start(
    localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, uri: UnsafePointer<UInt8>?,
    attributes: Attributes
  ) {
    guard !isStopped else { return }
    let tag = self.tag(for: localName)
    let depth = stack.count + 1
    guard depth <= limits.maximumDepth else {
      stop(.security, "elements nested deeper than \(limits.maximumDepth) levels")
      return
    }
    clearCapture()
    if depth == 1 {
      startRoot(tag: tag, attributes: attributes)
    } else if extensionsDepth > 0 {
      if track.pointDepth > 0, let field = extensionField(tag: tag, prefix: prefix, uri: uri) {
        begin(.pointField, depth: depth)
        captureField = field
      } else if track.pointDepth == 0 {
        GPXBuilder.startExtension(&self, tag: tag, depth: depth, attributes: attributes)
      }
    } else if format == .gpx {
      GPXBuilder.start(
        &self, tag: tag, parent: stack[depth - 2], depth: depth, attributes: attributes)
    } else if format == .appleHealth {
      startAppleHealth(tag: tag, parent: stack[depth - 2], depth: depth, attributes: attributes)
    } else {
      TCXBuilder.start(&self, tag: tag, depth: depth, attributes: attributes)
    }
    stack.append(tag)
  }

  /// Most distinct namespace URIs accepted in one document. Real GPX and TCX files declare
  /// fewer than 20 (Garmin's TCX: 7, its GPX: 10); thousands of distinct declarations make
  /// libxml2's namespace handling superlinear, so, like overlong tags, they are refused.
  static let maximumDistinctNamespaces = 256

  /// Counts the namespace declarations of an element (`namespaces` holds `count` prefix/URI
  /// pairs, as libxml2's `startElementNs` gives them); `false` after stopping the parser when
  /// the document declared more than ``maximumDistinctNamespaces`` distinct URIs. libxml2
  /// interns declared URIs in its dictionary, so the pointer identifies the URI and a file that
  /// repeats one declaration on every trackpoint (Garmin's `TPX`) counts it once.
  mutating func noteNamespaces(
    _ namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>, count: Int
  )
    -> Bool
  {
    guard !isStopped else { return false }
    for index in 0..<count {
      guard let uri = namespaces[2 * index + 1] else { continue }
      namespaceURIs.insert(UnsafeRawPointer(uri))
    }
    guard namespaceURIs.count <= Self.maximumDistinctNamespaces else {
      stop(
        .security,
        "more than \(Self.maximumDistinctNamespaces) distinct namespace declarations (GPX and TCX "
          + "use a handful; refused because libxml2 handles thousands slowly)")
      return false
    }
    return true
  }

  /// SAX2 `endElementNs`.
  mutating func end() {
    guard !isStopped else { return }
    let depth = stack.count
    guard depth > 0 else { return }
    if capture != .none, depth == captureDepth {
      finishCapture()
    }
    if depth == extensionsDepth {
      extensionsDepth = 0
    } else if depth == track.pointDepth {
      endPoint()
    } else if depth == track.segmentDepth {
      endSegment()
    } else if depth == tcx.lapDepth {
      TCXBuilder.endLap(&self)
    } else if depth == track.draftDepth {
      endWorkout()
    } else if depth == health.depth {
      endHealthWorkout()
    }
    if depth == 1 { rootEnded = true }
    stack.removeLast()
  }

  /// Most bytes of one captured text kept while reading (names, types, creators, numbers,
  /// timestamps). Real names are under 200 bytes; a 10 MB `<name>` cost seconds and was copied
  /// into every badge that mentions it (issue 10). Longer texts are cut at a UTF-8 character
  /// boundary (and counted); a longer number or timestamp is unreadable.
  static let maximumTextBytes = TextCap.maximumBytes

  /// SAX2 `characters` / `cdataBlock`: collects at most ``maximumTextBytes``.
  mutating func characters(_ bytes: UnsafePointer<UInt8>, count: Int) {
    guard capture != .none, !isStopped else { return }
    let room = Self.maximumTextBytes - text.count
    if count > room { textWasCut = true }
    guard room > 0 else { return }
    text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: min(count, room)))
  }

  /// Stops collecting text (the text callbacks go off until the next ``begin(_:depth:)``).
  mutating func clearCapture() {
    capture = .none
    deliverText(false)
  }

  /// Turns libxml2's `characters` callback on or off in the parser's handler table. Off, the
  /// whitespace between elements (most character data of a GPX or TCX: 347,000 of 486,000
  /// calls on a 10 MB GPX) costs no call into Swift. `ignorableWhitespace` is set to the same
  /// value: libxml2 then skips its blank-text test (`areBlanks`, whose answer without a DOM is
  /// always "not blank", so `characters` received those texts before too).
  mutating func deliverText(_ on: Bool) {
    guard on != textDelivery, let sax = parser?.pointee.sax else { return }
    textDelivery = on
    let callback = on ? XMLSAXParser.charactersCallback : nil
    sax.pointee.characters = callback
    sax.pointee.ignorableWhitespace = callback
  }

  /// Starts collecting text for `target`.
  mutating func begin(_ target: CaptureTarget, depth: Int) {
    capture = target
    deliverText(true)
    captureDepth = depth
    textWasCut = false
    text.removeAll(keepingCapacity: true)
  }

  private mutating func startRoot(tag: ElementTag, attributes: Attributes) {
    if health.declaredDoctype, tag != .healthData {
      stop(.security, "a DOCTYPE HealthData on a root element other than <HealthData> is refused")
      return
    }
    switch tag {
    case .healthData:
      format = .appleHealth
    case .gpx:
      format = .gpx
      gpx.fileCreator = capped(attributes.string(named: "creator"))
    case .trainingCenterDatabase:
      format = .tcx
    default:
      stop(
        .unsupportedFormat,
        "the root element is neither <gpx>, <TrainingCenterDatabase> nor <HealthData>")
    }
  }

  private mutating func tag(for localName: UnsafePointer<UInt8>) -> ElementTag {
    let key = UnsafeRawPointer(localName)
    if let known = tagCache.value(for: key) { return known }
    let tag = ElementTag(localName: String(cString: localName))
    tagCache.store(tag, for: key)
    return tag
  }

  private mutating func extensionField(
    tag: ElementTag, prefix: UnsafePointer<UInt8>?, uri: UnsafePointer<UInt8>?
  ) -> ExtensionField? {
    guard tag.rawValue >= ElementTag.hr.rawValue || tag == .speed else { return nil }
    let namespace: NamespaceKind
    if let uri {
      let key = UnsafeRawPointer(uri)
      if let known = namespaceCache.value(for: key) {
        namespace = known
      } else {
        namespace = NamespaceKind(uri: String(cString: uri))
        namespaceCache.store(namespace, for: key)
      }
    } else if let prefix, Attributes.equals(prefix, "gpxdata") {
      namespace = .cluetrust  // Strava writes `gpxdata:` without declaring it
    } else {
      namespace = .none
    }
    return ExtensionField(tag: tag, namespace: namespace)
  }
}
