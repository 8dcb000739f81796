import Achievements
import Foundation
import WorkoutModel

/// `trophies-bench explorer [WORKOUTS]`: the explorer figures of a synthetic history (default
/// 10,000 workouts): rides from home as random walks of about 250 zoom-17 tiles (the zoom-14
/// tiles are those shifted by 3), every 50th ride somewhere else. Prints the CPU seconds to
/// build the history's facts, the explorer figures alone, and the whole engine with them.
func runExplorerBench(_ arguments: [String]) {
  let count = arguments.first.flatMap { Int($0) } ?? 10_000
  var state: UInt64 = 42
  func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  var workouts: [Workout] = []
  var visits17 = 0
  for index in 0..<count {
    var x = 70_400 + Int(next() % 64)  // Berlin at zoom 17 is about (70 400, 42 960)
    var y = 42_960 + Int(next() % 64)
    if index % 50 == 49 {
      x += Int(next() % 4_000)
      y += Int(next() % 4_000)
    }
    var tiles17: [ExplorerTiles.Tile] = []
    for _ in 0..<250 {
      switch next() % 4 {
      case 0: x += 1
      case 1: x -= 1
      case 2: y += 1
      default: y -= 1
      }
      tiles17.append(ExplorerTiles.Tile(x: UInt32(x), y: UInt32(y)))
    }
    let tiles14 = tiles17.map { ExplorerTiles.Tile(x: $0.x >> 3, y: $0.y >> 3) }
    let start = Date(timeIntervalSince1970: 1_500_000_000 + Double(index) * 20_000)
    var workout = Workout(
      source: "ride\(index).gpx", format: .gpx, name: nil, activity: .cycling,
      timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
      summary: WorkoutSummary(startUTC: start, endUTC: start.addingTimeInterval(3_600)))
    workout.explorerTiles = ExplorerTiles(zoom14: tiles14, zoom17: tiles17)
    visits17 += workout.explorerTiles?.zoom17.count ?? 0
    workouts.append(workout)
  }
  // Process CPU time: the work is single-threaded, and on a shared machine wall time mostly
  // measures the other processes.
  let clock = { () -> Double in
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
  var begin = clock()
  let history = AchievementHistory(workouts)
  let factsSeconds = clock() - begin
  begin = clock()
  let explorer = ExplorerHistory(history)
  let explorerSeconds = clock() - begin
  begin = clock()
  let evaluation = AchievementEngine(catalog: AchievementCatalog.standard).evaluation(history)
  let engineSeconds = clock() - begin
  for area in explorer.areas {
    print(
      "zoom \(area.zoom): \(area.tileCount) tiles, max square \(area.maxSquare?.size ?? 0), "
        + "cluster \(area.clusterSize), \(area.squareFrontier.count) + "
        + "\(area.clusterFrontier.count) tiles to explore")
  }
  print("\(count) workouts, \(visits17) zoom-17 tile visits")
  print(
    String(
      format: "CPU: facts %.3f s; explorer figures %.3f s; whole engine %.3f s", factsSeconds,
      explorerSeconds, engineSeconds))
  print(
    "earned: \(evaluation.statuses.filter { $0.earned && $0.definition.kind == .explorer }.count) explorer awards"
  )
}
