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
  private let importer: Importer
  private let slots: ResultSlots
  private let queue = JobQueue(byteBudget: Importer.largeFileBytes)
  /// One large file or member at a time.
  private let gate = DispatchSemaphore(value: 1)
  /// Side files in input order (touched by the producer only).
  private var sideFiles: [ExportSideFile] = []
  /// Input paths shaped like member sources (`dir/a.zip!/x.gpx`, a folder named `a.zip!`), which
  /// no archive member may take (``ArchiveWalk/claim(_:entry:)``).
  private var reserved: Set<String> = []

  /// A pipeline for `importer`'s settings and a run of `inputs` paths.
  init(importer: Importer, inputs: Int) {
    self.importer = importer
    slots = ResultSlots(pending: inputs)
  }

  /// Reads `files` (see ``Importer/run(files:)``).
  func run(_ files: [String]) -> ImportRun {
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
    reserved = Set(files.filter { !ArchiveWalk.containers(of: $0).isEmpty })
    for path in files {
      slots.startInput()
      produce(path)
    }
    queue.close()
    finished.wait()
    return ImportRun(files: slots.values(), sideFiles: sideFiles)
  }

  /// Handles one input on the producer thread.
  private func produce(_ path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if ExportSideFile.isSideFileName(name) {
      switch ExportSideFile.read(path: path, limits: importer.archiveLimits) {
      case .success(let file): sideFiles.append(file)
      case .failure(let error): store(ParsedFile(source: path, error: error), at: slots.reserve())
      }
    } else if let isUnchanged = importer.isUnchanged, let stamp = FileStamp(path: path),
      isUnchanged(stamp)
    {
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
      var parsed = WorkoutFileReader.read(source: source, limits: .standard) {
        stream.read(into: $0)
      }
      if stream.failure?.isLimit == true {
        gate.signal()
        return  // the walk reports the limit for the archive
      }
      stream.failure?.apply(to: &parsed, archive: stream.archive)
      parsed.warnings = warnings + parsed.warnings
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
      var parsed = WorkoutFileReader.read(path: path)
      importer.finish(&parsed)
      // The file's points are dropped (or handed on) by now: the next large file may start.
      if large { gate.signal() }
      store(parsed, at: slot)
    case .member(let slot, let member):
      var parsed = member.bytes.withUnsafeBytes {
        WorkoutFileReader.read(bytes: $0, source: member.source, limits: .standard)
      }
      member.failure?.apply(to: &parsed, archive: member.archive)
      parsed.warnings = member.warnings + parsed.warnings
      importer.finish(&parsed)
      store(parsed, at: slot)
    }
  }

  private func store(_ parsed: ParsedFile, at slot: Int) {
    let (done, total) = slots.store(parsed, at: slot)
    importer.progress?(done, total)
  }
}
