import Foundation
import TestSupport
import Testing

@testable import WorkoutLibrary

/// ``AnchorIndex``: the window the duplicate rule looks at, found by binary search, is exactly
/// what filtering every anchor gives (the rule before), through anchors set, removed, moved and
/// renamed in any order, across merges of its unsorted part.
@Suite("the duplicate rule's anchors, ordered by start")
struct AnchorIndexTests {
  /// An anchor starting `seconds` after 2020-01-01T00:00:00Z (1577836800 s).
  static func anchor(_ seconds: Int, source: String = "a.gpx") -> WorkoutLibrary.Anchor {
    WorkoutLibrary.Anchor(
      start: Date(timeIntervalSince1970: 1_577_836_800 + Double(seconds)), duration: 1_800,
      source: source)
  }

  /// The window of `seconds` ± 2 s (the rule's start tolerance) around a start.
  static func window(_ seconds: Int) -> ClosedRange<Date> {
    let start = anchor(seconds).start
    return (start - 2)...(start + 2)
  }

  @Test("a hand-made window: ids in order, the edges included, removed and moved ones not")
  func handMade() {
    var index = AnchorIndex([1: Self.anchor(100), 2: Self.anchor(98), 3: Self.anchor(103)])
    index[4] = Self.anchor(102)
    index[5] = Self.anchor(50)
    // 98 and 102 are the window's edges (100 ± 2); 103 is outside.
    #expect(index.ids(startingIn: Self.window(100)) == [1, 2, 4])
    index[2] = nil
    index[4] = Self.anchor(500)  // moved out of the window
    index[5] = Self.anchor(101)  // moved into it
    index[1]?.source = "b.gpx"  // renamed: still there, once
    #expect(index.ids(startingIn: Self.window(100)) == [1, 5])
    #expect(index[1]?.source == "b.gpx")
    index[2] = Self.anchor(98)  // back with its old start: listed once
    #expect(index.ids(startingIn: Self.window(100)) == [1, 2, 5])
    #expect(index.count == 5)
  }

  @Test("random changes over 20,000 steps agree with filtering every anchor", arguments: [1, 2, 3])
  func agreesWithFilter(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var reference: [Int64: WorkoutLibrary.Anchor] = [:]
    for id in 0..<Int64(3_000) {
      reference[id] = Self.anchor(Int(random.next() % 100_000))
    }
    var index = AnchorIndex(reference)
    for step in 0..<20_000 {
      let id = Int64(random.next() % 6_000)
      switch random.next() % 4 {
      case 0:
        reference[id] = nil
        index[id] = nil
      case 1:
        reference[id]?.source = "renamed-\(step)"
        index[id]?.source = "renamed-\(step)"
      default:
        let anchor = Self.anchor(Int(random.next() % 100_000))
        reference[id] = anchor
        index[id] = anchor
      }
      if step % 50 == 0 {
        let window = Self.window(Int(random.next() % 100_000))
        let expected = reference.filter { window.contains($0.value.start) }.keys.sorted()
        #expect(index.ids(startingIn: window) == expected, "step \(step)")
        // A window as wide as a held-back export's batch (a tenth of the range).
        let low = Self.anchor(Int(random.next() % 90_000)).start
        let wide = low...(low + 10_000)
        #expect(
          index.ids(startingIn: wide)
            == reference.filter { wide.contains($0.value.start) }.keys.sorted(), "step \(step)")
      }
    }
    #expect(index.count == reference.count)
  }
}
