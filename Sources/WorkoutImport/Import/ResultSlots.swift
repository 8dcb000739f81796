import Foundation

/// Thread-safe write-once slots for parallel results, reserved in order by one producer and
/// filled by any thread, so results keep the producer's order whatever the scheduling.
final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [ParsedFile?] = []
  private var done = 0
  /// Inputs not yet turned into slots (for the progress total).
  private var pending: Int
  /// Inputs left unread because ``Importer/isUnchanged`` said so (counted as done).
  private var unchanged = 0

  /// Slots for a run of `pending` inputs.
  init(pending: Int) { self.pending = pending }

  /// A new slot, after every slot reserved before.
  func reserve() -> Int {
    lock.lock()
    defer { lock.unlock() }
    slots.append(nil)
    return slots.count - 1
  }

  /// Notes that one more input was started (``reserve()`` may follow for it).
  func startInput() {
    lock.lock()
    defer { lock.unlock() }
    pending = max(0, pending - 1)
  }

  /// Stores `value`; returns (slots filled, total known so far: slots plus inputs not started).
  func store(_ value: ParsedFile, at index: Int) -> (done: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
    done += 1
    return (done + unchanged, slots.count + pending + unchanged)
  }

  /// Counts an input left unread (``Importer/isUnchanged``); returns (done, total) as ``store``.
  func skipUnchanged() -> (done: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    unchanged += 1
    return (done + unchanged, slots.count + pending + unchanged)
  }

  /// The results in slot order (an unfilled slot, which cannot happen, reads as an `io` error).
  func values() -> [ParsedFile] {
    lock.lock()
    defer { lock.unlock() }
    return slots.enumerated().map { index, slot in
      slot
        ?? ParsedFile(source: "#\(index)", error: ImportError(.io, "not read", file: "#\(index)"))
    }
  }
}
