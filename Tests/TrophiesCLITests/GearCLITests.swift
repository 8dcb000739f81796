import Foundation
import Testing

@testable import TrophiesCLI

/// Gear through the whole path: a Strava `activities.csv` (manual entries, so every figure is
/// the CSV's own) → the engine → `achievements --json`, the report and standard error.
@Suite("gear in achievements and the report")
struct GearCLITests {
  /// Seven rows, figures read off the CSV by hand:
  /// - bike `Canyon "Blue" <b>&amp;</b>`: rides of 120 km (moving 17,000 s), 100 km (14,000 s)
  ///   and 40 km (7,000 s), the last at 23:30 UTC on 15 March, 00:30 on the 16th in Berlin:
  ///   260,000 m, 38,000 s, 3 workouts, 2025-03-01 … 2025-03-16; 100 km crossed by the first
  ///   ride (120 km), 250 km by the third (220 + 40 = 260 km), next 500 km.
  /// - `Pegasus 41` (the second row's name has spaces around it: the same gear): 10 km in
  ///   2,900 s moving, then 12 km without a moving time (so 3,600 s elapsed): 22,000 m, 6,500 s,
  ///   2 workouts, 2025-03-02 … 2025-03-04, next 100 km.
  /// - the walk names no gear, the 5 km run only spaces: neither counts.
  static let export = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/GearExport")
  static let bike = "Canyon \"Blue\" <b>&amp;</b>"

  /// A settings file with `text`, removed by the caller.
  static func settings(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-gear-\(UUID()).json")
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The `gear` entries of `achievements --json`, and standard error.
  static func gearEntries(settings: String) throws -> ([[String: Any]], String) {
    let file = try Self.settings(settings)
    defer { try? FileManager.default.removeItem(at: file) }
    let (code, output, error) = runTrophies([
      "achievements", "--json", export.path, "--home-timezone", "Europe/Berlin",
      "--settings", file.path,
    ])
    #expect(code == 0, "\(error)")
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    return (all.filter { $0["kind"] as? String == "gear" }, error)
  }

  @Test("totals, sports, first and last use per piece of gear, computed by hand")
  func totals() throws {
    let (entries, _) = try Self.gearEntries(settings: "{}")
    let bike = try #require(entries.first?["gear"] as? [String: Any])
    #expect(bike["name"] as? String == Self.bike)
    #expect(bike["distance_m"] as? Double == 260_000)
    #expect(bike["active_s"] as? Double == 38_000)
    #expect(bike["workouts"] as? Int == 3)
    #expect(bike["first_use"] as? String == "2025-03-01")
    #expect(bike["last_use"] as? String == "2025-03-16")
    #expect(bike["sports"] as? [String] == ["cycling"])
    let shoe = try #require(entries.last?["gear"] as? [String: Any])
    #expect(shoe["name"] as? String == "Pegasus 41")
    #expect(shoe["distance_m"] as? Double == 22_000)
    #expect(shoe["active_s"] as? Double == 6_500)
    #expect(shoe["workouts"] as? Int == 2)
    #expect(shoe["first_use"] as? String == "2025-03-02")
    #expect(shoe["last_use"] as? String == "2025-03-04")
    #expect(
      Set(entries.compactMap { ($0["gear"] as? [String: Any])?["name"] as? String }).count == 2)
  }

  @Test("milestones: crossed by the workout that took the total past them, dated locally")
  func milestones() throws {
    let (entries, _) = try Self.gearEntries(settings: "{}")
    let bikeID = try #require((entries.first?["gear"] as? [String: Any])?["id"] as? String)
    #expect(bikeID.hasPrefix("gear.canyon-blue-b-amp-b-"))
    #expect(
      entries.map { $0["id"] as? String ?? "" }.filter { $0.hasPrefix(bikeID) } == [
        "\(bikeID).distance.100km", "\(bikeID).distance.250km", "\(bikeID).distance.500km",
      ])
    let hundred = entries[0]
    #expect(hundred["earned"] as? Bool == true)
    #expect(hundred["earned_at_local"] as? String == "2025-03-01T10:00:00+01:00")
    #expect((hundred["earned_by"] as? [String: Any])?["name"] as? String == "Long ride")
    let quarter = entries[1]
    #expect(quarter["earned_at_local"] as? String == "2025-03-16T00:30:00+01:00")
    #expect((quarter["earned_by"] as? [String: Any])?["name"] as? String == "Night ride")
    #expect(quarter["name"] as? String == "250 km on \(Self.bike)")
    let next = entries[2]
    #expect(next["earned"] as? Bool == false)
    #expect(next["earned_at_local"] is NSNull)
    let progress = try #require(next["progress"] as? [String: Any])
    #expect(progress["current"] as? Int == 260 && progress["target"] as? Int == 500)
    // The shoe has reached nothing: only its next milestone, 100 km.
    #expect(entries.count == 4)
    #expect((entries[3]["progress"] as? [String: Any])?["current"] as? Int == 22)
  }

  @Test("retire-at distances: passed, within 10 %, retired, below")
  func retirement() throws {
    let settings = """
      {"gear": {"Pegasus 41": {"retire_at_km": 20},
                "Canyon \\"Blue\\" <b>&amp;</b>": {"retire_at_km": 280}}}
      """
    let (entries, error) = try Self.gearEntries(settings: settings)
    let bike = try #require(entries.first?["gear"] as? [String: Any])
    // 260 km of 280: at least 252 (90 %), so near.
    #expect(bike["retire_warning"] as? String == "near")
    #expect(bike["retire_at_km"] as? Double == 280)
    let shoe = try #require(entries.last?["gear"] as? [String: Any])
    #expect(shoe["retire_warning"] as? String == "passed")
    #expect(shoe["retired"] as? Bool == false)
    #expect(
      error.contains(
        "gear 'Pegasus 41' has 22.0 km, past its retire-at distance of 20 km (settings file)"))
    #expect(error.contains("260.0 km, within 10 % of its retire-at distance of 280 km"))
    let (below, quiet) = try Self.gearEntries(
      settings: #"{"gear": {"Pegasus 41": {"retire_at_km": 24.4}}}"#)
    #expect((below.last?["gear"] as? [String: Any])?["retire_warning"] as? String == "near")
    // 22 km of 24.4: 90.2 %, near; of 25: 88 %, nothing.
    #expect(quiet.contains("within 10 % of its retire-at distance of 24.4 km"))
    let (far, none) = try Self.gearEntries(
      settings: #"{"gear": {"Pegasus 41": {"retire_at_km": 25}}}"#)
    #expect((far.last?["gear"] as? [String: Any])?["retire_warning"] is NSNull)
    #expect(!none.contains("retire-at"))
    let (retired, silent) = try Self.gearEntries(
      settings: #"{"gear": {"Pegasus 41": {"retire_at_km": 20, "retired": true}}}"#)
    let shoeRetired = try #require(retired.last?["gear"] as? [String: Any])
    #expect(shoeRetired["retired"] as? Bool == true && shoeRetired["retire_warning"] is NSNull)
    #expect(!silent.contains("retire-at"))
  }

  @Test("the report's Gear section: warning, escaped names, same order in HTML and Markdown")
  func report() throws {
    let file = try Self.settings(#"{"gear": {"Pegasus 41": {"retire_at_km": 20}}}"#)
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-gear-out-\(UUID())")
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: out)
    }
    let (code, _, error) = runTrophies(
      [
        "report", Self.export.path, "--out", out.path, "--home-timezone", "Europe/Berlin",
        "--settings", file.path,
      ], environment: ["TZ": "UTC", "SOURCE_DATE_EPOCH": "1767225600"])
    #expect(code == 0, "\(error)")
    #expect(error.contains("gear 'Pegasus 41' has 22.0 km, past its retire-at distance"))
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let markdown = try String(
      contentsOf: out.appendingPathComponent("trophies.md"), encoding: .utf8)
    #expect(html.contains("<h2 id=\"gear-h\">Gear</h2>"))
    #expect(html.contains("Canyon \"Blue\" &lt;b&gt;&amp;amp;&lt;/b&gt;"))
    #expect(!html.contains("<b>&amp;</b>"))
    #expect(html.contains("<strong>Retire soon: Pegasus 41</strong>"))
    #expect(html.contains("gear-item is-due"))
    #expect(markdown.contains("## Gear"))
    #expect(markdown.contains("> ⚠️ **Retire soon: Pegasus 41** — 22.0 km, past its retire-at"))
    #expect(markdown.contains(#"| Canyon "Blue" \<b\>\&amp;\</b\> |"#))
    #expect(!markdown.contains("<b>"))
    // The bike (260 km) comes before the shoe (22 km) in both.
    for text in [html, markdown] {
      let bike = try #require(text.range(of: "Canyon"))
      let shoe = try #require(text.range(of: "Pegasus 41", range: bike.upperBound..<text.endIndex))
      #expect(bike.lowerBound < shoe.lowerBound)
    }
  }

  @Test("no gear named: no Gear section and no gear entries")
  func noGear() throws {
    let (_, output, _) = runTrophies([
      "achievements", "--json",
      ExportJSONTests.export.appendingPathComponent("activities/1001.gpx")
        .path, "--settings", "/dev/null",
    ])
    #expect(!output.contains("\"kind\":\"gear\""))
  }
}
