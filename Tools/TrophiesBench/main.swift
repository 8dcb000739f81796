// `trophies-bench`: in-process measurements for `make bench` (not a test; prints figures).
//   trophies-bench tz [--golden FILE]   time-zone lookup: load time, median ns per lookup for
//                                       uniformly random points and for near-border points.
//   trophies-bench fit FILE...          in-process FIT decoding speed (MB/s), best of 5.
//   trophies-bench explorer [N]         explorer figures of a synthetic N-workout history.
import Dispatch
import Foundation
import TimeZoneLookup

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median of per-lookup times over batches of `batch` lookups.
func medianNanosPerLookup(_ map: TimeZoneMap, _ points: [(Double, Double)], batch: Int = 1000) -> (
  Double, Int
) {
  var perLookup: [Double] = []
  var answered = 0
  var index = 0
  while index < points.count {
    let end = min(points.count, index + batch)
    let start = nanoseconds()
    for i in index..<end where map.zone(latitude: points[i].0, longitude: points[i].1) != nil {
      answered += 1
    }
    perLookup.append(Double(nanoseconds() - start) / Double(end - index))
    index = end
  }
  perLookup.sort()
  return (perLookup.isEmpty ? 0 : perLookup[perLookup.count / 2], answered)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "explorer" {
  runExplorerBench(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "fit" {
  runFITBench(Array(arguments.dropFirst()))
  exit(0)
}
guard arguments.first == "tz" else {
  print("usage: trophies-bench tz [--golden FILE] | trophies-bench fit FILE...")
  exit(2)
}
var goldenPath = "../shared/tz/golden-points.tsv"
if let i = arguments.firstIndex(of: "--golden"), i + 1 < arguments.count {
  goldenPath = arguments[i + 1]
}

let loadStart = nanoseconds()
guard let map = TimeZoneMap.embedded else {
  print("time-zone lookup: no map embedded in this build")
  exit(1)
}
let loadMillis = Double(nanoseconds() - loadStart) / 1e6

// Deterministic uniform points on the sphere (SplitMix64).
var state: UInt64 = 0x9E37_79B9_7F4A_7C15
func nextUnit(_ state: inout UInt64) -> Double {
  state &+= 0x9E37_79B9_7F4A_7C15
  var z = state
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
}
var random: [(Double, Double)] = []
for _ in 0..<1_000_000 {
  random.append((asin(2 * nextUnit(&state) - 1) * 180 / .pi, nextUnit(&state) * 360 - 180))
}
let (randomMedian, randomAnswered) = medianNanosPerLookup(map, random)
print(
  "time-zone map: \(map.zoneIdentifiers.count) zones, load \(String(format: "%.2f", loadMillis)) ms"
)
print(
  "random points:      median \(String(format: "%.0f", randomMedian)) ns/lookup over \(random.count) "
    + "points (\(randomAnswered) answered)")

if let text = try? String(contentsOfFile: goldenPath, encoding: .utf8) {
  var near: [(Double, Double)] = []
  for line in text.split(separator: "\n").dropFirst() {
    let f = line.split(separator: "\t")
    guard f.count >= 4, let lat = Double(f[0]), let lon = Double(f[1]), let d = Double(f[3]) else {
      continue
    }
    if d >= 0 && d <= 250 { near.append((lat, lon)) }
  }
  var repeated: [(Double, Double)] = []
  while repeated.count < 200_000 && !near.isEmpty { repeated += near }
  let (nearMedian, _) = medianNanosPerLookup(map, repeated, batch: 100)
  print(
    "near borders:       median \(String(format: "%.0f", nearMedian)) ns/lookup (\(near.count) golden "
      + "points ≤ 250 m from a border, repeated)")
} else {
  print("near borders:       skipped (no \(goldenPath))")
}
