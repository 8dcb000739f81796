import Foundation
import TimeZoneLookup
import WorkoutImport
import WorkoutModel

/// The files of one run, read and time-zoned, with the workouts in UTC start order.
struct ImportSession {
  /// Every file read, in discovery order.
  var files: [ParsedFile]
  /// All workouts with a start time, sorted by UTC start (then source).
  var workouts: [Workout]

  /// Files that gave no workout.
  var skipped: [ParsedFile] { files.filter { $0.error != nil } }

  /// The exit code for a run whose output was written: 0, or 3 when some input was skipped.
  var exitCode: Int32 { skipped.isEmpty ? 0 : 3 }

  /// Reads the inputs of `options`.
  /// - Throws: ``CLIError`` `usage` for an unknown `--home-timezone`; `failure` when no file is found.
  static func run(
    options: CommandLineOptions, environment: [String: String], console: inout Console
  ) throws(CLIError) -> ImportSession {
    let home = try homeTimeZone(options: options, environment: environment)
    var lookup: TimeZoneResolver.CoordinateLookup?
    if let map = TimeZoneMap.embedded {
      lookup = { latitude, longitude in map.zone(latitude: latitude, longitude: longitude) }
    }
    let paths = FileDiscovery.files(for: options.paths)
    guard !paths.isEmpty else {
      throw CLIError(
        .failure, "no GPX or TCX files found in \(options.paths.joined(separator: ", "))")
    }
    let showProgress = console.errorIsTerminal && paths.count >= 20
    var progress: (@Sendable (Int, Int) -> Void)?
    if showProgress {
      progress = { done, total in
        FileHandle.standardError.write(Data("\rreading \(done)/\(total) files".utf8))
      }
    }
    let importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: home, coordinateLookup: lookup),
      progress: progress)
    defer { if showProgress { console.error("\r\u{1B}[K") } }
    let (checked, all) = DuplicateWorkouts.resolve(importer.read(files: paths))
    let workouts = all.filter { $0.summary.startUTC != nil }.sorted {
      (lhs: Workout, rhs: Workout) -> Bool in
      let a = lhs.summary.startUTC ?? Date.distantPast
      let b = rhs.summary.startUTC ?? Date.distantPast
      if a != b { return a < b }
      return (lhs.source, lhs.name ?? "") < (rhs.source, rhs.name ?? "")
    }
    return ImportSession(files: checked, workouts: workouts)
  }

  /// `--home-timezone`, else `$TZ` (a leading `:` removed), else the system zone.
  /// - Throws: ``CLIError`` `usage` when `--home-timezone` names no zone Foundation knows.
  static func homeTimeZone(options: CommandLineOptions, environment: [String: String])
    throws(CLIError) -> String
  {
    if let given = options.homeTimeZone {
      guard !given.isEmpty, let zone = TimeZone(identifier: given) else {
        throw CLIError(
          .usage,
          "unknown time zone '\(given)' for --home-timezone; use an IANA name such as Europe/Berlin"
        )
      }
      return zone.identifier
    }
    if var tz = environment["TZ"], !tz.isEmpty {
      if tz.hasPrefix(":") { tz.removeFirst() }
      if let zone = TimeZone(identifier: tz) { return zone.identifier }
    }
    return TimeZone.current.identifier
  }
}
