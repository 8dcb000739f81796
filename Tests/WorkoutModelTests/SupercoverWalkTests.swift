import TestSupport
import Testing

@testable import WorkoutModel

/// The supercover walk against an independent reference, and its corner rule by hand.
///
/// The reference does not walk: it lists every parameter t (0 at the start, 1 at the end) where
/// the step meets a grid line (x or y an integer), sorts them, and takes the tile (floor of both
/// coordinates) of the point at each such t — with the crossed coordinate set to its exact
/// integer — and of the midpoint between each two. Between two crossings the tile cannot change,
/// so this is every tile holding a point of the step, by the formula's own rule. A dense sample
/// of the step (20,000 points) must also fall inside the walk's tiles.
@Suite("Supercover walk")
struct SupercoverWalkTests {
  struct Cell: Hashable, CustomStringConvertible {
    var x: Int64
    var y: Int64
    var description: String { "(\(x), \(y))" }
  }

  static func walked(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Cell] {
    var cells: [Cell] = []
    SupercoverWalk.walk(x0: x0, y0: y0, x1: x1, y1: y1) { cells.append(Cell(x: $0, y: $1)) }
    return cells
  }

  /// The crossing-parameter reference described above.
  static func reference(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Set<Cell> {
    let (dx, dy) = (x1 - x0, y1 - y0)
    // (t, exact x at t or nil, exact y at t or nil)
    var events: [(t: Double, x: Double?, y: Double?)] = [(0, x0, y0), (1, x1, y1)]
    func lines(_ a: Double, _ b: Double) -> [Double] {
      let low = min(a, b).rounded(.up)
      let high = max(a, b).rounded(.down)
      return low <= high ? Array(stride(from: low, through: high, by: 1)) : []
    }
    if dx != 0 { for line in lines(x0, x1) { events.append(((line - x0) / dx, line, nil)) } }
    if dy != 0 { for line in lines(y0, y1) { events.append(((line - y0) / dy, nil, line)) } }
    events.sort { $0.t < $1.t }
    // Merge events of the same t (a corner): both coordinates exact.
    var merged: [(t: Double, x: Double?, y: Double?)] = []
    for event in events {
      if let last = merged.last, last.t == event.t {
        merged[merged.count - 1] = (event.t, last.x ?? event.x, last.y ?? event.y)
      } else {
        merged.append(event)
      }
    }
    func cell(_ t: Double, _ x: Double?, _ y: Double?) -> Cell {
      Cell(
        x: Int64((x ?? (x0 + t * dx)).rounded(.down)), y: Int64((y ?? (y0 + t * dy)).rounded(.down))
      )
    }
    var cells = Set<Cell>()
    for (index, event) in merged.enumerated() where (0...1).contains(event.t) {
      cells.insert(cell(event.t, event.x, event.y))
      if index + 1 < merged.count, merged[index + 1].t <= 1 {
        cells.insert(cell((event.t + merged[index + 1].t) / 2, nil, nil))
      }
    }
    return cells
  }

  @Test(
    "random steps: the walk visits exactly the reference's tiles, each once, neighbour to neighbour"
  )
  func randomSteps() {
    var random = SeededGenerator(seed: 15)
    for round in 0..<3000 {
      let x0 = 100 + random.unit() * 20
      let y0 = 200 + random.unit() * 20
      // Mostly free steps; some horizontal, vertical, or along a grid line.
      var x1 = x0 + (random.unit() - 0.5) * 16
      var y1 = y0 + (random.unit() - 0.5) * 16
      var (sx, sy) = (x0, y0)
      switch round % 10 {
      case 7: y1 = y0
      case 8: x1 = x0
      case 9:
        sx = x0.rounded(.down)
        x1 = sx
      default: break
      }
      let cells = Self.walked(sx, sy, x1, y1)
      #expect(Set(cells) == Self.reference(sx, sy, x1, y1), "step \(round)")
      #expect(Set(cells).count == cells.count)
      #expect(Int64(cells.count) <= SupercoverWalk.bound(x0: sx, y0: sy, x1: x1, y1: y1))
      for (a, b) in zip(cells, cells.dropFirst()) {
        #expect(abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && a != b)
      }
      if round % 100 == 0 {
        let visited = Set(cells)
        for k in 0...20_000 {
          let t = Double(k) / 20_000
          let sample = Cell(
            x: Int64((sx + t * (x1 - sx)).rounded(.down)),
            y: Int64((sy + t * (y1 - sy)).rounded(.down)))
          #expect(visited.contains(sample), "step \(round), sample \(k)")
        }
      }
    }
  }

  /// Corners crossed exactly (every value below is exact in binary): the corner (11, 21) is the
  /// point where columns 10|11 and rows 20|21 meet; it belongs to tile (11, 21), south-east of it.
  @Test(
    "the corner rule: diagonal moves going south-east and north-west, the corner's own tile going north-east and south-west",
    arguments: [
      // south-east: (10, 20) then straight to (11, 21)
      (10.5, 20.5, 11.5, 21.5, [Cell(x: 10, y: 20), Cell(x: 11, y: 21)]),
      // north-west: starts in the corner's tile, leaves it diagonally
      (11.5, 21.5, 10.5, 20.5, [Cell(x: 11, y: 21), Cell(x: 10, y: 20)]),
      // north-east: the corner point lies in (11, 21), east of the start
      (10.5, 21.5, 11.5, 20.5, [Cell(x: 10, y: 21), Cell(x: 11, y: 21), Cell(x: 11, y: 20)]),
      // south-west: the corner point lies in (11, 21), south of the start
      (11.5, 20.5, 10.5, 21.5, [Cell(x: 11, y: 20), Cell(x: 11, y: 21), Cell(x: 10, y: 21)]),
      // along the edge x = 10: the tiles east of it only
      (10.0, 20.5, 10.0, 22.5, [Cell(x: 10, y: 20), Cell(x: 10, y: 21), Cell(x: 10, y: 22)]),
      // ending on an edge going east: the end point is in the eastern tile
      (10.5, 20.5, 11.0, 20.5, [Cell(x: 10, y: 20), Cell(x: 11, y: 20)]),
      // ending on the same edge going west: still in the eastern tile, nothing more
      (11.5, 20.5, 11.0, 20.5, [Cell(x: 11, y: 20)]),
      // a point step
      (10.25, 20.25, 10.25, 20.25, [Cell(x: 10, y: 20)]),
    ])
  func corners(x0: Double, y0: Double, x1: Double, y1: Double, expected: [Cell]) {
    #expect(Self.walked(x0, y0, x1, y1) == expected)
    #expect(Self.reference(x0, y0, x1, y1) == Set(expected))
  }
}
