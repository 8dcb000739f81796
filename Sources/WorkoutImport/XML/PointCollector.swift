import WorkoutModel

/// The points of the segment being read, collected in chunks of ``chunkSize`` so that a long
/// segment never pays an array's grow-and-copy: growing one array to n points briefly holds the
/// old and the new buffer (2 × n × 80 bytes at the last doubling); chunks are moved into one
/// exactly sized array at the segment's end, each freed as soon as it is copied, so the peak is
/// n × 80 bytes plus one chunk. Same points, same order.
struct PointCollector {
  /// Points per chunk: 8,192 × 80 bytes = 640 KiB.
  static let chunkSize = 8_192

  /// Full chunks, oldest first.
  private var chunks: [[Trackpoint]] = []
  /// The chunk being filled.
  private var current: [Trackpoint] = []

  /// Whether no point was collected since the last ``takeAll()``.
  var isEmpty: Bool { chunks.isEmpty && current.isEmpty }

  /// Adds a point at the end.
  mutating func append(_ point: Trackpoint) {
    if current.count == Self.chunkSize {
      chunks.append(current)
      current = []
    }
    if current.isEmpty, !chunks.isEmpty { current.reserveCapacity(Self.chunkSize) }
    current.append(point)
  }

  /// All points in order; the collector is empty afterwards.
  mutating func takeAll() -> [Trackpoint] {
    if chunks.isEmpty {
      defer { current = [] }
      return current
    }
    var all: [Trackpoint] = []
    all.reserveCapacity(chunks.count * Self.chunkSize + current.count)
    chunks.reverse()  // so each copied chunk is released from the end, O(1)
    while let chunk = chunks.popLast() { all.append(contentsOf: chunk) }
    all.append(contentsOf: current)
    current = []
    return all
  }
}
