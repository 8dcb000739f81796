internal import Carchive
internal import Cxxhash
import Foundation
import WorkoutModel

/// Walks one archive input, nested archives included, and hands out what it finds, in archive
/// order: workout members (their bytes, or a stream for a large one), side files for the export
/// joins (at the end of their archive level, the last member of a name only:
/// ``SideFileChoice``), and problems (a damaged archive, a limit passed, an unreadable entry).
///
/// Which entries are read: regular files only (folders and links are counted, not read; a link
/// named like a side file or a workout is listed with an error: ``linkProblem(_:name:archive:index:)``), not
/// hidden (a name component starting with `.`, or `__MACOSX/`). A member whose first bytes
/// sniff as an archive (``ArchiveSniffer``) is walked as a nested archive, named
/// `outer.zip!/inner.zip!/…`; one named like a workout (``FileDiscovery/workoutExtensions``) or
/// an archive, or whose first 4 KiB sniff as GPX, TCX or FIT, is a workout member; one named like
/// a side file (``ExportSideFile/isSideFileName(_:)``) is kept whole up to
/// ``ArchiveLimits/maximumSideFileBytes``. Everything else (media, CSVs, JSON) is skipped
/// unread. Member sources are `ARCHIVE!/name` with the name as display text (``MemberName``).
final class ArchiveWalk {
  /// What the walk hands out.
  enum Item {
    /// A workout member read whole (its bytes as stored in the archive, gzip included);
    /// `failure` when its bytes stopped early.
    case member(ArchiveMember)
    /// A workout member too large to hold (``Importer/largeFileBytes``): the receiver reads
    /// the stream to its end before returning, then checks the stream's ``MemberStream/failure``.
    case largeMember(source: String, warnings: [ImportWarning], stream: MemberStream)
    /// A side file for the export joins.
    case sideFile(ExportSideFile)
    /// An entry for the run's list: an archive or member that could not be read (error), or an
    /// archive that broke off after some members (warning `archive_damaged`).
    case problem(ParsedFile)
  }

  let limits: ArchiveLimits
  /// Members larger than this (stored bytes; gzip-compressed ones 1/16 of it) are streamed.
  let largeMemberBytes: Int
  private let path: String
  private let receiver: (Item) -> Void
  private var top: ArchiveHandle?
  /// Whether anything was handed out (a member, a side file, a problem).
  private var handedOut = false
  private var produced = 0
  private var members = 0
  /// The member being read, for messages.
  private var current = ""
  /// The limit error that stopped the walk, once one did.
  private(set) var stop: ImportError?
  /// When set, only these members are read (and the nested archives that hold them); every
  /// other entry, side files included, is skipped unread.
  private let wanted: Set<PathKey>?
  /// The archives (`A!/b.zip`) that hold a wanted member.
  private let wantedContainers: Set<PathKey>
  /// Every member source given out so far (XXH3-64 of its UTF-8), see ``claim(_:entry:)``.
  private var claimed = Set<UInt64>()
  /// Paths of the run's other inputs that look like member sources (a folder named `a.zip!`
  /// beside `a.zip`): never given to a member.
  private let reserved: Set<PathKey>
  /// Whether only side files are read (every other entry, nested archives included, is passed
  /// over unread): the walk that learns an export's sports before its files are read
  /// (``ImportPipeline``).
  private let sideFilesOnly: Bool

  private init(
    path: String, limits: ArchiveLimits, largeMemberBytes: Int, wanted: Set<String>?,
    reserved: Set<String>, sideFilesOnly: Bool, emit: @escaping (Item) -> Void
  ) {
    self.path = path
    self.sideFilesOnly = sideFilesOnly
    self.reserved = Set(reserved.map { PathKey($0) })  // bytes, as names are claimed
    self.limits = limits
    self.largeMemberBytes = largeMemberBytes
    self.wanted = wanted.map { Set($0.map { PathKey($0) }) }
    wantedContainers = Set((wanted ?? []).flatMap(Self.containers(of:)).map { PathKey($0) })
    receiver = emit
  }

  /// The archives holding `source`, outermost first: `a.zip!/b.zip!/c.gpx` gives `a.zip` and
  /// `a.zip!/b.zip`; `[]` for a source outside any archive. Split on the bytes `!/`: `String`'s
  /// own search compares characters, and a member name starting with a combining mark (U+064C
  /// after `!/`) hid the separator (a finding of the `archive` fuzz target).
  static func containers(of source: String) -> [String] {
    let bytes = Array(source.utf8)
    guard bytes.count >= 2 else { return [] }
    return (0..<(bytes.count - 1)).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0x2F }.map {
      String(decoding: bytes[..<$0], as: UTF8.self)
    }
  }

  /// Walks the archive at `path` (as discovered: the prefix of every member's source), calling
  /// `emit` for each item in archive order, on the calling thread. Members larger than
  /// `largeMemberBytes` (gzip-compressed: 1/16 of it) are handed out as streams.
  /// `wanted` (sources `ARCHIVE!/member`), when given, limits the walk to those members.
  /// `reserved` holds the run's other input paths that no member may be named (see
  /// ``claim(_:entry:)``). With `sideFilesOnly`, only the side files of the archive's top level
  /// are read (and handed out), everything else is passed over unread.
  static func walk(
    path: String, limits: ArchiveLimits, largeMemberBytes: Int = Importer.largeFileBytes,
    wanted: Set<String>? = nil, reserved: Set<String> = [], sideFilesOnly: Bool = false,
    emit: @escaping (Item) -> Void
  ) {
    let walk = ArchiveWalk(
      path: path, limits: limits, largeMemberBytes: largeMemberBytes, wanted: wanted,
      reserved: reserved, sideFilesOnly: sideFilesOnly, emit: emit)
    UTF8Locale.whileSet { walk.walkTop() }
  }

  private func walkTop() {
    let descriptor: Int32
    switch WorkoutFileReader.openForReading(path) {
    case .failure(let error):
      emit(.problem(ParsedFile(source: path, error: error)))
      return
    case .opened(let opened, _): descriptor = opened
    }
    defer { close(descriptor) }
    guard let handle = ArchiveHandle() else {
      emit(
        .problem(
          ParsedFile(
            source: path,
            error: ImportError(.io, "libarchive could not allocate a reader", file: path))))
      return
    }
    top = handle
    if let message = handle.open(descriptor: descriptor) {
      emit(.problem(ParsedFile(source: path, error: Self.unopenable(path, message))))
      return
    }
    walkEntries(handle, archive: path, depth: 1)
    if let stop {
      emit(.problem(ParsedFile(source: path, error: stop)))
    } else if !handedOut {
      // An archive of photos (or an empty one) is listed, not silently passed over.
      let entries = NumberText.counted(members, "entry", "entries")
      let message = "the archive holds no GPX, TCX or FIT file (\(entries))"
      emit(.problem(ParsedFile(source: path, error: ImportError(.noActivity, message, file: path))))
    }
  }

  /// Hands `item` to the receiver.
  func emit(_ item: Item) {
    handedOut = true
    receiver(item)
  }

  /// The source for a member shown as `base` (`ARCHIVE!/name`), unique in the walk by
  /// construction: `base` itself, or when an earlier member already has it (two entries of one
  /// name, names equal once decoded — invalid UTF-8 shown as U+FFFD, a name cut at a NUL byte)
  /// or an input path of the run is `base`, `base (entry N)` with N the entry's 1-based place in
  /// its archive (folders and links counted), then `base (entry N 2)`, …. The first member of a
  /// name keeps it, so adding members to an archive renames none of the earlier ones (the
  /// workout library stores files by source: issue 17, two members of one name kept one
  /// workout, then failed every import on a UNIQUE constraint).
  func claim(_ base: String, entry: Int) -> String {
    var candidate = base
    var attempt = 1
    while reserved.contains(PathKey(candidate)) || !claimed.insert(Self.key(candidate)).inserted {
      candidate = base + " (entry \(entry)" + (attempt > 1 ? " \(attempt)" : "") + ")"
      attempt += 1
    }
    return candidate
  }

  /// XXH3-64 of `source`'s UTF-8 (8 bytes per member held, not the whole name: a million
  /// entries take ~16 MB). Two names of one hash only make the second `(entry N)`.
  private static func key(_ source: String) -> UInt64 {
    var text = source
    return text.withUTF8 { XXH3_64bits($0.baseAddress, $0.count) }
  }

  /// Counts `count` bytes handed out by libarchive; the limit error when one is passed now.
  func count(_ count: Int) -> ImportError? {
    guard stop == nil else { return stop }
    produced += count
    if produced > limits.maximumTotalBytes {
      stop = ImportError(
        .security,
        "the archive holds more than \(limits.maximumTotalBytes) bytes uncompressed (limit); "
          + "reading stopped at \(current)", file: path)
    } else if produced > limits.maximumExpansionRatio * max(top?.consumed ?? 0, 1) {
      stop = ImportError(
        .security,
        "a decompression bomb: the archive expands more than \(limits.maximumExpansionRatio)-fold; "
          + "reading stopped at \(current)", file: path)
    }
    return stop
  }

  /// Reads the entries of `handle` (the archive `archive`, at nesting `depth`).
  func walkEntries(_ handle: ArchiveHandle, archive: String, depth: Int) {
    var delivered = 0
    var index = 0  // entries of this archive so far (folders and links included)
    var refused = 0  // entries whose name libarchive refused (ZipRawName)
    var tarDamage = TarDamage()
    var sides = SideFileChoice()  // handed out when this level ends, however it ends
    defer { for item in sides.items(claim: claim(_:entry:)) { emit(item) } }
    while stop == nil {
      let header = handle.nextHeader()
      switch header {
      case .end:
        if handle.isZip, handle.centralDirectoryMisplaced || !handle.hasZipEndRecord(), stop == nil
        {
          let message =
            handle.centralDirectoryMisplaced
            ? "its end record names a central directory where there is none: read from its "
              + "local headers"
            : "its central directory is cut or missing: no whole end record"
          emit(.problem(Self.damaged(archive, message, delivered: delivered, ownMessage: true)))
        }
        if stop == nil, let problem = tarDamage.problem(archive: archive, delivered: delivered) {
          emit(.problem(problem))
        }
        return
      case .damaged(let message):
        emit(.problem(Self.damaged(archive, message, delivered: delivered)))
        return
      case .notTarHeader(let message, let position):
        guard tarDamage.note(position: position, message: message) else {
          emit(.problem(Self.damaged(archive, message, delivered: delivered)))
          return
        }
      case .unreadable, .entry: tarDamage.headerRead()
      }
      // Unreadable entries count too: each is listed, and libarchive may report one again and
      // again without moving on.
      index += 1
      members += 1
      if members > limits.maximumMembers {
        stop = ImportError(
          .security,
          "more than \(limits.maximumMembers) entries in the archive (limit); reading stopped "
            + "after \(current)", file: path)
        return
      }
      // A tar's block that is not a header is listed once for the archive, at its end.
      guard case .entry(let entry) = header else {
        if case .unreadable(let message) = header {
          let source = claim(archive + "!/?", entry: index)
          emit(
            .problem(
              ParsedFile(
                source: source,
                error: ImportError(
                  .malformed, "an entry of the archive cannot be read (libarchive: \(message))",
                  file: source))))
        }
        continue
      }
      // Named before folders and links are passed over: they count among the refused names.
      var refusedName = false
      let name = MemberName(
        entry: entry,
        refused: {
          refusedName = true
          return handle.refusedZipName(refusedBefore: refused)
        }, stored: handle.storedName(shown:))
      if refusedName { refused += 1 }
      if let link = linkProblem(entry, name: name, archive: archive, index: index) {
        if !sideFilesOnly, wanted == nil { emit(.problem(link)) }
        continue
      }
      guard archive_entry_filetype(entry) == S_IFREG else { continue }
      guard !name.isHidden else { continue }
      // Claimed before `wanted` filters, so a walk for some members names them as the full
      // walk did.
      let base = archive + "!/" + name.display
      let source = claim(base, entry: index)
      if let wanted, !wanted.contains(PathKey(source)),
        !wantedContainers.contains(PathKey(source))
      {
        continue
      }
      current = source
      let stream = MemberStream(handle: handle, walk: self, archive: archive)
      if ExportSideFile.isSideFileName(name.lowercasedFileName) {
        let file = readSideFile(stream, source: source)
        if stream.failure?.isLimit != true {
          sides.note(base: base, source: source, entry: index, file: file)
        }
        if sideFilesOnly { continue }
        delivered += 1
      } else if sideFilesOnly {
        continue
      } else if read(stream, name: name, source: source, depth: depth) {
        delivered += 1
      }
      if case .damaged(let message, fatal: true) = stream.failure {
        emit(.problem(Self.damaged(archive, message, delivered: delivered)))
        return
      }
    }
  }

  /// Reads one member; `true` when something was handed out for it.
  private func read(_ stream: MemberStream, name: MemberName, source: String, depth: Int) -> Bool {
    stream.readHead()
    let named =
      FileDiscovery.hasWorkoutExtension(name.display)
      || ArchiveSniffer.hasArchiveExtension(name.display)
    // A failure within the first bytes: a limit is reported for the archive; with bytes read
    // (a short member failing its CRC, a cut one) the member is read as far as it goes below.
    if let failure = stream.failure, failure.isLimit || stream.head.isEmpty {
      // An unreadable member (encrypted, an unknown method) matters only if named like a
      // workout; damage that ends the archive is reported here, where it is.
      if case .damaged(_, fatal: false) = failure, !named { return false }
      if failure.isLimit { return false }
      var parsed = ParsedFile(source: source)
      failure.apply(to: &parsed, archive: stream.archive)
      emit(.problem(parsed))
      return true
    }
    if ArchiveSniffer.isArchive(stream.head) {
      readNested(stream, source: source, depth: depth + 1)
      return true
    }
    guard named || FileDiscovery.sniffsAsWorkout(head: stream.head) else { return false }
    readWorkout(stream, source: source, warnings: name.warning.map { [$0] } ?? [])
    return true
  }
}
