import Foundation

/// A blocking first-in first-out queue between the producer of an import run (listing files,
/// streaming archive members) and its workers, bounded by the member bytes it holds: ``push(_:)``
/// waits while more than ``byteBudget`` bytes are queued (a job larger than the budget still
/// enters an empty queue), so an archive is never read far ahead of the parsing.
final class JobQueue: @unchecked Sendable {
  /// One piece of work.
  enum Job {
    /// Read the file at `path` into slot `slot`.
    case path(slot: Int, path: String)
    /// Parse an archive member read whole into slot `slot`.
    case member(slot: Int, ArchiveMember)

    /// Bytes the job holds.
    var bytes: Int {
      if case .member(_, let member) = self { return member.bytes.count }
      return 0
    }
  }

  /// Most member bytes queued at once.
  let byteBudget: Int
  private let condition = NSCondition()
  private var jobs: [Job] = []
  private var head = 0
  private var queuedBytes = 0
  private var closed = false

  /// A queue holding at most `byteBudget` member bytes.
  init(byteBudget: Int) { self.byteBudget = byteBudget }

  /// Adds `job`, waiting while the queue holds too many bytes.
  func push(_ job: Job) {
    condition.lock()
    defer { condition.unlock() }
    while head < jobs.count, queuedBytes + job.bytes > byteBudget { condition.wait() }
    jobs.append(job)
    queuedBytes += job.bytes
    condition.broadcast()
  }

  /// The next job, waiting for one; `nil` once the queue is closed and empty.
  func pop() -> Job? {
    condition.lock()
    defer { condition.unlock() }
    while head == jobs.count, !closed { condition.wait() }
    guard head < jobs.count else { return nil }
    let job = jobs[head]
    jobs[head] = .path(slot: -1, path: "")  // release the bytes now
    head += 1
    if head == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      head = 0
    }
    queuedBytes -= job.bytes
    condition.broadcast()
    return job
  }

  /// No more jobs will come: waiting workers finish.
  func close() {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    condition.broadcast()
  }
}
