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
        "<td class=\"path\">uploads/&lt;script&gt;alert(1)&lt;/script&gt; | **x** &amp; \"q\".gpx"
          + "</td>"))
    #expect(
      Self.output.contains(
        "<b>Sunday &lt;img src=x onerror=alert(1)&gt; ride | fast_ &amp; [x](javascript:1)</b>"))
  }

  @Test("attribute values escape quotes")
  func attributes() {
    var workout = SampleCabinet.sundayRide
    workout.source = "x\" onmouseover=\"alert(1)'.gpx"
    let status = SampleCabinet.earned(
      SampleCabinet.definition(
        "a", .workoutType, "a", "A", "d", "A", ("#123456", "#abcdef"), 1, "workouts"), 1,
      by: workout)
    let html = HTMLReport.card(status, index: 0)
    #expect(html.contains("title=\"x&quot; onmouseover=&quot;alert(1)&#39;.gpx\""))
    // In text content quotes are harmless and stay as they are.
    #expect(html.contains("<span class=\"file\">x\" onmouseover=\"alert(1)'.gpx</span>"))
    #expect(html.components(separatedBy: "onmouseover=\"").count == 2)
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
    let locked = SampleCabinet.statuses.filter { !$0.earned }
    let bars = Self.output.components(separatedBy: "role=\"progressbar\"").count - 1
    #expect(bars == locked.count)
    // Week Warrior: 3 of 7 days; 3/7 = 42.86 % floored to 42 (python3: 3/7*100).
    #expect(
      Self.output.contains(
        "aria-label=\"Progress to Week Warrior\" aria-valuemin=\"0\" aria-valuemax=\"7\""
          + " aria-valuenow=\"3\"><span style=\"width:42%\"></span></div>"
          + "<span class=\"progress\">3 / 7 days</span>"))
    #expect(Self.output.contains("<title id=\"b1-t\">Week Warrior, locked, 3 / 7 days</title>"))
  }

  @Test("earned badges show local time, offset, zone source and workout")
  func earned() {
    #expect(
      Self.output.contains(
        "<time datetime=\"2025-03-16T10:35:00-04:00\">2025-03-16 10:35</time>"
          + "<span class=\"zone\"><span>UTC-04:00</span> · <span>America/New_York</span>"
          + " · <span>offset in file</span></span>"))
    #expect(Self.output.contains("<title id=\"b0-t\">Hat Trick, earned</title>"))
  }

  @Test("an invalid tint falls back to grey instead of reaching CSS")
  func badTint() {
    let definition = SampleCabinet.definition(
      "x", .streak, "x", "X", "d", "X", ("red;}body{display:none", "#fff"), 2, "days")
    let html = HTMLReport.card(SampleCabinet.locked(definition, 1), index: 0)
    #expect(html.contains("style=\"--tint:#64748b\""))
    #expect(!html.contains("display:none"))
  }

  @Test("header tiles and ring summarise the import")
  func header() {
    // 8 of 17 earned = 47.06 % → 47.
    #expect(Self.output.contains("stroke-dasharray=\"47 100\""))
    #expect(
      Self.output.contains(
        "<li class=\"tile\"><span class=\"tile-value\">58.6</span>"
          + "<span class=\"tile-label\">Kilometres</span></li>"))
    #expect(Self.output.contains("<strong>2025-03-14 – 2025-03-30</strong>"))
  }
}
