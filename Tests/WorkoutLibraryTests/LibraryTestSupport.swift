import Foundation
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// A fresh library file in its own temporary folder, removed when released.
final class TemporaryLibrary {
  let folder: String
  var path: String { folder + "/library.sqlite" }

  init() throws {
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "trophies-library-\(UUID())"
      ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  func open() throws -> WorkoutLibrary { try WorkoutLibrary(path: path) }
}

/// `Tests/WorkoutLibraryTests/Fixtures/NAME`.
func fixture(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/" + name
  ).path
}

/// A parsed file with one workout per `(start, duration)` given, as a reader would return it.
func parsedFile(
  _ source: String, format: FileFormat, hash: ContentHash?, workouts: [(Date, Double)]
) -> ParsedFile {
  var file = ParsedFile(source: source, format: format, creator: "test device")
  file.contentHash = hash
  file.workouts = workouts.map { start, duration in
    Workout(
      source: source, format: format, activity: .running,
      summary: WorkoutSummary(
        startUTC: start, endUTC: start + duration, durationSeconds: duration,
        movingTimeSeconds: duration, distanceMeters: duration * 3))
  }
  return file
}

/// `a.gpx` (2 workouts: May 1 06:00 and 08:00 UTC, 600 s each) and `b.gpx` (1: May 2 06:00,
/// 900 s), with content hashes 1 and 2: no two of them one recording.
func twoGPXFiles() -> [ParsedFile] {
  [
    parsedFile(
      "a.gpx", format: .gpx, hash: ContentHash(high: 1, low: 1),
      workouts: [(may1(), 600), (may1(7_200), 600)]),
    parsedFile(
      "b.gpx", format: .gpx, hash: ContentHash(high: 2, low: 2), workouts: [(may1(86_400), 900)]),
  ]
}

/// 2024-05-01T06:00:00Z (1714543200 s, `date -u -d 2024-05-01T06:00:00Z +%s`) plus `seconds`.
func may1(_ seconds: Double = 0) -> Date { Date(timeIntervalSince1970: 1_714_543_200 + seconds) }

/// Error descriptions collected from several threads.
final class FailureList: @unchecked Sendable {
  private let lock = NSLock()
  private var descriptions: [String] = []
  func add(_ description: String) {
    lock.lock()
    descriptions.append(description)
    lock.unlock()
  }
  var value: [String] {
    lock.lock()
    defer { lock.unlock() }
    return descriptions
  }
}
