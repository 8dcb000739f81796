import Foundation
import TestSupport
import Testing

/// The bundled cabinet (`Reports/index.html`) in a real browser: `scripts/screenshots.sh` renders
/// it in headless Chromium at 1280 and 390 px, light and dark, and fails on horizontal overflow,
/// CSP violations or console messages. Runs where Debian's `chromium` is installed (`.ci/run`
/// installs it); elsewhere the tests are skipped, and say so.
@Suite(
  "cabinet in a browser", .serialized,
  .enabled(if: !TestSwitches.quick, "left out by TROPHIES_QUICK_TESTS=1"))
struct BrowserCheckTests {
  static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs the script on `report` and returns its exit status and standard error.
  static func check(_ report: String, widths: String? = nil, schemes: String? = nil) throws
    -> (Int32, String)
  {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-shots-\(UUID())")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      packageRoot.appendingPathComponent("scripts/screenshots.sh").path, report, out.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    if let widths { environment["SCREENSHOT_WIDTHS"] = widths }
    if let schemes { environment["SCREENSHOT_SCHEMES"] = schemes }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test(
    "Reports/index.html has no overflow, CSP violation or console message at 1280 and 390 px",
    .enabled(if: chromium != nil, "chromium is not installed"))
  func bundledCabinet() throws {
    let report = packageRoot.appendingPathComponent("Reports/index.html").path
    let (status, errors) = try Self.check(report)
    #expect(status == 0, "\(errors)")
  }

  @Test(
    "the check fails on a page wider than the phone and on a blocked script",
    .enabled(if: chromium != nil, "chromium is not installed"))
  func catchesBreakage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-broken-page-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("index.html")
    try """
    <!doctype html><html><head><meta http-equiv="Content-Security-Policy" \
    content="default-src 'none'; style-src 'unsafe-inline'"></head>
    <body style="margin:0"><div style="width:900px;height:10px"></div><script>console.log("x")</script></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let (status, errors) = try Self.check(page.path, widths: "390", schemes: "light")
    #expect(status == 1)
    #expect(errors.contains("horizontal overflow: content 900 px in a 390 px page"))
    #expect(errors.contains("Content Security Policy"))
  }
}
