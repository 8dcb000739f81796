import Dispatch
import Foundation

/// The progress bar on a terminal's standard error for long imports,
/// `[########------------] 1200/5000 files  85/s  ETA 0:45`: nothing for the first half second
/// (short runs stay quiet), then at most ten updates a second, and the line is cleared at the
/// end. The rate is files done per second since the start; the ETA is the files left at that
/// rate. Safe to call from the importer's worker threads.
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
    _ = Console.write(
      "\r" + Self.line(done: done, total: total, seconds: Double(now - started) / 1e9),
      to: STDERR_FILENO)
  }

  /// The bar for `done` of `total` files after `seconds`: 20 cells, done/total, rate, ETA.
  static func line(done: Int, total: Int, seconds: Double) -> String {
    let cells = total > 0 ? min(20, done * 20 / total) : 20
    let bar = String(repeating: "#", count: cells) + String(repeating: "-", count: 20 - cells)
    let rate = seconds > 0 ? Double(done) / seconds : 0
    var text = "[\(bar)] \(done)/\(total) files  \(Int(rate.rounded()))/s"
    if rate > 0, done < total {
      let left = Int((Double(total - done) / rate).rounded(.up))
      text += "  ETA \(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60)"
    }
    return text + "\u{1B}[K"
  }

  /// Clears the line if anything was shown.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if shown { _ = Console.write("\r\u{1B}[K", to: STDERR_FILENO) }
  }
}
