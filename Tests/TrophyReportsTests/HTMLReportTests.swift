import Achievements
import Testing

@testable import TrophyReports

@Suite("HTML report")
struct HTMLReportTests {
  static let output = HTMLReport.render(SampleCabinet.cabinet)

  @Test("file-derived strings are escaped; no markup is injected")
  func escaping() {
    #expect(!Self.output.contains("<script"))
    #expect(!Self.output.contains("<img"))
    #expect(!Self.output.contains("onerror=alert(1)>"))
    // Hand-escaped forms of SampleCabinet.hostileFile and .hostileName in text content.
    #expect(
      Self.output.contains(
        "<td class=\"path\">uploads/<wbr>&lt;script&gt;alert(1)&lt;/<wbr>script&gt; | **x** &amp; \"q\".gpx"
          + "</td>"))
    // The name is clamped to two lines by CSS, with the full text in its title attribute.
    #expect(
      Self.output.contains(
        "<b title=\"Sunday &lt;img src=x onerror=alert(1)&gt; ride | fast_ &amp;"
          + " [x](javascript:1)\">"
          + "Sunday &lt;img src=x onerror=alert(1)&gt; ride | fast_ &amp; [x](javascript:1)</b>"))
  }

  @Test("bidirectional controls from files never reach the page")
  func bidiControls() {
    let bidi = Self.output.unicodeScalars.filter {
      [0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }
    #expect(bidi.isEmpty)
    #expect(
      Self.output.contains(
        "<td class=\"path\">uploads/<wbr>invoice\u{FFFD}xpg.exe</td>"
          + "<td><span class=\"pill\">malformed</span></td>"
          + "<td class=\"msg\">unexpected \u{FFFD}x\u{FFFD} near \u{FFFD}tag</td>"))
  }

  @Test("file names get break points after / ! and _, and keep their extension whole")
  func fileBreaks() {
    #expect(
      HTMLEscaping.breakableText("export.zip!/a_b-c&d.gpx")
        == "export.zip!<wbr>/<wbr>a_<wbr>b-c&amp;d.gpx")
    // Cards keep the file path one hover away, in the earned date's title.
    #expect(
      Self.output.contains(
        "title=\"UTC-04:00 · America/New_York · offset in file · export.zip!/activities/ride_123.tcx\""
      ))
  }

  @Test("a workout name that only repeats the file name or the time is not shown twice")
  func redundantName() {
    var workout = SampleCabinet.morningRun
    let definition = SampleCabinet.definition("a", .workoutType, "a", "A", "d", 1, "workouts")
    workout.source = "/x/20251225.gpx"
    workout.name = "20251225"
    #expect(
      !HTMLReport.card(SampleCabinet.earned(definition, 1, by: workout), style: .fallback, index: 0)
        .contains("<b"))
    // morningRun ends 2025-03-14T04:55Z = 05:55 in Berlin (CET), the time the card shows.
    workout.name = "2025-03-14 05:55"
    #expect(
      !HTMLReport.card(SampleCabinet.earned(definition, 1, by: workout), style: .fallback, index: 0)
        .contains("<b"))
    workout.name = "Christmas Run"
    #expect(
      HTMLReport.card(SampleCabinet.earned(definition, 1, by: workout), style: .fallback, index: 0)
        .contains("<b title=\"Christmas Run\">Christmas Run</b>"))
  }

  @Test("never-done workout types share one compact Not tried yet shelf")
  func notTriedYet() {
    #expect(Self.output.contains("<div class=\"shelf shelf-untried\">"))
    #expect(
      Self.output.contains(
        "<h3>Not tried yet</h3><span class=\"shelf-note\">2 activity types"
          + " · first badge of each ladder</span>"))
    #expect(Self.output.components(separatedBy: "<li class=\"untried-item").count - 1 == 2)
    #expect(
      Self.output.contains(
        "<h4>First Stroke</h4><span class=\"untried-sport\">Rowing · 2 tiers</span>"
          + "<span class=\"progress\">0 / 1 workout</span>"))
    #expect(!Self.output.contains("Ten Rows"))
    #expect(Self.output.contains("<span class=\"kind-count\">2 / 6 earned</span>"))
  }

  @Test("the font stack ends in the common colour emoji fonts")
  func emojiFonts() {
    #expect(
      HTMLReport.stylesheet.contains(
        "sans-serif,\"Apple Color Emoji\",\"Segoe UI Emoji\",\"Noto Color Emoji\""))
  }

  @Test("attribute values escape quotes")
  func attributes() {
    var workout = SampleCabinet.sundayRide
    workout.source = "x\" onmouseover=\"alert(1)'.gpx"
    let status = SampleCabinet.earned(
      SampleCabinet.definition("a", .workoutType, "a", "A", "d", 1, "workouts"), 1,
      by: workout)
    let html = HTMLReport.card(status, style: .fallback, index: 0)
    // The path reaches the page only inside the date's title, quotes escaped.
    #expect(html.contains("offset in file · x&quot; onmouseover=&quot;alert(1)&#39;.gpx\">"))
    #expect(!html.contains("onmouseover=\""))
  }

  @Test("the page loads nothing from the network")
  func noNetwork() {
    let withoutNamespace = Self.output.replacingOccurrences(
      of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    #expect(!withoutNamespace.contains("http://"))
    #expect(!withoutNamespace.contains("https://"))
    for forbidden in ["<script", "<link", "<img", "<iframe", "@import", "src=\"", "href=\""] {
      #expect(!Self.output.contains(forbidden), "found \(forbidden)")
    }
    // Only same-document references (gradient ids) use url().
    #expect(
      Self.output.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
    #expect(
      Self.output.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
          + " style-src 'unsafe-inline'; img-src data:\">"))
  }

  @Test("every locked badge shows a progress bar and its count")
  func lockedProgress() {
    // 11 locked statuses, minus the 3 collapsed into "Not tried yet" (First Swim, First
    // Stroke, Ten Rows), which show a count but no bar.
    let locked = SampleCabinet.statuses.filter { !$0.earned }
    #expect(locked.count == 11)
    let bars = Self.output.components(separatedBy: "role=\"progressbar\"").count - 1
    #expect(bars == 8)
    // Week Warrior: 3 of 7 days; 3/7 = 42.86 % floored to 42 (python3: 3/7*100).
    #expect(
      Self.output.contains(
        "aria-label=\"Progress to Week Warrior\" aria-valuemin=\"0\" aria-valuemax=\"7\""
          + " aria-valuenow=\"3\"><span style=\"width:42%\"></span></div>"
          + "<span class=\"progress\">3 / 7 days</span>"))
    #expect(Self.output.contains("<title id=\"b1-t\">Week Warrior, locked, 3 / 7 days</title>"))
  }

  @Test("earned badges show a readable local time; offset, zone, source and file in its title")
  func earned() {
    // 2025-03-16 was a Sunday.
    #expect(
      Self.output.contains(
        "<time datetime=\"2025-03-16T10:35:00-04:00\" title=\"UTC-04:00 · America/New_York ·"
          + " offset in file · export.zip!/activities/ride_123.tcx\">Sun 16 Mar 2025, 10:35</time>"
      ))
    #expect(Self.output.contains("<title id=\"b0-t\">Hat Trick, earned</title>"))
  }

  @Test("an invalid tint falls back to grey instead of reaching CSS")
  func badTint() {
    let definition = SampleCabinet.definition("x", .streak, "x", "X", "d", 2, "days")
    let style = BadgeStyle(primary: "red;}body{display:none", secondary: "#fff", glyph: "X")
    let html = HTMLReport.card(SampleCabinet.locked(definition, 1), style: style, index: 0)
    #expect(html.contains("style=\"--tint:#64748b\""))
    #expect(!html.contains("display:none"))
  }

  @Test("header tiles and ring summarise the import")
  func header() {
    // 8 of 19 earned = 42.1 % → 42.
    #expect(Self.output.contains("stroke-dasharray=\"42 100\""))
    #expect(
      Self.output.contains(
        "<li class=\"tile\"><span class=\"tile-value\">58.6</span>"
          + "<span class=\"tile-label\">Kilometres</span></li>"))
    #expect(Self.output.contains("<strong>2025-03-14 – 2025-03-30</strong>"))
  }
}
