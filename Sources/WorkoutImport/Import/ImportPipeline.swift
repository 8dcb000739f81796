import Dispatch
import Foundation
import WorkoutModel

/// The machinery of ``Importer/run(files:)``: the calling thread is the producer (it sniffs
/// each input, reads side files, and streams archive members into memory through
/// ``ArchiveWalk``); one worker thread per core parses files and members from a ``JobQueue``
/// bounded by the member bytes it holds. Results go to ``ResultSlots`` reserved in the
/// producer's order, so the output order never depends on scheduling.
///
/// Large files (``Importer/isLarge(_:)``) and large members (read as a stream by the producer
/// itself) take one shared gate, so only one is read at a time.
final class ImportPipeline: @unchecked Sendable {
  private var importer: Importer
  private let slots: ResultSlots
  private let queue = JobQueue(byteBudget: Importer.largeFileBytes)
  /// One large file or member at a time.
  private let gate = DispatchSemaphore(value: 1)
  /// Side files in input order (touched by the producer only).
  private var sideFiles: [ExportSideFile] = []
  /// Input paths shaped like member sources (`dir/a.zip!/x.gpx`, a folder named `a.zip!`), which
  /// no archive member may take (``ArchiveWalk/claim(_:entry:)``).
  private var reserved: Set<String> = []
  /// Side files named as inputs, read by ``learnExportSports(_:)`` (by input index).
  private var sideFilesRead: [Int: Result<ExportSideFile, ImportError>] = [:]
  /// ``Importer/isUnchanged``'s answers given to ``learnExportSports(_:)`` (by input index).
  private var unchangedAnswers: [Int: Bool] = [:]

  /// A pipeline for `importer`'s settings and a run of `inputs` paths.
  init(importer: Importer, inputs: Int) {
    self.importer = importer
    slots = ResultSlots(pending: inputs)
  }

  /// Reads `files` (see ``Importer/run(files:)``).
  func run(_ files: [String]) -> ImportRun {
    reserved = Set(files.filter { !ArchiveWalk.containers(of: $0).isEmpty })
    if importer.wantedMembers == nil { learnExportSports(files) }
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let finished = DispatchGroup()
    for _ in 0..<workers {
      finished.enter()
      let thread = Thread { [self] in
        while let job = queue.pop() { perform(job) }
        finished.leave()
      }
      thread.stackSize = 8 << 20  // as a main thread: libxml2 and the FIT decoder recurse little
      thread.start()
    }
    for (index, path) in files.enumerated() {
      slots.startInput()
      produce(path, index: index)
    }
    queue.close()
    finished.wait()
    var run = ImportRun(files: slots.values(), sideFiles: sideFiles)
    // A side file learned from but not held in the end (the full walk of its archive stopped
    // at a limit before it) types nothing: the files it typed are read as they are.
    importer.readWithoutExportSports(importer.exportSports.unheld(by: sideFiles), in: &run)
    return run
  }

  /// Reads the side files among `files`, and those at the top of the zip archives among them
  /// (by name; their other members are passed over unread, through the central directory),
  /// before any workout file, and gives the importer the sports they name
  /// (``Importer/exportSports``): a file's type is then final before its summary and best
  /// efforts are computed, and the file is read once. The side files named as inputs and the
  /// ``Importer/isUnchanged`` answers are kept for ``produce(_:index:)``, which asks nothing
  /// twice. A side file nested deeper, or in another kind of archive, is learned from only by
  /// the joins after the run (``Importer/reread(_:in:)``).
  private func learnExportSports(_ files: [String]) {
    var sports = ExportSports()
    for (index, path) in files.enumerated() {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if ExportSideFile.isSideFileName(name) {
        let read = ExportSideFile.read(path: path, limits: importer.archiveLimits)
        sideFilesRead[index] = read
        if case .success(let side) = read { sports.add(side) }
      } else if name.lowercased().hasSuffix(".zip") {
        let unchanged = isUnchanged(path)
        unchangedAnswers[index] = unchanged
        guard !unchanged, ArchiveSniffer.isArchive(path: path) else { continue }
        ArchiveWalk.walk(
          path: path, limits: importer.archiveLimits, reserved: reserved, sideFilesOnly: true
        ) { item in
          if case .sideFile(let side) = item { sports.add(side) }
        }
      }
    }
    importer.exportSports = sports
  }

  /// ``Importer/isUnchanged``'s answer for the input `path` (`false` without one, or when it
  /// cannot be stamped).
  private func isUnchanged(_ path: String) -> Bool {
    guard let ask = importer.isUnchanged, let stamp = FileStamp(path: path) else { return false }
    return ask(stamp)
  }

  /// Handles input number `index`, `path`, on the producer thread.
  private func produce(_ path: String, index: Int) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if ExportSideFile.isSideFileName(name) {
      let read =
        sideFilesRead.removeValue(forKey: index)
        ?? ExportSideFile.read(path: path, limits: importer.archiveLimits)
      switch read {
      case .success(let file): sideFiles.append(file)
      case .failure(let error): store(ParsedFile(source: path, error: error), at: slots.reserve())
      }
    } else if unchangedAnswers.removeValue(forKey: index) ?? isUnchanged(path) {
      // Read before and unchanged (the workout library's answer): not opened at all.
      let (done, total) = slots.skipUnchanged()
      importer.progress?(done, total)
    } else if ArchiveSniffer.isArchive(path: path) {
      ArchiveWalk.walk(
        path: path, limits: importer.archiveLimits, largeMemberBytes: importer.largeMemberBytes,
        wanted: importer.wantedMembers, reserved: reserved
      ) { self.take($0) }
    } else {
      queue.push(.path(slot: slots.reserve(), path: path))
    }
  }

  /// Handles what an archive walk hands out, on the producer thread.
  private func take(_ item: ArchiveWalk.Item) {
    switch item {
    case .member(let member):
      queue.push(.member(slot: slots.reserve(), member))
    case .largeMember(let source, let warnings, let stream):
      gate.wait()
      let hold = importer.holdBack(source)
      var parsed = WorkoutFileReader.read(source: source, limits: hold.limits) {
        stream.read(into: $0)
      }
      if stream.failure?.isLimit == true {
        gate.signal()
        return  // the walk reports the limit for the archive
      }
      stream.failure?.apply(to: &parsed, archive: stream.archive)
      parsed.warnings = warnings + parsed.warnings
      hold.record(into: &parsed)
      importer.finish(&parsed)
      gate.signal()
      store(parsed, at: slots.reserve())
    case .sideFile(let file):
      sideFiles.append(file)
    case .problem(let parsed):
      store(parsed, at: slots.reserve())
    }
  }

  /// Runs one job on a worker thread.
  private func perform(_ job: JobQueue.Job) {
    switch job {
    case .path(let slot, let path):
      let large = Importer.isLarge(path)
      if large { gate.wait() }
      let hold = importer.holdBack(path)
      var parsed = WorkoutFileReader.read(
        path: path, limits: hold.limits, listed: importer.listing[path])
      hold.record(into: &parsed)
      importer.finish(&parsed)
      // The file's points are dropped (or handed on) by now: the next large file may start.
      if large { gate.signal() }
      store(parsed, at: slot)
    case .member(let slot, let member):
      let hold = importer.holdBack(member.source)
      var parsed = member.bytes.withUnsafeBytes {
        WorkoutFileReader.read(bytes: $0, source: member.source, limits: hold.limits)
      }
      member.failure?.apply(to: &parsed, archive: member.archive)
      parsed.warnings = member.warnings + parsed.warnings
      hold.record(into: &parsed)
      importer.finish(&parsed)
      store(parsed, at: slot)
    }
  }

  private func store(_ parsed: ParsedFile, at slot: Int) {
    let (done, total) = slots.store(parsed, at: slot)
    importer.progress?(done, total)
  }
}
