import Foundation
import Testing
import TrophiesCLI

/// Runs the command line in-process with a capturing console.
func runTrophies(_ arguments: [String], environment: [String: String] = ["TZ": "UTC"]) -> (
  Int32, String, String
) {
  var console = Console(capturing: true)
  let code = TrophiesCommand.run(arguments, environment: environment, console: &console)
  return (code, console.standardOutput, console.standardError)
}

@Suite("command line")
struct CommandLineTests {
  @Test(
    "rejects bad usage with exit code 2 and says why",
    arguments: [
      ([], "USAGE"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["inspect"], "no input given"),
      (["import"], "no input given"),
      (["report", "x.gpx", "--library", "l.sqlite"], "name no files with it"),
      (["inspect", "x.gpx", "--library", "l.sqlite"], "unknown option '--library' for 'inspect'"),
      (
        ["inspect", "x.gpx", "--home-timezone", "Mars/Olympus_Mons"],
        "unknown time zone 'Mars/Olympus_Mons'"
      ),
      (["report", "x.gpx", "--format", "pdf"], "unknown format 'pdf'"),
      (["report", "x.gpx", "--out"], "--out needs a value"),
      (["inspect", "x.gpx", "--out", "y"], "unknown option '--out' for 'inspect'"),
      (["inspect", "x.gpx", "--no-routes"], "unknown option '--no-routes' for 'inspect'"),
      (["report", "x.gpx", "--no-routes=yes"], "--no-routes takes no value"),
      (["report", "x.gpx", "--units", "furlongs"], "unknown units 'furlongs'"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) {
    let (code, output, error) = runTrophies(arguments)
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(error.contains(message))
  }

  @Test("an --activity correction that matches no file read is reported, not silent")
  func unmatchedCorrection() {
    let sample = packageRoot.appendingPathComponent("SampleData/strava/Tom_Jerry_s_fun_run.gpx")
    let (code, _, error) = runTrophies([
      "inspect", sample.path, "--activity", "nothere.gpx=running", "--activity",
      "Tom_Jerry_s_fun_run.gpx=walking",
    ])
    #expect(code == 0)
    #expect(error.contains("warning: --activity 'nothere.gpx' matches no file that was read"))
    #expect(!error.contains("'Tom_Jerry_s_fun_run.gpx' matches no file"))
  }

  @Test("--no-routes leaves the route outlines out of the page")
  func noRoutes() throws {
    let sample = packageRoot.appendingPathComponent("SampleData/strava/Tom_Jerry_s_fun_run.gpx")
    var pages: [String] = []
    for extra in [[], ["--no-routes"]] {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID())")
      defer { try? FileManager.default.removeItem(at: out) }
      let (code, _, _) = runTrophies(
        ["report", sample.path, "--out", out.path, "--format", "html"] + extra)
      #expect(code == 0)
      pages.append(
        try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8))
    }
    // The 7 km run has a 6.6 km trimmed path: its records carry outlines unless turned off.
    #expect(pages[0].contains("<svg class=\"route\""))
    #expect(!pages[1].contains("<svg class=\"route\""))
  }

  @Test("prints help and version on standard output with exit code 0")
  func helpAndVersion() {
    let (helpCode, help, _) = runTrophies(["--help"])
    #expect(helpCode == 0)
    #expect(help.contains("trophies report [PATH...]"))
    #expect(help.contains("trophies import PATH..."))
    let (reportCode, reportHelp, _) = runTrophies(["report", "--help"])
    #expect(reportCode == 0)
    #expect(reportHelp.contains("--format LIST"))
    let (versionCode, version, _) = runTrophies(["--version"])
    #expect(versionCode == 0)
    #expect(version.hasPrefix("trophies "))
  }

  @Test("exits 1 when a folder holds no workout files")
  func emptyFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-empty-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("notes".utf8).write(to: folder.appendingPathComponent("readme.txt"))
    let (code, _, error) = runTrophies(["inspect", folder.path])
    #expect(code == 1)
    #expect(error.contains("no GPX, TCX or FIT files found"))
  }

  @Test("stops with exit code 2 on a named input that does not exist, before writing anything")
  func missingInput() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-typo-\(UUID())")
    let (code, output, error) = runTrophies([
      "report", packageRoot.appendingPathComponent("SampleData/garmin").path,
      "/nonexistent/stravaa",
      "--out", out.path,
    ])
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(error == "trophies: no such file or folder: /nonexistent/stravaa\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("does not overwrite a cabinet when no input holds a workout")
  func reportNothing() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-none-\(UUID())")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let index = out.appendingPathComponent("index.html")
    try Data("previous cabinet".utf8).write(to: index)
    let route = out.appendingPathComponent("route.gpx")
    try Data("<gpx><rte><rtept lat=\"1\" lon=\"1\"/></rte></gpx>".utf8).write(to: route)
    let (code, _, error) = runTrophies(["report", route.path, "--out", out.path])
    #expect(code == 1)
    #expect(error.contains("skipped no_activity: 1 file\n  \(route.path): "))
    #expect(error.contains("none of the 1 file read held a workout; nothing written"))
    #expect(try String(contentsOf: index, encoding: .utf8) == "previous cabinet")
  }

  @Test(
    "suggests the right spelling of a zone name", arguments: ["europe/berlin", "EUROPE/BERLIN"])
  func zoneSpelling(name: String) {
    let (code, _, error) = runTrophies(["inspect", "x.gpx", "--home-timezone", name])
    #expect(code == 2)
    #expect(error.contains("did you mean Europe/Berlin?"))
  }

  @Test("keeps terminal escape sequences in file names off the terminal")
  func terminalSafety() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-esc-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<gpx/>".utf8).write(to: folder.appendingPathComponent("a\u{1B}]0;pwned\u{07}.gpx"))
    let (_, output, _) = runTrophies(["inspect", folder.path])
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains("a\u{FFFD}]0;pwned\u{FFFD}.gpx: skipped: no_activity"))
  }
}
