import Foundation
import Testing
import TrophiesCLI

/// `--activity FILE=TYPE`, `--activity-map FILE`, `--min-duration` and `--min-distance`.
@Suite("activity corrections and the minimum workout on the command line")
struct ActivityOptionTests {
  /// An untyped 10-minute track named "Move" (Suunto's name for everything): 0.01° of latitude
  /// in three points = 1,111.95 m (haversine, R = 6,371,008.8 m) at 1.85 m/s on flat ground,
  /// which the profile alone calls walking.
  static let move = """
    <gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="Movescount"><trk>\
    <name>Move</name><trkseg>\
    <trkpt lat="0" lon="1"><ele>5</ele><time>2024-05-01T08:00:00Z</time></trkpt>\
    <trkpt lat="0.005" lon="1"><ele>5</ele><time>2024-05-01T08:05:00Z</time></trkpt>\
    <trkpt lat="0.01" lon="1"><ele>5</ele><time>2024-05-01T08:10:00Z</time></trkpt>\
    </trkseg></trk></gpx>
    """

  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-activity-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func workout(_ output: String) throws -> [String: Any] {
    let line = try #require(output.split(separator: "\n").first)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let workouts = try #require(object?["workouts"] as? [[String: Any]])
    return try #require(workouts.first)
  }

  @Test("without a correction the profile types the walk; --activity wins with source user")
  func correction() throws {
    let folder = try Self.folder(["Move.gpx": Self.move])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Move.gpx").path
    let (_, plain, _) = runTrophies(["inspect", "--json", path])
    #expect(try Self.workout(plain)["activity"] as? String == "walking")
    #expect(try Self.workout(plain)["activity_source"] as? String == "inferred")
    let (code, corrected, _) = runTrophies([
      "inspect", "--json", path, "--activity", "Move.gpx=Running",
    ])
    #expect(code == 0)
    #expect(try Self.workout(corrected)["activity"] as? String == "running")
    #expect(try Self.workout(corrected)["activity_source"] as? String == "user")
  }

  @Test("a mapping file corrects types; --activity given as well wins")
  func mappingFile() throws {
    let folder = try Self.folder([
      "Move.gpx": Self.move, "map.txt": "# my corrections\nMove.gpx = hiking  # Alps\n\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Move.gpx").path
    let map = folder.appendingPathComponent("map.txt").path
    let (_, mapped, _) = runTrophies(["inspect", "--json", path, "--activity-map", map])
    #expect(try Self.workout(mapped)["activity"] as? String == "hiking")
    let (_, both, _) = runTrophies([
      "inspect", "--json", path, "--activity-map", map, "--activity", "Move.gpx=rowing",
    ])
    #expect(try Self.workout(both)["activity"] as? String == "rowing")
  }

  /// Break-it H3: a mapping file had no size cap (100,000 lines were read); it now has the
  /// settings file's, 1 MiB (1,048,576 bytes): one byte more is a usage error, nothing read.
  @Test("a mapping file over 1 MiB is refused")
  func mappingFileCap() throws {
    let line = "activities/00000000000x.gpx=running\n"  // 36 bytes
    let lines = String(repeating: line, count: 29_127)  // 1,048,572 bytes
    let ok = lines + "###\n"
    let big = lines + "####\n"
    #expect(ok.utf8.count == 1_048_576)
    #expect(big.utf8.count == 1_048_577)
    let folder = try Self.folder(["Move.gpx": Self.move, "ok.txt": ok, "big.txt": big])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Move.gpx").path
    let accepted = runTrophies([
      "inspect", "--json", path, "--activity-map", folder.appendingPathComponent("ok.txt").path,
    ])
    #expect(accepted.0 == 0)
    let refused = runTrophies([
      "inspect", "--json", path, "--activity-map", folder.appendingPathComponent("big.txt").path,
    ])
    #expect(refused.0 == 2)
    #expect(refused.1.isEmpty)
    #expect(refused.2.contains("is larger than 1048576 bytes"))
  }

  @Test(
    "bad corrections are usage errors",
    arguments: [
      (["--activity", "Move.gpx"], "--activity needs FILE=TYPE"),
      (["--activity", "Move.gpx=teleporting"], "unknown activity type 'teleporting'"),
      // Break-it M2: an empty side is named as missing, not as an unknown type.
      (["--activity", "=running"], "'=running' names no file before '='"),
      (["--activity", "Move.gpx="], "'Move.gpx=' names no activity type after '='"),
      (["--min-duration", "soon"], "--min-duration needs a number"),
      (["--min-duration", "1e19"], "--min-duration needs a number from 0 to 1000000000"),
      (["--min-distance", "1e30"], "--min-distance needs a number from 0 to 1000000000"),
      (["--min-distance", "1000000001"], "--min-distance needs a number from 0"),
      // Decimal notation only, as the exports' numbers (Swift's Double reads 0x10 as 16).
      (["--min-duration", "0x10"], "--min-duration needs a number from 0"),
      (["--min-distance", "0x1p9"], "--min-distance needs a number from 0"),
    ] as [([String], String)])
  func usage(arguments: [String], message: String) {
    let (code, _, error) = runTrophies(["inspect", "x.gpx"] + arguments)
    #expect(code == 2)
    #expect(error.contains(message))
  }

  /// `report` prints the minimum in its "Not counted" text (`MinimumWorkout.description`,
  /// which trapped on 1e19 before the limit, issue 17); 10^9 s (the largest accepted) is not
  /// whole minutes (10^9 = 60 × 16,666,666 + 40), so it is printed in seconds.
  @Test("report takes the largest minimum accepted and names it")
  func largestMinimum() throws {
    let folder = try Self.folder(["Move.gpx": Self.move])
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let (code, _, _) = runTrophies([
      "report", folder.appendingPathComponent("Move.gpx").path, "--out", out, "--format",
      "markdown", "--min-duration", "1e9", "--min-distance", "1e9",
    ])
    #expect(code == 0)
    let text = try String(contentsOfFile: out + "/trophies.md", encoding: .utf8)
    #expect(text.contains("1000000000 s or 1000000000 m"))
  }

  /// The walk lasts 600 s and covers 1,112 m: counted by default, not with a 15-minute minimum.
  @Test("the minimum workout is settable and a workout under it is listed, not counted")
  func minimum() throws {
    let folder = try Self.folder(["Move.gpx": Self.move])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Move.gpx").path
    let (_, counted, _) = runTrophies(["inspect", "--json", path])
    #expect(try Self.workout(counted)["counted"] as? Bool == true)
    let (code, short, _) = runTrophies(["inspect", "--json", path, "--min-duration", "900"])
    #expect(code == 0)
    #expect(try Self.workout(short)["counted"] as? Bool == false)
    #expect(try Self.workout(short)["not_counted_reason"] as? String == "too_short")
  }
}
