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

  /// Records that `done` of `total` files are read; prints when due
  /// (``isDue(now:started:lastShown:done:total:)``). The clock is read under the lock, so no thread compares a reading older than the last one
  /// shown (break-it pass 8 C2: read before the lock, `now - lastShown` went below zero and
  /// trapped, killing an import on a terminal before it stored anything).
  func update(done: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = DispatchTime.now().uptimeNanoseconds
    guard Self.isDue(now: now, started: started, lastShown: lastShown, done: done, total: total)
    else { return }
    lastShown = now
    shown = true
    _ = Console.write(
      "\r" + Self.line(done: done, total: total, seconds: Double(now - started) / 1e9),
      to: STDERR_FILENO)
  }

  /// Whether an update at `now` is shown (all in nanoseconds of one monotonic clock): at least
  /// ``delay`` after `started`, and ``interval`` after `lastShown` unless it is the last file.
  /// A `now` earlier than either is not due (never a negative difference).
  static func isDue(now: UInt64, started: UInt64, lastShown: UInt64, done: Int, total: Int) -> Bool
  {
    guard now >= started, now - started >= delay else { return false }
    return done == total || (now >= lastShown && now - lastShown >= interval)
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
