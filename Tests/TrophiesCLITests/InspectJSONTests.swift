import Foundation
import Testing
import TrophiesCLI

/// The package root, found from this file's path (Tests/TrophiesCLITests/…).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Suite("inspect --json contract")
struct InspectJSONTests {
  static let fixtures = packageRoot.appendingPathComponent("Tests/TrophiesCLITests/Fixtures")

  /// Expected values derived by hand, not by the code under test:
  /// - distance: 3 steps of 0.0009° of latitude, R·Δφ = 6,371,008.8 m × 0.0009 × π/180 × 3
  ///   = 300.2265 m (python3) → 300.2;
  /// - elevation 40 → 45 → 44 → 50 with a 3 m dead band: +5, (−1 ignored), +5 = 10 m gain, 0 loss;
  /// - heart rate 100/120/140/160: mean 130, max 160; 30 s steps at 3.3 m/s all count as moving;
  /// - local times: Berlin springs forward at 2024-03-31T01:00Z, so 00:59Z is 01:59+01:00 and
  ///   01:00:30Z is 03:00:30+02:00 (tz database `Europe/Berlin`);
  /// - 90 s is under the 2-minute minimum workout: listed, `counted` false, `too_short`;
  /// - countries: every point lies on Tempelhofer Feld, Berlin (52.47° N 13.40° E): `DE`, with
  ///   the whole 300.2 m.
  @Test("matches the documented contract byte for byte on a run across the DST change")
  func contract() throws {
    try Self.expectInspect("berlin-dst-run.gpx", gives: "berlin-dst-run.jsonl")
  }

  /// Runs `inspect --json` on fixture `input` (home zone New York) and compares its output with
  /// fixture `expected`, whose `FIXTURE` stands for the input's path.
  static func expectInspect(_ input: String, gives expected: String) throws {
    let path = fixtures.appendingPathComponent(input).path
    let line = try String(
      contentsOf: fixtures.appendingPathComponent(expected), encoding: .utf8
    ).replacingOccurrences(of: "FIXTURE", with: path)
    var console = Console(capturing: true)
    let code = TrophiesCommand.run(
      ["inspect", "--json", path, "--home-timezone", "America/New_York"], environment: [:],
      console: &console)
    #expect(code == 0)
    #expect(console.standardOutput == line)
  }

  /// A FIT treadmill run written by `scripts/fit/make_cli_fixture.py` (python `struct`, from the
  /// FIT protocol document): the values in the expected line are the ones that script writes —
  /// session 600 s, 1500 m, HR 130/150, 50 kcal, `running`/`treadmill`, product 3113 (fr945 in
  /// the FIT profile) — and activity.local_timestamp 2 h ahead: no position, so the written
  /// +02:00 gives the zone (New York is −04:00 that day, so a fixed-offset zone).
  @Test("a FIT file gives format fit and the session's figures")
  func fitContract() throws {
    try Self.expectInspect("treadmill-run.fit", gives: "treadmill-run.jsonl")
  }
}
