import Dispatch
import Foundation
import WorkoutImport

/// `trophies-bench fit FILE...`: in-process FIT decoding speed. Each file is read into memory
/// once, then decoded by ``WorkoutFileReader/read(data:source:limits:)`` (sniffing, FIT decoding,
/// workouts with their summaries) `runs` times; the best run gives MB/s (10⁶ bytes per second).
func runFITBench(_ paths: [String], runs: Int = 5) {
  var totalBytes = 0
  var totalSeconds = 0.0
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("fit: cannot read \(path)")
      continue
    }
    var best = Double.infinity
    var points = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let file = WorkoutFileReader.read(data: data, source: path)
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      points = file.workouts.reduce(0) { $0 + $1.summary.trackpointCount }
    }
    totalBytes += data.count
    totalSeconds += best
    if paths.count <= 3 {
      let megabytes = Double(data.count) / 1e6
      print(
        String(
          format: "fit in-process: %@ %.1f MB, %d points: %.3f s, %.0f MB/s",
          (path as NSString).lastPathComponent, megabytes, points, best, megabytes / best))
    }
  }
  if paths.count > 3 {
    let megabytes = Double(totalBytes) / 1e6
    print(
      String(
        format: "fit in-process: %d files, %.1f MB: %.3f s, %.0f MB/s", paths.count, megabytes,
        totalSeconds, megabytes / totalSeconds))
  }
}
