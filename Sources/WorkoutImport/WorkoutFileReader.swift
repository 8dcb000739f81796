import Foundation
import WorkoutModel

/// Reads one GPX or TCX document (format sniffed from content) into a ``ParsedFile``.
/// Never throws: every problem becomes ``ParsedFile/error`` or a warning.
///
/// One streaming pass over libxml2's SAX2 push parser (no DOM, no Foundation `XMLParser`):
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
///   column), `.security` (DOCTYPE, entity declaration, limits), `.noActivity`, `.noTimestamps`,
///   `.unsupportedFormat` (not XML, or another root element), `.io`.
public enum WorkoutFileReader {
  /// Bounds that protect against hostile or absurd input (DESIGN.md "Safety rules").
  public struct Limits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maximumFileBytes: Int
    /// Deepest element nesting accepted (GPX and TCX need fewer than 10 levels).
    public var maximumDepth: Int
    /// Most trackpoints accepted in one file.
    public var maximumPoints: Int

    /// Creates limits.
    public init(maximumFileBytes: Int, maximumDepth: Int, maximumPoints: Int) {
      self.maximumFileBytes = maximumFileBytes
      self.maximumDepth = maximumDepth
      self.maximumPoints = maximumPoints
    }

    /// 1 GiB, 128 levels, 20 million trackpoints.
    public static let standard = Limits(
      maximumFileBytes: 1 << 30, maximumDepth: 128, maximumPoints: 20_000_000)
  }

  /// Bytes handed to libxml2 per push (small: its limits bite on one chunk over ~10 MB).
  static let chunkBytes = 256 * 1024

  /// Reads the file at `path` in 256 KiB chunks; memory is bounded by the points kept.
  public static func read(path: String, limits: Limits = .standard) -> ParsedFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return ioFailure(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return ioFailure(path, errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return ioFailure(path, EISDIR) }
    if Int(info.st_size) > limits.maximumFileBytes { return tooLarge(path, limits) }

    let parser = XMLPushParser(source: path, limits: limits)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 16)
    defer { buffer.deallocate() }
    var total = 0
    while !parser.isDone {
      var filled = 0
      while filled < chunkBytes {
        let got = Foundation.read(descriptor, buffer.baseAddress! + filled, chunkBytes - filled)
        if got < 0 {
          if errno == EINTR { continue }
          return ioFailure(path, errno)
        }
        if got == 0 { break }
        filled += got
      }
      if filled == 0 { break }
      total += filled
      if total > limits.maximumFileBytes { return tooLarge(path, limits) }
      parser.feed(UnsafeRawBufferPointer(rebasing: buffer[0..<filled]))
    }
    return parser.finish()
  }

  /// Reads a document already in memory; `source` names it in errors.
  public static func read(data: Data, source: String, limits: Limits = .standard) -> ParsedFile {
    if data.count > limits.maximumFileBytes { return tooLarge(source, limits) }
    let parser = XMLPushParser(source: source, limits: limits)
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count, !parser.isDone {
        let end = min(offset + chunkBytes, bytes.count)
        parser.feed(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
        offset = end
      }
    }
    return parser.finish()
  }

  private static func ioFailure(_ path: String, _ code: Int32) -> ParsedFile {
    let message = String(cString: strerror(code))
    return ParsedFile(source: path, error: ImportError(.io, message, file: path))
  }

  private static func tooLarge(_ path: String, _ limits: Limits) -> ParsedFile {
    let message = "larger than the \(limits.maximumFileBytes)-byte limit"
    return ParsedFile(source: path, error: ImportError(.security, message, file: path))
  }
}
