import Foundation

/// The library's counted workouts that new ones are compared with by the duplicate rule (its
/// anchors, ``WorkoutLibrary/Anchor``), by row id, and ordered by start so that the rule's
/// window (``ids(startingIn:)``) is found by binary search instead of a look at every anchor
/// (the whole library was scanned for each file stored: O(library) per file, O(n²) for a
/// folder import).
///
/// Starts are kept in a sorted array and, for the anchors set since, a short unsorted one
/// (at most ``recentLimit``: about √n) merged into it when full, so setting an anchor costs
/// O(√n) amortized and a window O(log n + √n + its anchors). An anchor removed or moved leaves
/// its old entry behind, recognised (its start is no longer the anchor's) and dropped at the
/// next merge.
struct AnchorIndex {
  /// A start and the row id starting then, ordered by start, then id.
  private struct Entry: Comparable {
    var start: Date
    var id: Int64
    static func < (left: Entry, right: Entry) -> Bool {
      (left.start, left.id) < (right.start, right.id)
    }
  }

  /// The anchors by row id.
  private var byID: [Int64: WorkoutLibrary.Anchor] = [:]
  /// Entries sorted by start (some may be stale: see ``isCurrent(_:)``).
  private var ordered: [Entry] = []
  /// Entries set since the last merge, unsorted.
  private var recent: [Entry] = []

  /// No anchors.
  init() {}

  /// The anchors of `anchors` (row id → anchor), sorted once.
  init(_ anchors: [Int64: WorkoutLibrary.Anchor]) {
    byID = anchors
    ordered = anchors.map { Entry(start: $0.value.start, id: $0.key) }.sorted()
  }

  /// The anchor with row id `id`; setting one (or `nil`) keeps the order by start.
  subscript(id: Int64) -> WorkoutLibrary.Anchor? {
    get { byID[id] }
    set {
      let old = byID[id]
      byID[id] = newValue
      guard let newValue, old?.start != newValue.start else { return }
      recent.append(Entry(start: newValue.start, id: id))
      if recent.count > recentLimit { merge() }
    }
  }

  /// Most entries held unsorted: √ of those sorted, at least 1,024.
  private var recentLimit: Int { max(1_024, Int(Double(ordered.count).squareRoot())) }

  /// The number of anchors.
  var count: Int { byID.count }

  /// The row ids of the anchors whose start is in `window`, in ascending id order (the order
  /// the rule was given them in before; each id once).
  func ids(startingIn window: ClosedRange<Date>) -> [Int64] {
    var found: [Int64] = []
    // The first entry starting at or after the window's start.
    var low = 0
    var high = ordered.count
    while low < high {
      let middle = (low + high) / 2
      if ordered[middle].start < window.lowerBound { low = middle + 1 } else { high = middle }
    }
    var index = low
    while index < ordered.count, ordered[index].start <= window.upperBound {
      if isCurrent(ordered[index]) { found.append(ordered[index].id) }
      index += 1
    }
    for entry in recent where window.contains(entry.start) && isCurrent(entry) {
      found.append(entry.id)
    }
    found.sort()
    var unique: [Int64] = []
    unique.reserveCapacity(found.count)
    for id in found where unique.last != id { unique.append(id) }
    return unique
  }

  /// Whether `entry` is its anchor's start now (not one left by a removed or moved anchor).
  private func isCurrent(_ entry: Entry) -> Bool { byID[entry.id]?.start == entry.start }

  /// Sorts ``recent`` into ``ordered``, dropping stale and repeated entries.
  private mutating func merge() {
    recent.sort()
    var merged: [Entry] = []
    merged.reserveCapacity(ordered.count + recent.count)
    var left = 0
    var right = 0
    while left < ordered.count || right < recent.count {
      let takeLeft =
        right == recent.count || (left < ordered.count && ordered[left] < recent[right])
      let entry = takeLeft ? ordered[left] : recent[right]
      if takeLeft { left += 1 } else { right += 1 }
      if isCurrent(entry), merged.last != entry { merged.append(entry) }
    }
    ordered = merged
    recent = []
  }
}
