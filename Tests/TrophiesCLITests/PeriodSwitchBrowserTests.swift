import Foundation
import TestSupport
import Testing

/// The record shelf's period switch (radio inputs and CSS, no script) in headless Chromium: a
/// harness page loads `Reports/index.html` in a frame, clicks each period's label and reads
/// which panels the browser displays. Skipped without chromium or with TROPHIES_QUICK_TESTS=1.
@Suite(
  "period switch in a browser", .serialized,
  .enabled(if: !TestSwitches.quick, "left out by TROPHIES_QUICK_TESTS=1"))
struct PeriodSwitchBrowserTests {
  @Test(
    "All time shows first; clicking a period shows its panel alone",
    .enabled(if: BrowserCheckTests.chromium != nil, "chromium is not installed"))
  func switchesPanels() throws {
    let chromium = try #require(BrowserCheckTests.chromium)
    let report = packageRoot.appendingPathComponent("Reports/index.html").path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-switch-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = folder.appendingPathComponent("click.html")
    try """
    <!doctype html><meta charset="utf-8"><body>
    <iframe id="f" src="file://\(report)" style="width:1280px;height:2000px;border:0"></iframe>
    <pre id="result">pending</pre><script>
    document.getElementById('f').addEventListener('load', function () {
      var d = this.contentDocument, w = this.contentWindow, out = [];
      function shown() {
        return Array.prototype.filter.call(d.querySelectorAll('.period-panel'), function (p) {
          return w.getComputedStyle(p).display !== 'none'; }).map(function (p) { return p.id; })
          .join(',');
      }
      out.push('start:' + shown());
      ['rp-weeks-4', 'rp-year-2025', 'rp-top', 'rp-all'].forEach(function (id) {
        d.querySelector('label[for=' + id + ']').click();
        out.push(id + ':' + shown());
      });
      document.getElementById('result').textContent = out.join(' ');
    });
    </script>
    """.write(to: harness, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
      "--virtual-time-budget=4000", "--dump-dom", harness.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      dom.contains(
        "start:pp-all rp-weeks-4:pp-weeks-4 rp-year-2025:pp-year-2025 rp-top:pp-top rp-all:pp-all"
      ), "\(dom.suffix(600))")
  }
}
