import Foundation
import WorkoutModel

/// Reads one GPX or TCX document (format sniffed from content) into a ``ParsedFile``.
/// Never throws: every problem becomes ``ParsedFile/error`` or a warning.
///
/// One streaming pass of libxml2's SAX2 parser (no DOM, no Foundation `XMLParser`):
/// - GPX 1.0 / 1.1 (topografix.com schemas): one ``Workout`` per `<trk>` that has at least one
///   timestamped `trkpt`; its `trkseg`s are the segments (empty ones dropped), `trk/name` the
///   name, `trk/type` the raw activity, `gpx/@creator` the creator. Routes (`rte`) and waypoints
///   are not workouts.
/// - TCX v2 (Garmin TrainingCenterDatabase): one ``Workout`` per `Activity` (also each
///   `MultiSportSession` leg) that has a timestamped `Trackpoint` or a lap `StartTime`; each
///   `Track` is a segment, `Lap`s are kept, `@Sport` is the raw activity, `Creator/Name` the
///   creator (else the file's `Author/Name`); TCX has no name. `Courses` are not workouts.
/// - Extensions are matched by namespace URI and local name (``ExtensionField`` ranks decide
///   which spelling wins when a value is given several ways).
/// - Errors: ``ImportError/Category`` `.malformed` (libxml2's first fatal error with line and
///   column, when no workout was complete before it; otherwise the workouts read so far are kept
///   and a warning names the line and column), `.security` (DOCTYPE, entity declaration,
///   ``Limits``, overlong tags, gzip bombs), `.noActivity`, `.noTimestamps`, `.unsupportedFormat`
///   (empty, not XML, HTML, or another root element), `.io`.
/// - Element tags longer than 64 KiB are refused (`.security`) before libxml2 sees them (see
///   ``TagLengthGuard``); gzip-compressed files are read transparently (see ``GzipInflater``).
public enum WorkoutFileReader {
  /// Bounds that protect against hostile or absurd input (DESIGN.md "Safety rules").
  public struct Limits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maximumFileBytes: Int
    /// Deepest element nesting accepted (GPX and TCX need fewer than 10 levels).
    public var maximumDepth: Int
    /// Most trackpoints accepted in one file.
    public var maximumPoints: Int
    /// Largest expansion accepted for gzip-compressed files: inflated bytes per compressed byte.
    /// 200 by default: real GPX/TCX files compress 8–48-fold with `gzip -9` (the shared corpus),
    /// while zeros or blanks expand up to ~1 030-fold (`gzip -6`) or ~229-fold (`gzip -1`).
    /// Beyond it the file is refused as a decompression bomb (`.security`).
    public var maximumExpansionRatio: Int = 200

    /// Largest Apple Health `export.xml` accepted, in bytes: a document whose root element (or
    /// DOCTYPE) is `HealthData` may exceed ``maximumFileBytes`` up to this. 16 GiB by default:
    /// real exports reach 3.2 GB (13 M lines), and reading one is streaming with memory bounded
    /// by its workouts (about 1 KB each), not its millions of skipped `Record`s. Not applied to
    /// gzip-compressed content, whose inflated size stays bounded by ``maximumFileBytes``.
    public var maximumHealthExportBytes: Int = 16 << 30

    /// Where an Apple Health `export.xml` hands its workouts while it is read (see
    /// ``HealthWorkoutSink``); `nil` (the default) keeps them all in ``ParsedFile/workouts``.
    /// Other formats ignore it.
    public var healthSink: HealthWorkoutSink?

    /// The byte limit for a document whose first bytes are `head` (4 KiB are plenty):
    /// ``maximumHealthExportBytes`` when its DOCTYPE or root element is `HealthData` (Apple
    /// Health), else ``maximumFileBytes``. The reader enforces the same rule once the root is
    /// known, so a GPX file cannot pass as an export.
    public func maximumBytes(forDocumentStartingWith head: [UInt8]) -> Int {
      FileDiscovery.rootElementName(head) == "HealthData"
        ? max(maximumHealthExportBytes, maximumFileBytes) : maximumFileBytes
    }

    /// Instants a timestamp may name, microseconds since 1970 (see ``plausibleTimes``).
    var plausibleMicroseconds: ClosedRange<Int64>

    /// Instants a timestamp may name; times outside are dropped with a warning (the point keeps
    /// no time; a file with no time left is `.noTimestamps`). Default: 1980-01-01T00:00:00Z (no
    /// consumer GPS logger is older) to one day after the moment the limits were made, so
    /// `9999-12-31T23:59:60Z` sentinels and clocks never set never become workouts.
    public var plausibleTimes: ClosedRange<Date> {
      get {
        Date(
          timeIntervalSince1970: Double(plausibleMicroseconds.lowerBound) / 1e6)...Date(
            timeIntervalSince1970: Double(plausibleMicroseconds.upperBound) / 1e6)
      }
      set {
        plausibleMicroseconds =
          Self.microseconds(newValue.lowerBound)...Self.microseconds(newValue.upperBound)
      }
    }

    /// Creates limits; ``plausibleTimes`` is ``Plausibility/times(now:)``: 1980 to one day after
    /// now, the range every reader keeps.
    public init(maximumFileBytes: Int, maximumDepth: Int, maximumPoints: Int) {
      self.maximumFileBytes = maximumFileBytes
      self.maximumDepth = maximumDepth
      self.maximumPoints = maximumPoints
      let times = Plausibility.times()
      plausibleMicroseconds =
        Self.microseconds(times.lowerBound)...Self.microseconds(times.upperBound)
    }

    private static func microseconds(_ date: Date) -> Int64 {
      let value = (date.timeIntervalSince1970 * 1e6).rounded(.down)
      return value >= 9e18 ? Int64.max : value <= -9e18 ? Int64.min : Int64(value)
    }

    /// 1 GiB (also for inflated gzip content; Apple Health exports: 16 GiB), 128 levels, 4 million trackpoints (about 46 days
    /// at one point a second; a point kept costs about 170 bytes, so one file stays under ~0.7 GB
    /// while it is read), 200-fold gzip expansion, times from 1980 to a day after now.
    public static let standard = Limits(
      maximumFileBytes: 1 << 30, maximumDepth: 128, maximumPoints: 4_000_000)
  }

  /// Bytes handed to libxml2 per push (small: its limits bite on one chunk over ~10 MB).
  static let chunkBytes = 256 * 1024

  /// Reads the file at `path` in 256 KiB chunks; memory is bounded by the points kept.
  /// Gzip-compressed files (magic bytes 1F 8B, whatever the name) are inflated on the fly; see
  /// ``DocumentFeed``. Never throws: problems opening the path are `.io` errors that say what is
  /// wrong (a folder, a dangling link, a name that is not UTF-8 and matches several files, …).
  /// A path a folder listing saw (`listed`, ``FileListing``) is read only when it is still the
  /// file listed.
  public static func read(
    path: String, limits: Limits = .standard, listed: FileListing.Entry? = nil
  ) -> ParsedFile {
    let descriptor: Int32
    var warnings: [ImportWarning] = []
    switch openForReading(path, listed: listed) {
    case .failure(let error): return ParsedFile(source: path, error: error)
    case .opened(let opened, let warning):
      descriptor = opened
      if let warning { warnings.append(ImportWarning(.fileNameNotUTF8, warning)) }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return ioFailure(path, errno) }
    // An Apple Health export.xml may be larger (its head names HealthData; the parser checks
    // the root agrees).
    var sizeLimit = limits.maximumFileBytes
    if Int(info.st_size) > sizeLimit {
      var head = [UInt8](repeating: 0, count: 4096)
      let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 4096, 0) }
      sizeLimit = limits.maximumBytes(forDocumentStartingWith: Array(head.prefix(max(count, 0))))
      if Int(info.st_size) > sizeLimit { return tooLarge(path, sizeLimit) }
    }

    var readError: Int32?
    var result = read(source: path, limits: limits, expectedBytes: Int(info.st_size)) { buffer in
      while readError == nil {
        let got = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
        if got >= 0 { return got }
        if errno == EINTR { continue }
        readError = errno
      }
      return 0
    }
    if let readError { return ioFailure(path, readError) }
    result.warnings = warnings + result.warnings
    return result
  }

  /// Reads a document already in memory (plain or gzip-compressed); `source` names it in errors.
  public static func read(data: Data, source: String, limits: Limits = .standard) -> ParsedFile {
    data.withUnsafeBytes { read(bytes: $0, source: source, limits: limits) }
  }

  static func ioFailure(_ path: String, _ code: Int32) -> ParsedFile {
    let message = String(cString: strerror(code))
    return ParsedFile(source: path, error: ImportError(.io, message, file: path))
  }

  static func tooLarge(_ path: String, _ limit: Int) -> ParsedFile {
    let message = "larger than the \(limit)-byte limit"
    return ParsedFile(source: path, error: ImportError(.security, message, file: path))
  }
}
