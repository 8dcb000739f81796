import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Garmin `summarizedActivities.json` is held to the limits every reader keeps (issue 17): one
/// bad element never costs the others, values within `Plausibility`, texts within `TextCap`.
/// Expected values are the documents' own (invented) fields.
@Suite("Garmin limits")
struct GarminLimitsTests {
  static func read(_ text: String) throws -> (
    activities: [GarminActivitySummary], warnings: [ImportWarning]
  ) {
    try GarminActivitySummary.read(Array(text.utf8), source: "s.json")
  }

  static let good1 = #"{"activityId": 11111111, "name": "One"}"#
  static let good2 = #"{"activityId": "22222222", "name": "Two"}"#

  @Test(
    "a bad element of the list is skipped and counted; the other activities are kept",
    arguments: [
      "42", #""text""#, "null", "[1, 2]", "true", #"{"activityId": -5, "name": "bad id"}"#,
      #"{"activityId": "12a4", "name": "bad id"}"#,
      #"{"activityId": "\#(String(repeating: "9", count: 33))"}"#,
      // Issue 17 break-it 2 (A4b): nested 600 deep, the decoder refused the whole document.
      String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
      String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600),
    ])
  func badElement(_ bad: String) throws {
    for document in [
      #"[{"summarizedActivitiesExport": [\#(Self.good1), \#(bad), \#(Self.good2)]}]"#,
      #"{"summarizedActivitiesExport": [\#(Self.good1), \#(bad), \#(Self.good2)]}"#,
      "[\(Self.good1), \(bad), \(Self.good2)]",
    ] {
      let result = try Self.read(document)
      #expect(result.activities.map(\.name) == ["One", "Two"], "\(document)")
      let warning = result.warnings.first { $0.code == .garminActivityUnreadable }
      #expect(warning?.count == 1, "\(document)")
    }
  }

  @Test("an activity holding a value nested 600 deep is kept; brackets in strings are text")
  func deepValueInActivity() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let brackets = String(repeating: "[{", count: 400)
    let document =
      #"[{"activityId": 3, "name": "\#(brackets)", "extra": \#(deep)}, \#(Self.good2)]"#
    let result = try Self.read(document)
    #expect(result.activities.map(\.name) == [brackets, "Two"])
    #expect(result.warnings.isEmpty)
  }

  @Test("a bad wrapper in the outer array costs only itself")
  func badWrapper() throws {
    let document =
      #"[{"summarizedActivitiesExport": 7}, {"summarizedActivitiesExport": [\#(Self.good1)]}, "#
      + #""x", \#(Self.good2)]"#
    let result = try Self.read(document)
    #expect(result.activities.map(\.id) == ["11111111", "22222222"])
    #expect(result.warnings.first { $0.code == .garminActivityUnreadable }?.count == 2)
  }

  @Test("starts outside 1980…tomorrow, absurd durations and distances are unknown")
  func absurdValues() throws {
    // 1e22 ms duration, 0xFFFFFFFE cm (42,949,672.94 m > 10,000 km), a start in 1890
    // (-2,524,521,600,000 ms: python3 datetime(1890,1,1,tzinfo=utc).timestamp() * 1000).
    let document = """
      [{"activityId": 33333333, "duration": 1e22, "distance": 4294967294,
        "beginTimestamp": -2524521600000},
       {"activityId": 44444444, "duration": 3600000, "distance": 1000000,
        "beginTimestamp": 1631065600000}]
      """
    let result = try Self.read(document)
    let absurd = try #require(result.activities.first)
    #expect(absurd.durationSeconds == nil && absurd.distanceMeters == nil && absurd.start == nil)
    let real = try #require(result.activities.last)
    #expect(real.durationSeconds == 3_600 && real.distanceMeters == 10_000)
    #expect(real.start == Date(timeIntervalSince1970: 1_631_065_600))
    #expect(result.warnings.first { $0.code == .valueImplausible }?.count == 3)
  }

  @Test("names and type keys longer than 1,024 bytes are cut, with text_cut on the JSON's file")
  func longTexts() throws {
    // 2,000 × "x": the first 1,024 bytes, then "…".
    let long = String(repeating: "x", count: 2_000)
    let document = #"[{"activityId": 55555555, "name": "\#(long)", "activityType": "\#(long)"}]"#
    let result = try Self.read(document)
    let cut = String(repeating: "x", count: 1_024) + "…"
    #expect(result.activities.first?.name == cut && result.activities.first?.typeKey == cut)
    #expect(result.warnings.first { $0.code == .textCut }?.count == 2)
    let side = ExportSideFile(source: "g/u_summarizedActivities.json", bytes: Array(document.utf8))
    let joined = GarminExport.join(files: [], summaries: side)
    #expect(joined.map(\.source) == [side.source])
    #expect(joined.first?.error == nil && joined.first?.warnings.map(\.code) == [.textCut])
  }
}

/// The value bound of ``GarminActivitySummary/maximumValues`` (R6 of issue 17: 32 MiB of `{}`
/// took 3.27 GB), checked with a small injected limit.
@Suite("Garmin value limit")
struct GarminValueLimitTests {
  // Outside strings: [ { : [ { : , : = 8 (the name's `\"`, `:`, `,`, `{`, `[` are inside it).
  static let document =
    #"[{"summarizedActivitiesExport": [{"activityId": 1111111, "name": "a\":,{[b"}]}]"#

  @Test("a document with as many values as the limit is read")
  func atLimit() throws {
    let result = try GarminActivitySummary.read(
      Array(Self.document.utf8), source: "s.json", maximumValues: 8)
    #expect(result.activities.map(\.name) == [#"a":,{[b"#])
  }

  @Test("a document with one value more than the limit is refused as security")
  func overLimit() {
    #expect(throws: ImportError.self) {
      try GarminActivitySummary.read(Array(Self.document.utf8), source: "s.json", maximumValues: 7)
    }
    do {
      _ = try GarminActivitySummary.read(
        Array(Self.document.utf8), source: "s.json", maximumValues: 7)
    } catch {
      #expect(error.category == .security)
    }
  }
}

/// A name with a byte that is not UTF-8 or an escaped lone surrogate keeps its other characters
/// (issue 17: it was dropped whole without a warning).
@Suite("Garmin texts not UTF-8")
struct GarminTextNotUTF8Tests {
  static func read(_ name: [UInt8]) throws -> (
    activities: [GarminActivitySummary], warnings: [ImportWarning]
  ) {
    let document =
      Array(#"[{"summarizedActivitiesExport": [{"activityId": 123456789, "name": ""#.utf8)
      + name + Array(#""}]}]"#.utf8)
    return try GarminActivitySummary.read(document, source: "s.json")
  }

  @Test(
    "bad bytes and lone surrogates become U+FFFD, the rest kept, counted in one warning",
    arguments: [
      (Array("Morning ".utf8) + [0xFF] + Array(" Run".utf8), "Morning \u{FFFD} Run", 1),
      (Array(#"Morning \ud800 Run"#.utf8), "Morning \u{FFFD} Run", 1),
      (Array(#"\udc00a\ud800"#.utf8), "\u{FFFD}a\u{FFFD}", 2),
    ])
  func repaired(name: [UInt8], expected: String, count: Int) throws {
    let result = try Self.read(name)
    #expect(result.activities.map(\.name) == [expected])
    #expect(result.warnings.first { $0.code == .garminTextNotUTF8 }?.count == count)
  }

  @Test("a surrogate pair and an escaped quote are read as written, without a warning")
  func pair() throws {
    let result = try Self.read(Array(#"Run \ud83d\ude00 \"x\""#.utf8))
    #expect(result.activities.map(\.name) == ["Run \u{1F600} \"x\""])
    #expect(result.warnings.isEmpty)
  }
}
