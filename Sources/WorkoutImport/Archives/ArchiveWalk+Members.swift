import Foundation
import WorkoutModel

/// The kinds of member ``ArchiveWalk`` reads.
extension ArchiveWalk {
  /// A side file: kept whole up to ``ArchiveLimits/maximumSideFileBytes`` and returned (handed
  /// out at the end of its archive level by ``SideFileChoice``), else listed with a `security`
  /// error (its names and types are then not joined), or with the damage that cut it, and `nil`.
  func readSideFile(_ stream: MemberStream, source: String) -> ExportSideFile? {
    var bytes: [UInt8] = []
    let ended = stream.readAll(into: &bytes, upTo: limits.maximumSideFileBytes)
    if let failure = stream.failure {
      guard !failure.isLimit else { return nil }
      var parsed = ParsedFile(source: source)
      failure.apply(to: &parsed, archive: stream.archive)
      emit(.problem(parsed))
    } else if !ended {
      emit(.problem(ParsedFile(source: source, error: ExportSideFile.tooLarge(source, limits))))
    } else {
      return ExportSideFile(source: source, bytes: bytes)
    }
    return nil
  }

  /// A workout member: read whole when small, else handed on as a stream; a GPX of tiles to
  /// explore Trophies wrote (``WorkoutModel/OwnOutput``) is left out quietly.
  func readWorkout(_ stream: MemberStream, source: String, warnings: [ImportWarning]) {
    var bytes = stream.head
    stream.head = []
    let gzip = bytes.count >= 2 && GzipInflater.isGzip(bytes[0], bytes[1])
    let large = gzip ? largeMemberBytes / 16 : largeMemberBytes
    if !stream.readAll(into: &bytes, upTo: large) {
      stream.head = bytes
      emit(.largeMember(source: source, warnings: warnings, stream: stream))
      return
    }
    if let failure = stream.failure, failure.isLimit { return }
    // A GPX Trophies wrote (tiles to explore: a zipped folder holding a cabinet) is no input
    // inside an archive either (issue 17, W5); a cut or damaged member is read as it is.
    if stream.failure == nil, OwnOutput.isOwn(bytes) { return }
    emit(
      .member(
        ArchiveMember(
          source: source, warnings: warnings, bytes: bytes, failure: stream.failure,
          archive: stream.archive)))
  }

  /// A member that is itself an archive, walked one level deeper (not opened beyond
  /// ``ArchiveLimits/maximumDepth``: listed with a `security` error).
  func readNested(_ stream: MemberStream, source: String, depth: Int) {
    guard depth <= limits.maximumDepth else {
      emit(
        .problem(
          ParsedFile(
            source: source,
            error: ImportError(
              .security,
              "an archive nested more than \(limits.maximumDepth) levels deep (limit); not opened",
              file: source))))
      return
    }
    guard let inner = ArchiveHandle() else { return }
    if let message = inner.open(source: ArchiveByteSource(stream)) {
      if stream.failure?.isLimit == true { return }
      emit(.problem(ParsedFile(source: source, error: Self.unopenable(source, message))))
      return
    }
    walkEntries(inner, archive: source, depth: depth)
  }

  /// The entry for archive `archive` broken off by `message` (libarchive's, or the walk's own
  /// when `ownMessage`): a warning when members were read before the damage, else a `malformed`
  /// error.
  static func damaged(
    _ archive: String, _ message: String, delivered: Int, ownMessage: Bool = false
  ) -> ParsedFile {
    let cause = ownMessage ? message : "libarchive: " + message
    guard delivered > 0 else {
      return ParsedFile(
        source: archive,
        error: ImportError(
          .malformed, "the archive is damaged or cut short (\(cause))", file: archive))
    }
    return ParsedFile(
      source: archive,
      warnings: [
        ImportWarning(
          .archiveDamaged,
          "the archive is damaged or cut short after \(delivered) "
            + (delivered == 1 ? "member" : "members") + " (\(cause)); the "
            + "members read before it are kept")
      ])
  }

  /// The error for an archive libarchive cannot open.
  static func unopenable(_ source: String, _ message: String) -> ImportError {
    ImportError(
      .malformed, "not a readable zip or tar archive (libarchive: \(message))", file: source)
  }
}

/// A workout member read whole by ``ArchiveWalk``.
struct ArchiveMember {
  /// `ARCHIVE!/name`.
  var source: String
  /// Warnings about the member itself (a name that is not UTF-8).
  var warnings: [ImportWarning]
  /// Its bytes as stored in the archive (a `.gpx.gz` member still compressed).
  var bytes: [UInt8]
  /// Why its bytes stopped early, if they did (damage; never a limit).
  var failure: MemberStream.Failure?
  /// The archive holding it.
  var archive: String
}
