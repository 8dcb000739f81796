import Foundation
import WorkoutImport

/// The stamps of the files the importer asked about (``Importer/isUnchanged``), collected from
/// its worker threads, so each file is stored with its size and time as they were when opened.
final class StampLog: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String: FileStamp] = [:]

  /// Keeps `stamp`.
  func note(_ stamp: FileStamp) {
    lock.lock()
    defer { lock.unlock() }
    collected[stamp.path] = stamp
  }

  /// Every stamp kept, by path.
  var stamps: [String: FileStamp] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
