import Foundation
import Testing

@testable import WorkoutModel

/// Which tiles a track ticks (``ExplorerTiles/init(segments:activity:)``): walks, jumps, gaps,
/// Null Island, indoor and virtual workouts, the antimeridian and the poles. Positions are
/// placed in zoom-17 tile space by the inverse of the formula (λ = X / 2^17 · 360 − 180,
/// φ = atan(sinh(π (1 − 2 Y / 2^17)))), so each expected tile is read off the coordinates.
/// Near Berlin (row 42,988, 52.5° N) a zoom-17 tile is 2πR / 2^17 · cos 52.5° = 305.4 m ·
/// 0.6088 = 186 m wide.
@Suite("Explorer tile ticking")
struct TileTickingTests {
  typealias Tile = ExplorerTiles.Tile
  static let size = Double(1 << 17)
  static let row = 42_988.0
  static let column = 70_406.0

  /// A point at tile-space (`x`, `y`) (zoom 17), `seconds` after the base instant (or untimed).
  static func at(_ x: Double, _ y: Double, _ seconds: Double?) -> Trackpoint {
    Trackpoint(
      time: seconds.map { TestPoints.base.addingTimeInterval($0) },
      latitude: atan(sinh(Double.pi * (1 - 2 * y / size))) * 180 / Double.pi,
      longitude: x / size * 360 - 180)
  }

  static func tiles(_ segments: [[Trackpoint]], _ activity: ActivityType = .running) -> Set<Tile> {
    Set(
      ExplorerTiles(segments: segments.map { TrackSegment(points: $0) }, activity: activity).zoom17)
  }

  static func tile(_ x: Double, _ y: Double) -> Tile { Tile(x: UInt32(x), y: UInt32(y)) }

  @Test("a run at 4 m/s east across three tiles ticks each tile once")
  func walk() {
    // 0.1 tile = 18.6 m every 5 s: 3.7 m/s. From x + 0.5 to x + 3.45.
    let points = (0..<30).map {
      Self.at(Self.column + 0.5 + Double($0) * 0.1, Self.row + 0.5, Double($0) * 5)
    }
    #expect(
      Self.tiles([points]) == Set((0...3).map { Self.tile(Self.column + Double($0), Self.row) }))
  }

  @Test("sparse samples (a ride every 30 s) tick the tiles between them")
  func sparseDiagonal() {
    // Steps of (2.2, 1.3) tiles: 2.55 tiles · 186 m ≈ 475 m in 30 s = 15.8 m/s, under cycling's
    // 40 m/s; 30 s is no gap (120 s).
    let points = (0..<3).map {
      Self.at(
        Self.column + 0.5 + 2.2 * Double($0), Self.row + 0.2 + 1.3 * Double($0), 30 * Double($0))
    }
    let ticked = Self.tiles([points], .cycling)
    // The three samples' own tiles, and more between them.
    #expect(ticked.contains(Self.tile(Self.column, Self.row)))
    #expect(ticked.contains(Self.tile(Self.column + 2, Self.row + 1)))
    #expect(ticked.contains(Self.tile(Self.column + 4, Self.row + 2)))
    // By hand, relative to (column, row): the first step (0.5, 0.2) → (2.7, 1.5) meets x = 1 at
    // t = 0.5 / 2.2 = 0.227, y = 1 at 0.8 / 1.3 = 0.615, x = 2 at 1.5 / 2.2 = 0.682: tiles
    // (0, 0), (1, 0), (1, 1), (2, 1); the second (2.7, 1.5) → (4.9, 2.8) meets x = 3 at 0.136,
    // y = 2 at 0.385, x = 4 at 0.591: (2, 1), (3, 1), (3, 2), (4, 2). Seven tiles in all.
    let expected = [(0, 0), (1, 0), (1, 1), (2, 1), (3, 1), (3, 2), (4, 2)].map {
      Self.tile(Self.column + Double($0.0), Self.row + Double($0.1))
    }
    #expect(ticked == Set(expected))
  }

  @Test("a GPS spike out and back ticks neither the spike's tile nor the tiles towards it")
  func spike() {
    var points = (0..<10).map {
      Self.at(Self.column + 0.5, Self.row + 0.1 + Double($0) * 0.08, Double($0))
    }
    // 1 s later, 20 tiles east (3.7 km: 3,700 m/s), then back.
    points.insert(Self.at(Self.column + 20.5, Self.row + 0.5, 4.5), at: 5)
    #expect(Self.tiles([points]) == [Self.tile(Self.column, Self.row)])
  }

  @Test("a train ride inside a hike (30 m/s) ticks nothing between the hike's ends")
  func train() {
    var points: [Trackpoint] = []
    var second = 0.0
    // Hike in tile (column, row), then 40 samples 1 s apart moving 0.16 tile (30 m) each, then
    // hike again at the other end.
    for k in 0..<5 {
      points.append(Self.at(Self.column + 0.1 + 0.02 * Double(k), Self.row + 0.5, second))
      second += 5
    }
    var x = Self.column + 0.2
    for _ in 0..<40 {
      x += 0.16
      points.append(Self.at(x, Self.row + 0.5, second))
      second += 1
    }
    for k in 0..<5 {
      second += 5
      points.append(Self.at(x + 0.02 * Double(k + 1), Self.row + 0.5, second))
    }
    let ticked = Self.tiles([points], .hiking)
    #expect(ticked == [Self.tile(Self.column, Self.row), Self.tile(x.rounded(.down), Self.row)])
  }

  @Test("a catch-up after a lost fix is a gap: its ends are ticked, not the tiles between")
  func lostFix() {
    // 0.05 tile every 5 s, then no fix for 300 s and 5 tiles further (930 m: 3.1 m/s, a
    // plausible speed, but 300 s > 60 s and 930 m > 10 m).
    let before = (0..<3).map {
      Self.at(Self.column + 0.2 + 0.05 * Double($0), Self.row + 0.5, 5 * Double($0))
    }
    let after = (0..<3).map {
      Self.at(Self.column + 5.3 + 0.05 * Double($0), Self.row + 0.5, 310 + 5 * Double($0))
    }
    #expect(
      Self.tiles([before + after]) == [
        Self.tile(Self.column, Self.row), Self.tile(Self.column + 5, Self.row),
      ])
  }

  @Test(
    "a frozen fix repeated for 200 s, then a catch-up of 4 tiles: a gap, as the summary judges it")
  func frozenCatchUp() {
    let frozen = (0..<200).map { Self.at(Self.column + 0.5, Self.row + 0.5, Double($0)) }
    let caught = Self.at(Self.column + 4.5, Self.row + 0.5, 200)  // 744 m in 1 s, or in 200 s
    #expect(
      Self.tiles([frozen + [caught]]) == [
        Self.tile(Self.column, Self.row), Self.tile(Self.column + 4, Self.row),
      ])
  }

  @Test("segments are never joined, and a segment of one position ticks it")
  func segments() {
    let first = [Self.at(Self.column + 0.5, Self.row + 0.5, 0)]
    let second = [
      Self.at(Self.column + 6.5, Self.row + 0.5, 1), Self.at(Self.column + 6.6, Self.row + 0.5, 2),
    ]
    #expect(
      Self.tiles([first, second]) == [
        Self.tile(Self.column, Self.row), Self.tile(Self.column + 6, Self.row),
      ])
  }

  @Test("a fix at 0°, 0° (Null Island) is no position: first, in the middle or last")
  func nullIsland() {
    let island = Trackpoint(time: TestPoints.base, latitude: 0, longitude: 0)
    // 0.05 tile (9.3 m) a second.
    let track = (1..<4).map {
      Self.at(Self.column + 0.5, Self.row + 0.2 + 0.05 * Double($0), Double($0))
    }
    let ticked = Self.tiles([[island] + track[0..<2] + [island] + track[2...] + [island]])
    #expect(ticked == [Self.tile(Self.column, Self.row)])
    // The island's own tile (65,536, 65,536) is never ticked, even alone.
    #expect(Self.tiles([[island]]).isEmpty)
  }

  @Test(
    "indoor and virtual workouts tick nothing (nil); an outdoor one without positions ticks an empty set"
  )
  func indoorVirtual() {
    let points = (0..<5).map { Self.at(Self.column + 0.1 * Double($0), Self.row + 0.5, Double($0)) }
    var indoor = Workout(
      source: "t", format: .fit, activity: .running, isIndoor: true,
      segments: [TrackSegment(points: points)])
    indoor.tickExplorerTiles()
    #expect(indoor.explorerTiles == nil)
    var virtual = Workout(
      source: "t", format: .fit, activity: .cycling, isVirtual: true,
      segments: [TrackSegment(points: points)])
    virtual.tickExplorerTiles()
    #expect(virtual.explorerTiles == nil)
    var outdoor = Workout(
      source: "t", format: .fit, activity: .running, segments: [TrackSegment(points: points)])
    outdoor.tickExplorerTiles()
    #expect(outdoor.explorerTiles?.zoom17 == [Self.tile(Self.column, Self.row)])
    var bare = Workout(
      source: "t", format: .fit, activity: .running,
      segments: [TrackSegment(points: [Trackpoint(time: TestPoints.base, heartRate: 120)])])
    bare.tickExplorerTiles()
    #expect(bare.explorerTiles == ExplorerTiles(zoom14: [], zoom17: []))
  }

  @Test("a step across the antimeridian walks the short way: the last and the first column")
  func antimeridian() {
    // 179.9995° E → 179.9995° W, 111 m apart on the equator; 10 s (11 m/s).
    let east = Trackpoint(time: TestPoints.base, latitude: 0.0001, longitude: 179.9995)
    let west = Trackpoint(
      time: TestPoints.base.addingTimeInterval(10), latitude: 0.0001, longitude: -179.9995)
    let ticked = Self.tiles([[east, west]])
    // Row: Y just above 65,536 (north of the equator) → 65,535.
    #expect(ticked == [Tile(x: 131_071, y: 65_535), Tile(x: 0, y: 65_535)])
    let back = Self.tiles([
      [
        west,
        Trackpoint(
          time: TestPoints.base.addingTimeInterval(20), latitude: 0.0001, longitude: 179.9995),
      ]
    ])
    #expect(back == ticked)
  }

  @Test("beyond 85.0511° the track stays in row 0, up to the pole")
  func pole() {
    // 10° E: column ⌊190 / 360 · 2^17⌋ = 69,176; 85.2° N to 90° N, untimed.
    let points = [85.2, 87, 89.9, 90].map { Trackpoint(latitude: $0, longitude: 10) }
    #expect(Self.tiles([points]) == [Tile(x: 69_176, y: 0)])
    // 10° W: column ⌊170 / 360 · 2^17⌋ = 61,895; clamped to the southern edge: the last row.
    let south = [-85.2, -89, -90].map { Trackpoint(latitude: $0, longitude: -10) }
    #expect(Self.tiles([south]) == [Tile(x: 61_895, y: 131_071)])
  }

  @Test("an untimed step over more than 1,024 tiles is a jump; a shorter one is walked")
  func bound() {
    let far = [
      Self.at(Self.column + 0.5, Self.row + 0.5, nil),
      Self.at(Self.column + 1100.5, Self.row + 0.5, nil),
    ]
    #expect(Self.tiles([far]).isEmpty)
    let near = [
      Self.at(Self.column + 0.5, Self.row + 0.5, nil),
      Self.at(Self.column + 500.5, Self.row + 0.5, nil),
    ]
    #expect(Self.tiles([near]).count == 501)
  }

  @Test("zoom 14 is the zoom-17 tiles shifted by 3 bits")
  func zoom14() {
    let points = (0..<40).map {
      Self.at(Self.column + 0.5 + Double($0) * 0.5, Self.row + 0.5, Double($0) * 10)
    }
    let tiles = ExplorerTiles(segments: [TrackSegment(points: points)], activity: .running)
    // Columns 70,406 … 70,426 (x + 0.5 … x + 20) at zoom 17 → 8,800 … 8,803 at zoom 14; row 42,988 → 5,373.
    #expect(tiles.zoom17.count == 21)
    #expect(tiles.zoom14 == (8800...8803).map { Tile(x: UInt32($0), y: 5373) })
  }
}
