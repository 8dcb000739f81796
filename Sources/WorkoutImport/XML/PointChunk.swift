import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Room for ``capacity`` trackpoints in pages of their own (an anonymous `mmap`), returned to the
/// system (`munmap`) the moment the chunk is released; a segment's first chunk is a plain array.
///
/// Why not an array: the allocator keeps a freed array's memory for reuse, so after a long
/// segment's chunks were copied into one exactly sized array, both stayed resident. Measured on
/// a 100 MB GPX (347,222 points, one segment), peak RSS of `inspect`: 64.5 MB with array chunks,
/// 44.1 MB with mapped ones (issue 10's target: 45 MB). Pages of a chunk are touched only as
/// points are written.
final class PointChunk {
  /// Points the chunk can hold.
  let capacity: Int
  /// Points written, from the start.
  private(set) var count = 0
  private let base: UnsafeMutablePointer<Trackpoint>?
  private let bytes: Int

  /// Room for `capacity` points: mapped pages when `mapped`, else an array grown as points come
  /// (a segment's first chunk, so that the many short segments of a file cost no system call).
  /// When the system refuses a mapping the chunk uses an array too (same points; only the
  /// memory is not returned early).
  init(capacity: Int, mapped: Bool) {
    self.capacity = capacity
    bytes = capacity * MemoryLayout<Trackpoint>.stride
    let raw =
      mapped ? mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) : nil
    if let raw, raw != MAP_FAILED {
      base = raw.bindMemory(to: Trackpoint.self, capacity: capacity)
    } else {
      base = nil
    }
  }

  /// Where the points are when the chunk is not mapped.
  private var points: [Trackpoint] = []

  deinit {
    if let base { munmap(UnsafeMutableRawPointer(base), bytes) }
  }

  /// Whether ``count`` reached ``capacity``.
  var isFull: Bool { count == capacity }

  /// Writes `point` after the last one; the chunk must not be full.
  func append(_ point: Trackpoint) {
    assert(count < capacity, "PointChunk overflow")
    if let base {
      // Trackpoint holds plain bit patterns (no references), so writing over mapped zero pages
      // needs no deinitialisation.
      (base + count).initialize(to: point)
    } else {
      points.append(point)
    }
    count += 1
  }

  /// The points, moved out without a copy, when the chunk is an array (not mapped); `nil`
  /// otherwise. The chunk is empty afterwards.
  func takeArray() -> [Trackpoint]? {
    guard base == nil else { return nil }
    defer { (points, count) = ([], 0) }
    return points
  }

  /// Appends the chunk's points to `array`, in order.
  func copy(into array: inout [Trackpoint]) {
    if let base {
      array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    } else {
      array.append(contentsOf: points)
    }
  }
}
