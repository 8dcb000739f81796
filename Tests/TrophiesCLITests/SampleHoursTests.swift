import Foundation
import Testing
import TrophiesCLI

/// One definition of time (issue 18): every figure of hours the sample cabinet states — the
/// headline, the hero tile, the per-activity rows and chips, the year in review, the
/// `milestone.hours` ladder in both reports and in `achievements --json` — is active time: a
/// workout's moving time, or its elapsed time when it has none (README, "One definition of
/// time"). The expected values are summed here from `inspect --json`'s per-workout
/// `moving_time_s` and `duration_s` by that rule, not by the engine.
@Suite("one definition of time in the sample cabinet")
struct SampleHoursTests {
  /// The reports' hours text: one decimal, "1,234.5".
  static func hoursText(_ seconds: Double) -> String {
    let tenths = Int((seconds / 360).rounded())
    var whole = String(tenths / 10)
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    return whole + grouped + "." + String(tenths % 10)
  }

  /// Every match of `pattern`'s first capture group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test(
    "every hours figure of the sample cabinet is the moving-time total",
    .enabled(if: SampleReportTests.runsInPackageRoot, "run from the package root"))
  func hoursAgree() throws {
    let home = try SampleReportTests.makefileValue("SAMPLE_HOME_TZ")
    let epoch = try SampleReportTests.makefileValue("SAMPLE_EPOCH")
    let environment = ["SOURCE_DATE_EPOCH": epoch]

    // Expected: from inspect's per-workout figures, counted workouts only.
    var inspect = Console(capturing: true)
    _ = TrophiesCommand.run(
      ["inspect", "SampleData", "--json", "--home-timezone", home], environment: environment,
      console: &inspect)
    var total = 0.0
    var elapsedTotal = 0.0
    var byActivity: [String: Double] = [:]
    // "This year against last" (SAMPLE_EPOCH is 2026-01-01, all workouts are of 2025): 2026 so
    // far is 0 h; 2025 to the same date counts the workouts of local 2025-01-01.
    var toDate: [String: Double] = [:]
    // The Gear section's time per piece of gear (`gear` of each workout).
    var byGear: [String: Double] = [:]
    for line in inspect.standardOutput.split(separator: "\n") {
      let file = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      for case let workout as [String: Any] in file["workouts"] as? [Any] ?? []
      where workout["counted"] as? Bool == true {
        let moving = workout["moving_time_s"] as? Double ?? 0
        let elapsed = workout["duration_s"] as? Double ?? 0
        let active = moving > 0 ? moving : elapsed
        total += active
        elapsedTotal += elapsed
        byActivity[workout["activity"] as? String ?? "", default: 0] += active
        if let gear = workout["gear"] as? String { byGear[gear, default: 0] += active }
        if workout["local_date"] as? String == "2025-01-01" {
          toDate["", default: 0] += active
          toDate[workout["activity"] as? String ?? "", default: 0] += active
        }
      }
    }
    // The sample has moving time that differs from elapsed time, so the test can tell them apart.
    #expect(Self.hoursText(total) != Self.hoursText(elapsedTotal))
    let allowed = Set(
      [Self.hoursText(total), Self.hoursText(0)]
        + (Array(byActivity.values) + Array(toDate.values) + Array(byGear.values))
        .map(Self.hoursText))
    #expect(byGear.count == 3)

    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-hours-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    var report = Console(capturing: true)
    _ = TrophiesCommand.run(
      ["report", "SampleData", "--out", out.path, "--home-timezone", home],
      environment: environment, console: &report)
    let markdown = try String(
      contentsOf: out.appendingPathComponent("trophies.md"), encoding: .utf8)
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)

    // Headline and year in review (one year) state the total.
    #expect(
      try Self.captures(#"· ([0-9,.]+) h · [0-9,]+ active days\*\*"#, in: markdown) == [
        Self.hoursText(total)
      ])
    #expect(
      try Self.captures(#"\| 2025 \| [^|]+ \| [^|]+ \| ([0-9,.]+) h \|"#, in: markdown) == [
        Self.hoursText(total)
      ])
    #expect(
      try Self.captures(#"tile-value">([0-9,.]+)</span><span class="tile-label">Hours"#, in: html)
        == [Self.hoursText(total)])
    // Per activity, in the Markdown table and the HTML chips.
    for (activity, seconds) in byActivity {
      let name = activity.prefix(1).uppercased() + activity.dropFirst()
      #expect(
        try Self.captures(#"\| \#(name) \| [0-9,]+ \| [^|]+ \| ([0-9,.]+) h \|"#, in: markdown)
          == [Self.hoursText(seconds)], "\(name)")
    }
    // Every "N.N h" anywhere is the total or one activity's (one year: its sports are the
    // activities' totals), or a figure of this year against last, or one piece of gear's.
    let figures = try Self.captures(#"([0-9][0-9,]*\.[0-9]) h\b"#, in: markdown + html)
    #expect(figures.count >= 2 * (byActivity.count + 2))
    for figure in figures { #expect(allowed.contains(figure), "\(figure) h") }

    // The hours ladder counts whole hours of the same total, in both reports and the JSON; an
    // earned tier shows its target ("10 / 10 hours"). ("Around the Clock" counts hours of the
    // day, "18 / 24 hours": not a total.)
    let wholeHours = Int(total / 3600)
    let ladder = try Self.captures(
      #"([0-9,]+ / (?!24 hours)[0-9,]+) hours"#, in: markdown + html)
    #expect(ladder.count >= 4)
    for figure in ladder {
      let numbers = figure.split(separator: " / ").map {
        Int($0.replacingOccurrences(of: ",", with: "")) ?? -1
      }
      #expect(
        numbers[0] == wholeHours || (numbers[0] == numbers[1] && numbers[1] <= wholeHours),
        "\(figure) hours")
    }
    var achievements = Console(capturing: true)
    _ = TrophiesCommand.run(
      ["achievements", "SampleData", "--json", "--home-timezone", home],
      environment: environment, console: &achievements)
    let statuses = try #require(
      try JSONSerialization.jsonObject(with: Data(achievements.standardOutput.utf8))
        as? [[String: Any]])
    let hours = statuses.filter { ($0["id"] as? String)?.hasPrefix("milestone.hours.") == true }
    #expect(!hours.isEmpty)
    for status in hours {
      let progress = status["progress"] as? [String: Any]
      #expect(progress?["current"] as? Int == wholeHours)
    }
  }
}
