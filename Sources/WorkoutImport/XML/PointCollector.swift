import WorkoutModel

/// The points of the segment being read, collected in chunks of ``chunkSize`` so that a long
/// segment never pays an array's grow-and-copy: growing one array to n points briefly holds the
/// old and the new buffer (2 × n × 64 bytes at the last doubling); chunks are moved into one
/// exactly sized array at the segment's end, each returned to the system as soon as it is copied
/// (``PointChunk``), so the peak is n × 64 bytes plus one chunk. Same points, same order.
struct PointCollector {
  /// Points per chunk: 8,192 × 64 bytes = 512 KiB.
  static let chunkSize = 8_192

  /// Full chunks, oldest first, then the chunk being filled.
  private var chunks: [PointChunk] = []
  /// Points in ``chunks``.
  private(set) var count = 0

  /// Whether no point was collected since the last ``takeAll()``.
  var isEmpty: Bool { count == 0 }

  /// Adds a point at the end.
  mutating func append(_ point: Trackpoint) {
    if chunks.last?.isFull ?? true {
      chunks.append(PointChunk(capacity: Self.chunkSize, mapped: !chunks.isEmpty))
    }
    chunks[chunks.count - 1].append(point)
    count += 1
  }

  /// All points in order; the collector is empty afterwards.
  mutating func takeAll() -> [Trackpoint] {
    if chunks.count == 1, let array = chunks[0].takeArray() {  // a short segment: no copy
      (chunks, count) = ([], 0)
      return array
    }
    var all: [Trackpoint] = []
    all.reserveCapacity(count)
    chunks.reverse()  // so each copied chunk is released from the end, O(1)
    while let chunk = chunks.popLast() { chunk.copy(into: &all) }
    count = 0
    return all
  }
}
