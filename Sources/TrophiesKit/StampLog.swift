import Foundation
import WorkoutImport

/// The stamps of the files the importer asked about (``Importer/isUnchanged``), collected from
/// its worker threads, so each file is stored with its size and time as they were when opened.
final class StampLog: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [PathKey: FileStamp] = [:]
  private var skipped = 0
  private var unchanged: Set<PathKey> = []

  /// Keeps `stamp` and returns `unchanged`, counting the inputs left unopened.
  func note(_ stamp: FileStamp, unchanged: Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    collected[PathKey(stamp.path)] = stamp
    if unchanged {
      skipped += 1
      self.unchanged.insert(PathKey(stamp.path))
    }
    return unchanged
  }

  /// Inputs (files, or whole archives) found unchanged and not opened.
  var unchangedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return skipped
  }

  /// The inputs found unchanged and not opened, by path bytes.
  var unopened: Set<PathKey> {
    lock.lock()
    defer { lock.unlock() }
    return unchanged
  }

  /// Every stamp kept, by path bytes (``PathKey``).
  var stamps: [PathKey: FileStamp] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
