import Testing

@testable import TrophyReports

@Suite("Markdown report")
struct MarkdownReportTests {
  static let output = MarkdownReport.render(SampleCabinet.cabinet)
  static var lines: [Substring] { output.split(separator: "\n", omittingEmptySubsequences: false) }

  /// Number of `|` not preceded by an odd run of backslashes (GFM cell delimiters).
  static func unescapedPipes(in line: some StringProtocol) -> Int {
    var count = 0
    var backslashes = 0
    for character in line {
      if character == "|" && backslashes % 2 == 0 { count += 1 }
      backslashes = character == "\\" ? backslashes + 1 : 0
    }
    return count
  }

  @Test("every table row has as many cell delimiters as its header")
  func tableShape() {
    var expected: Int?
    for line in Self.lines {
      guard line.hasPrefix("|") else {
        expected = nil
        continue
      }
      let pipes = Self.unescapedPipes(in: line)
      if let expected {
        #expect(pipes == expected, "row has a stray cell: \(line)")
      } else {
        expected = pipes
      }
    }
  }

  @Test("hostile skipped file is escaped in its row")
  func hostileRow() {
    // Hand-escaped: < > | * & each get a backslash; quotes stay.
    let row =
      "| uploads/\\<script\\>alert(1)\\</script\\> \\| \\*\\*x\\*\\* \\& \"q\".gpx | malformed"
      + " | Opening and ending tag mismatch: trkseg and \\<script\\> \\| \\*\\*x\\*\\* \\& \"q\""
      + " | 42:7 |"
    #expect(Self.lines.contains { $0 == row })
    // No raw HTML: every `<` is backslash-escaped.
    let rawAngles = Self.output.indices.filter {
      Self.output[$0] == "<"
        && ($0 == Self.output.startIndex || Self.output[Self.output.index(before: $0)] != "\\")
    }
    #expect(rawAngles.isEmpty)
  }

  @Test("earned badges show local time, offset, zone, zone source and the workout")
  func earnedDetails() {
    // 2025-03-14T04:10Z in Berlin (CET, +01:00) is 05:10; 2025-03-16T14:35Z in New York
    // (EDT since 9 March, -04:00) is 10:35; 2025-03-30T16:00Z in Berlin (CEST) is 18:00.
    // Weekdays from the calendar: 14 March 2025 was a Friday, 16 and 30 March Sundays, 20 March
    // a Thursday.
    let expected = [
      "Fri 14 Mar 2025, 05:10 (+01:00, Europe/Berlin, from coordinates)"
        + " | 2025-03-14-morning-run.gpx: Morning Run |",
      "Sun 16 Mar 2025, 10:35 (-04:00, America/New\\_York, offset in file) | ride\\_123.tcx: Sunday",
      "Sun 30 Mar 2025, 18:00 (+02:00, Europe/Berlin, home zone) | treadmill.tcx: Treadmill 5x1k |",
      "Thu 20 Mar 2025, 22:30 (+00:00, UTC, UTC fallback) | yoga-session.gpx |",
    ]
    for fragment in expected {
      #expect(Self.output.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("locked badges show progress toward their target")
  func lockedProgress() {
    let row = Self.lines.first { $0.hasPrefix("| **Week Warrior**") }
    #expect(row?.hasSuffix("| 🔒 locked | – | – | 3 / 7 days |") == true)
    #expect(
      Self.output.contains(
        "#### Consecutive days (1 of 4 tiers): next Week Warrior, 3 / 7 days"))
    #expect(Self.output.contains("| 0 / 1 hour |"))
  }

  @Test("earned tiers show the target reached, never a count above it")
  func earnedProgress() {
    // Cross Trainer (target 2) was earned with 3 types counted; First Run (target 1) with 2 runs.
    let crossTrainer = Self.lines.first { $0.hasPrefix("| **Cross Trainer**") }
    #expect(crossTrainer?.hasSuffix("| 2 / 2 types ✓ |") == true)
    let firstRun = Self.lines.first { $0.hasPrefix("| **First Run**") }
    #expect(firstRun?.hasSuffix("| 1 / 1 workout ✓ |") == true)
    #expect(!Self.output.contains("3 / 2 types"))
  }

  @Test("never-done workout types are listed once, in one Not tried yet table")
  func notTriedYet() {
    // SampleCabinet: swimming (1 tier) and rowing (2 tiers) have progress 0 everywhere.
    let expected = [
      "#### Not tried yet (2 activity types)",
      "| Activity | First badge | What earns it | Tiers | Progress |",
      "| Swimming | **First Swim** | Finish your first swim. | 1 | 0 / 1 workout |",
      "| Rowing | **First Stroke** | Finish your first rowing workout. | 2 | 0 / 1 workout |",
    ]
    for line in expected {
      #expect(Self.lines.contains { $0 == line }, "missing \(line)")
    }
    // Later tiers of untried ladders are not shown; the section count still includes them.
    #expect(!Self.output.contains("Ten Rows"))
    #expect(Self.output.contains("### Workout types (2 of 6 earned)"))
  }

  @Test("bidirectional controls from files never reach the document")
  func bidiControls() {
    let bidi = Self.output.unicodeScalars.filter {
      [0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }
    #expect(bidi.isEmpty)
    // Hand-escaped: U+202E, U+2067, U+2069, U+200F each become U+FFFD.
    #expect(
      Self.lines.contains {
        $0 == "| uploads/invoice\u{FFFD}xpg.exe | malformed"
          + " | unexpected \u{FFFD}x\u{FFFD} near \u{FFFD}tag | 3 |"
      })
  }

  @Test("summary counts what was imported")
  func summary() {
    // Distances 8,432.1 + 45,210 + 5,000 m = 58,642.1 m → 58.6 km. Time is moving time, else
    // elapsed (yoga and the treadmill run record none): 2,650 + 5,100 + 3,600 + 1,800 s =
    // 13,150 s = 3.65 h → 3.7 h (elapsed would be 13,500 s, 3.8 h); running 13,432.1 m →
    // 13.4 km, 2,650 + 1,800 = 4,450 s → 1.2 h; cycling 5,100 s → 1.4 h.
    let fragments = [
      "| Files read | 7 |", "| Workouts | 4 |", "| Files skipped | 3 |", "| Warnings | 2 |",
      "| Dates (local) | 2025-03-14 – 2025-03-30 |", "| Running | 2 | 13.4 km | 1.2 h |",
      "| Cycling | 1 | 45.2 km | 1.4 h |", "| Yoga | 1 | – | 1.0 h |",
      // The headline: 4 workouts on 4 local dates (Mar 14, 16, 20, 30); no record statuses.
      "**4 workouts · 58.6 km · 3.7 h · 4 active days** from 2025-03-14 to 2025-03-30."
        + " 8 of 19 achievements earned, 0 records set.",
      // Minute precision, as in the HTML page.
      "| Generated | 2026-01-01 00:00 UTC |",
    ]
    for fragment in fragments {
      #expect(Self.output.contains(fragment), "missing \(fragment)")
    }
  }

  @Test("an empty cabinet still renders every section")
  func empty() {
    let cabinet = TrophyCabinet(
      generatedAt: SampleCabinet.date(0), statuses: [], workouts: [], filesRead: 0, skipped: [],
      warningCount: 0)
    let output = MarkdownReport.render(cabinet)
    #expect(output.hasPrefix("# Trophy cabinet\n"))
    #expect(output.contains("No workouts were imported."))
    #expect(output.contains("The catalog is empty."))
    #expect(output.contains("None: every file was imported."))
    #expect(output.hasSuffix(".\n"))
  }

  @Test("lists files imported with warnings grouped by code, escaped for table cells")
  func warningsTable() throws {
    #expect(Self.output.contains("## Files imported with warnings"))
    let cutOff =
      "| `xml_broken_off` | phone/cut \\<b\\>off\\</b\\>.gpx | 1 | not well-formed XML at line 12, "
      + "column 5 (the file ends inside an unclosed element); kept the 3 trackpoints read before "
      + "it \\| \\<script\\> |"
    let heartRate = "| `heart_rate_out_of_range` | garmin/run.gpx | 2 | 2 heart-rate values"
    let first = try #require(Self.output.range(of: heartRate))
    let second = try #require(Self.output.range(of: cutOff))
    // SampleCabinet lists the cut-off file first; grouped by code, heart_rate_… sorts first.
    #expect(first.lowerBound < second.lowerBound)
  }

  @Test("states the minimum workout and lists what is not counted, escaped")
  func notCountedTable() {
    #expect(Self.output.contains("Workouts shorter than 2 min or 200 m, and trips by car"))
    #expect(
      Self.output.contains(
        "| arc/2025-05-02.gpx | taxi \\| \\<i\\> | 2025-05-02T09:00:00Z | `transport` |"))
  }

  @Test("lists duplicates apart from warnings")
  func duplicatesTable() {
    #expect(Self.output.contains("| Duplicates (counted once) | 1 |"))
    #expect(
      Self.output.contains(
        "| strava/run.gpx | 2025-05-01T06:00:01Z | garmin/run.gpx |"))
  }
}
