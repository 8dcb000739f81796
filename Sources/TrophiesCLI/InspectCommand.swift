import Foundation
import TrophiesKit
import WorkoutImport
import WorkoutModel

/// `trophies inspect`: what was read from each file.
enum InspectCommand {
  static func run(session: ImportSession, options: CommandLineOptions, console: inout Console)
    -> Int32
  {
    // Written in pieces of 1,000 workouts: an Apple Health export of a million workouts is one
    // file, and its text is never held whole (issue 17).
    // A held-back export's workouts are read again as they are written (`session.streamHeldBack`).
    for file in session.files {
      if options.json {
        InspectJSON.writeLine(
          for: file, minimum: session.minimum, stream: session.streamHeldBack
        ) { console.output($0) }
      } else {
        writeHumanText(for: file, minimum: session.minimum, stream: session.streamHeldBack) {
          console.output($0)
        }
      }
    }
    if !options.json {
      let count = session.files.reduce(0) { $0 + InspectJSON.workoutCount(of: $1) }
      console.output(
        "\(TerminalText.count(session.files.count, "file")), \(TerminalText.count(count, "workout")), "
          + "\(session.skipped.count) skipped\n")
    }
    return session.exitCode
  }

  /// What `inspect` prints for `file` without `--json`, handed to `emit` in pieces of at most
  /// `batch` workouts; a held-back export's are read again with `stream`
  /// (``InspectJSON/writeLine(for:minimum:batch:stream:emit:)``).
  static func writeHumanText(
    for file: ParsedFile, minimum: MinimumWorkout = .standard, batch: Int = 1000,
    stream: InspectJSON.HeldBackStream? = nil, emit: (String) -> Void
  ) {
    // Every string from a file goes through TerminalText.safe (names can hold escape sequences).
    var text = TerminalText.safe(file.source)
    if let error = file.error {
      text += ": skipped: \(error.category.rawValue): \(TerminalText.safe(error.message))"
      text += error.positionSuffix + "\n"
    } else {
      let creator = file.creator.map { ", " + TerminalText.safe($0) } ?? ""
      text += " (\(file.format?.rawValue ?? "?")\(creator)): "
      text += TerminalText.count(InspectJSON.workoutCount(of: file), "workout") + "\n"
    }
    let duplicates = InspectJSON.duplicateIndices(of: file)
    var index = 0
    InspectJSON.forEachBatch(of: file, batch: batch, stream: stream) { workouts in
      for workout in workouts {
        text += "  " + workoutLine(workout)
        if let reason = InspectJSON.notCountedReason(
          workout, isDuplicate: duplicates.contains(index), minimum: minimum)
        {
          text += "  (not counted: \(reason))"
        }
        text += "\n"
        index += 1
        if index % max(1, batch) == 0 {
          emit(text)
          text = ""
        }
      }
    }
    for warning in file.warnings {
      text += "  warning [\(warning.code.rawValue)]: \(TerminalText.safe(warning.message))\n"
    }
    for duplicate in file.duplicates {
      text +=
        "  duplicate: the workout starting \(ISO8601Format.utc(duplicate.startUTC)) is counted from "
        + "\(TerminalText.safe(duplicate.countedIn))\n"
    }
    emit(text)
  }

  static func workoutLine(_ workout: Workout) -> String {
    let summary = workout.summary
    var parts = [workout.isTransport ? "transport" : workout.activity.rawValue]
    if let source = workout.activitySource, source != .file { parts[0] += " (\(source.rawValue))" }
    if let start = summary.startUTC {
      let local = CivilDateTime(
        instant: start, offsetSeconds: workout.localTimeZone.secondsFromGMT(for: start))
      parts.append(local.dateMinuteString + " " + local.offsetString)
    }
    parts.append("(\(workout.timeZoneIdentifier), \(workout.timeZoneSource.rawValue))")
    if let distance = summary.distanceMeters {
      parts.append(number(distance / 1000, decimals: 2) + " km")
    }
    parts.append(durationText(summary.durationSeconds))
    if let gain = summary.elevationGainMeters {
      parts.append("+" + number(gain, decimals: 0) + " m")
    }
    if let hr = summary.averageHeartRate { parts.append("HR " + number(hr, decimals: 0)) }
    if let name = workout.name { parts.append("\"" + TerminalText.safe(name) + "\"") }
    return parts.joined(separator: "  ")
  }

  /// A number of a text line, as `--json` prints it (``NumberText/json(_:decimals:)``: no
  /// grouping, no trailing zeros), `–` when not finite.
  static func number(_ value: Double, decimals: Int) -> String {
    NumberText.json(value, decimals: decimals) ?? "–"
  }

  /// `seconds` as `1h02m` or `2m05s`; `–` when not finite, negative or of 10^15 s or more
  /// (``NumberText/fixedLimit``), where `Int(…)` would trap (issue 17, sibling of the
  /// `--min-duration 1e19` trap).
  static func durationText(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0, seconds < NumberText.fixedLimit else { return "–" }
    let total = Int(seconds.rounded())
    let h = total / 3600
    let m = total % 3600 / 60
    let s = total % 60
    return h > 0 ? "\(h)h\(m < 10 ? "0" : "")\(m)m" : "\(m)m\(s < 10 ? "0" : "")\(s)s"
  }
}
