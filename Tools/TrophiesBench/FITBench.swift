import Dispatch
import Foundation
import WorkoutImport

/// `trophies-bench fit FILE...`: in-process FIT decoding speed. Each file is read into memory
/// once, then decoded `runs` times two ways: by ``WorkoutFileReader/read(data:source:limits:)``
/// (sniffing, FIT decoding, trackpoints, workouts with their summaries: the import), and by
/// ``WorkoutFileReader/countFITMessages(in:)`` (the decoder alone: every message walked, nothing
/// kept). The best run gives MB/s (10⁶ bytes per second).
func runFITBench(_ paths: [String], runs: Int = 5) {
  var totalBytes = 0
  var totalSeconds = 0.0
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("fit: cannot read \(path)")
      continue
    }
    var best = Double.infinity
    var bestDecode = Double.infinity
    var points = 0
    var messages = 0
    for _ in 0..<runs {
      var start = DispatchTime.now().uptimeNanoseconds
      let file = WorkoutFileReader.read(data: data, source: path)
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      points = file.workouts.reduce(0) { $0 + $1.summary.trackpointCount }
      start = DispatchTime.now().uptimeNanoseconds
      messages = WorkoutFileReader.countFITMessages(in: data) ?? 0
      bestDecode = min(bestDecode, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    totalBytes += data.count
    totalSeconds += best
    if paths.count <= 3 {
      let megabytes = Double(data.count) / 1e6
      let name = (path as NSString).lastPathComponent
      print(
        String(
          format: "fit in-process import: %@ %.1f MB, %d points: %.3f s, %.0f MB/s",
          name, megabytes, points, best, megabytes / best))
      print(
        String(
          format: "fit in-process decoder only: %@ %d messages: %.3f s, %.0f MB/s",
          name, messages, bestDecode, megabytes / bestDecode))
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
