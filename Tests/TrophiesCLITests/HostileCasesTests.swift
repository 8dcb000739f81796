import Foundation
import Testing

/// The small hostile files of `../shared/cases/hostile/` (absent outside the team's machine:
/// then skipped), each checked for what its README calls right. The 4 M + 1-point case is in
/// ``ReleaseBinaryTests``, the folder-in-place-of-index.html case in ``CabinetWriterTests``.
@Suite("shared hostile cases")
struct HostileCasesTests {
  static let folder = packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/cases/hostile")
  static let present = FileManager.default.fileExists(
    atPath: folder.appendingPathComponent("cadence-inf.tcx").path)

  static func inspectJSON(_ name: String) throws -> [String: Any] {
    let (_, output, _) = runTrophies([
      "inspect", "--json", folder.appendingPathComponent(name).path,
    ])
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(object as? [String: Any])
  }

  /// README: "every number in the JSON is finite, and an impossible value is unknown". The file
  /// holds one trackpoint, and one instant is not a recording (issue 8), so it is refused; the
  /// JSON parses (no bare `inf`). Impossible values in a real recording become unknown: see
  /// `HostileInputTests.impossibleValues`.
  @Test("cadence-inf.tcx: valid JSON, refused as a single instant", .enabled(if: present))
  func cadence() throws {
    let object = try Self.inspectJSON("cadence-inf.tcx")
    let workouts = try #require(object["workouts"] as? [[String: Any]])
    #expect(workouts.isEmpty)
    let error = try #require(object["error"] as? [String: Any])
    #expect(error["category"] as? String == "no_timestamps")
  }

  /// README: "times outside a plausible range … are refused or dropped with a warning".
  @Test("year10000.gpx: the time is refused, so the file has no timestamps", .enabled(if: present))
  func year10000() throws {
    let object = try Self.inspectJSON("year10000.gpx")
    let error = try #require(object["error"] as? [String: Any])
    #expect(error["category"] as? String == "no_timestamps")
  }

  /// README: "a file is skipped or imported, never both; counts agree everywhere".
  @Test("empty-trkseg.gpx: skipped only", .enabled(if: present))
  func emptySegment() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-hostile-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let (code, _, error) = runTrophies([
      "report", Self.folder.appendingPathComponent("empty-trkseg.gpx").path, "--out", out.path,
    ])
    #expect(code == 1)  // no workout at all: nothing written
    #expect(error.contains("skipped no_activity: 1 file\n"))
    #expect(error.contains("empty-trkseg.gpx: "))
    #expect(!error.contains("imported with warnings"))
  }
}
