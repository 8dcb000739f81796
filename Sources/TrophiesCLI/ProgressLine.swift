import Dispatch
import Foundation

/// The "reading 120/5000 files" line on a terminal's standard error for long imports: nothing
/// for the first half second (short runs stay quiet), then at most ten updates a second, and the
/// line is cleared at the end. Safe to call from the importer's worker threads.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let started = DispatchTime.now().uptimeNanoseconds
  private var lastShown: UInt64 = 0
  private var shown = false

  /// Quiet time before the first update, and least time between updates, in nanoseconds.
  static let delay: UInt64 = 500_000_000
  static let interval: UInt64 = 100_000_000

  /// Records that `done` of `total` files are read; prints when due.
  func update(done: Int, total: Int) {
    let now = DispatchTime.now().uptimeNanoseconds
    lock.lock()
    defer { lock.unlock() }
    guard now - started >= Self.delay, now - lastShown >= Self.interval || done == total else {
      return
    }
    lastShown = now
    shown = true
    FileHandle.standardError.write(Data("\rreading \(done)/\(total) files".utf8))
  }

  /// Clears the line if anything was shown.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
