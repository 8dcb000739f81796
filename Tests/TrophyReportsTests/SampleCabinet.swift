import Achievements
import Foundation
import TrophyReports
import WorkoutModel

/// A fixed, hand-made cabinet for the golden-file tests: four workouts (one per time-zone
/// source), nineteen statuses over four kinds (earned and locked, ladders and single badges,
/// two never-done workout types for the "Not tried yet" shelf), three skipped files, two of
/// them with hostile strings (markup, and Unicode bidirectional controls).
///
/// Epoch seconds were computed with python3:
/// `datetime.fromisoformat("2025-03-14T04:10:00").replace(tzinfo=timezone.utc).timestamp()`.
enum SampleCabinet {
  /// `<script>` file name and HTML/Markdown metacharacters, as in the issue.
  static let hostileFile = "uploads/<script>alert(1)</script> | **x** & \"q\".gpx"
  /// A workout name trying to inject an image, a link and a table cell.
  static let hostileName = "Sunday <img src=x onerror=alert(1)> ride | fast_ & [x](javascript:1)"
  /// A file name disguised with U+202E RIGHT-TO-LEFT OVERRIDE ("…exe.gpx" shown as "…xpg.exe"),
  /// plus U+2067 RIGHT-TO-LEFT ISOLATE and U+200F RIGHT-TO-LEFT MARK in the message.
  static let bidiFile = "uploads/invoice\u{202E}xpg.exe"
  static let bidiMessage = "unexpected \u{2067}x\u{2069} near \u{200F}tag"

  static func date(_ epochSeconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(epochSeconds))
  }

  static let morningRun = Workout(
    source: "/home/ana/exports/2025-03-14-morning-run.gpx", format: .gpx, creator: "Garmin",
    name: "Morning Run", activity: .running, activityRaw: "running",
    timeZoneIdentifier: "Europe/Berlin", timeZoneSource: .coordinates,
    summary: WorkoutSummary(
      startUTC: date(1_741_925_400), endUTC: date(1_741_928_100), durationSeconds: 2700,
      movingTimeSeconds: 2650, distanceMeters: 8432.1, distanceSource: .device))

  static let sundayRide = Workout(
    source: "export.zip!/activities/ride_123.tcx", format: .tcx, creator: "Wahoo",
    name: hostileName, activity: .cycling, activityRaw: "Biking",
    writtenUTCOffsetSeconds: -4 * 3600, timeZoneIdentifier: "America/New_York",
    timeZoneSource: .timestampOffset,
    summary: WorkoutSummary(
      startUTC: date(1_742_130_300), endUTC: date(1_742_135_700), durationSeconds: 5400,
      movingTimeSeconds: 5100, distanceMeters: 45_210, distanceSource: .device))

  static let yoga = Workout(
    source: "/home/ana/exports/yoga-session.gpx", format: .gpx, name: nil, activity: .yoga,
    timeZoneIdentifier: "UTC", timeZoneSource: .utcFallback,
    summary: WorkoutSummary(
      startUTC: date(1_742_506_200), endUTC: date(1_742_509_800), durationSeconds: 3600))

  static let treadmill = Workout(
    source: "/home/ana/exports/treadmill.tcx", format: .tcx, name: "Treadmill 5x1k",
    activity: .running, isIndoor: true, timeZoneIdentifier: "Europe/Berlin",
    timeZoneSource: .homeSetting,
    summary: WorkoutSummary(
      startUTC: date(1_743_350_400), endUTC: date(1_743_352_200), durationSeconds: 1800,
      distanceMeters: 5000, distanceSource: .device))

  static func definition(
    _ id: String, _ kind: AchievementKind, _ group: String, _ name: String, _ description: String,
    _ target: Int, _ unit: String
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: id, kind: kind, group: group, name: name, description: description, target: target,
      unit: unit)
  }

  static func locked(_ definition: AchievementDefinition, _ current: Int) -> AchievementStatus {
    AchievementStatus(
      definition: definition, earned: false,
      progress: AchievementProgress(
        current: current, target: definition.target, unit: definition.unit))
  }

  static func earned(
    _ definition: AchievementDefinition, _ current: Int, by workout: Workout, atStart: Bool = false
  ) -> AchievementStatus {
    AchievementStatus(
      definition: definition, earned: true,
      earnedAt: atStart ? workout.summary.startUTC : workout.summary.endUTC,
      earnedTimeZoneIdentifier: workout.timeZoneIdentifier,
      earnedTimeZoneSource: workout.timeZoneSource,
      earnedBy: WorkoutReference(
        file: workout.source, name: workout.name, startUTC: workout.summary.startUTC ?? date(0),
        activity: workout.activity),
      progress: AchievementProgress(
        current: current, target: definition.target, unit: definition.unit))
  }

  static let bronze = ("#b8733b", "#f3d1a8")
  static let silver = ("#8a94a6", "#eef1f5")
  static let gold = ("#c9971c", "#fff0b3")
  static let platinum = ("#5b6b8c", "#dfe7f5")

  /// The sample's badge art by id (not the catalog's: tiers of one ladder get bronze, silver,
  /// gold and platinum, as the goldens were drawn), for ``BadgeStyleBook``.
  static let art: [(id: String, glyph: String, tint: (String, String))] = [
    ("streak.days.3", "3", bronze),
    ("streak.days.7", "7", silver),
    ("streak.days.14", "14", gold),
    ("streak.days.30", "30", platinum),
    ("streak.day.2", "2x", ("#f97316", "#fed7aa")),
    ("time.early_bird", "5AM", ("#f59e0b", "#fef3c7")),
    ("time.night_owl", "11PM", ("#4338ca", "#c7d2fe")),
    ("date.pi_day", "π", ("#0ea5e9", "#e0f2fe")),
    ("date.spring_forward", "+1h", ("#22c55e", "#dcfce7")),
    ("date.new_year", "1/1", ("#e11d48", "#ffe4e6")),
    ("types.2", "2", bronze),
    ("types.3", "3", silver),
    ("types.5", "5", gold),
    ("type.running.1", "RUN", ("#dc2626", "#fee2e2")),
    ("type.running.10", "10", ("#991b1b", "#fecaca")),
    ("workout.cycling.1", "RIDE", ("#2563eb", "#dbeafe")),
    ("type.swimming.1", "SWIM", ("#0891b2", "#cffafe")),
    ("type.rowing.1", "ROW", ("#0e7490", "#cffafe")),
    ("type.rowing.10", "10", ("#155e75", "#a5f3fc")),
  ]

  /// ``art`` as a style book: one colour rule and one glyph rule per id.
  static let styles = BadgeStyleBook(
    tints: art.map { ($0.id, $0.tint.0, $0.tint.1) }, glyphs: art.map { ($0.id, .text($0.glyph)) })

  static var statuses: [AchievementStatus] {
    let streakDays = "streak.days"
    return [
      earned(
        definition(
          "streak.days.3", .streak, streakDays, "Hat Trick",
          "Work out on 3 consecutive local days.", 3, "days"), 3, by: sundayRide),
      locked(
        definition(
          "streak.days.7", .streak, streakDays, "Week Warrior",
          "Work out on 7 consecutive local days.", 7, "days"), 3),
      locked(
        definition(
          "streak.days.14", .streak, streakDays, "Fortnight Force",
          "Work out on 14 consecutive local days.", 14, "days"), 3),
      locked(
        definition(
          "streak.days.30", .streak, streakDays, "Iron Habit",
          "Work out on 30 consecutive local days.", 30, "days"), 3),
      locked(
        definition(
          "streak.day.2", .streak, "streak.day", "Double Day",
          "Finish 2 workouts on the same local day.", 2, "workouts"), 1),
      earned(
        definition(
          "time.early_bird", .dateAndTime, "time.early_bird", "Early Bird",
          "Be active between 05:00 and 05:59 local time.", 1, "hours"), 1, by: morningRun,
        atStart: true),
      locked(
        definition(
          "time.night_owl", .dateAndTime, "time.night_owl", "Night Owl",
          "Be active between 23:00 and 23:59 local time.", 1, "hours"), 0),
      earned(
        definition(
          "date.pi_day", .dateAndTime, "date.pi_day", "Pi Day",
          "Work out on 14 March, local date.", 1, "dates"), 1,
        by: morningRun, atStart: true),
      earned(
        definition(
          "date.spring_forward", .dateAndTime, "date.spring_forward", "Spring Forward",
          "Work out on the day the clocks go forward.", 1, "dates"), 1, by: treadmill, atStart: true
      ),
      locked(
        definition(
          "date.new_year", .dateAndTime, "date.new_year", "First Footing",
          "Work out on 1 January, local date.", 1, "dates"), 0),
      earned(
        definition(
          "types.2", .totalTypesOfWorkout, "types", "Cross Trainer",
          "Do 2 different activity types.", 2, "types"), 3, by: sundayRide),
      earned(
        definition(
          "types.3", .totalTypesOfWorkout, "types", "Triple Threat",
          "Do 3 different activity types.", 3, "types"), 3, by: yoga),
      locked(
        definition(
          "types.5", .totalTypesOfWorkout, "types", "All-Rounder",
          "Do 5 different activity types.", 5, "types"), 3),
      earned(
        definition(
          "type.running.1", .workoutType, "type.running", "First Run",
          "Finish your first run.", 1, "workouts"), 2,
        by: morningRun),
      locked(
        definition(
          "type.running.10", .workoutType, "type.running", "Ten Runs",
          "Finish 10 runs.", 10, "workouts"), 2),
      earned(
        definition(
          "workout.cycling.1", .workoutType, "workout.cycling", "First Ride",
          "Finish your first ride.", 1, "workouts"), 1,
        by: sundayRide),
      locked(
        definition(
          "type.swimming.1", .workoutType, "type.swimming", "First Swim",
          "Finish your first swim.", 1, "workouts"), 0),
      locked(
        definition(
          "type.rowing.1", .workoutType, "type.rowing", "First Stroke",
          "Finish your first rowing workout.", 1, "workouts"), 0),
      locked(
        definition(
          "type.rowing.10", .workoutType, "type.rowing", "Ten Rows",
          "Finish 10 rowing workouts.", 10, "workouts"), 0),
    ]
  }

  static let skipped = [
    SkippedFile(
      file: hostileFile, category: "malformed",
      message: "Opening and ending tag mismatch: trkseg and <script> | **x** & \"q\"", line: 42,
      column: 7),
    SkippedFile(
      file: "notes/readme.txt", category: "unsupported_format",
      message: "Neither GPX nor TCX (starts with `#!/bin/sh`)"),
    SkippedFile(file: bidiFile, category: "malformed", message: bidiMessage, line: 3),
  ]

  /// The whole sample: generated 2026-01-01T00:00:00Z (epoch 1767225600).
  static var cabinet: TrophyCabinet {
    var cabinet = TrophyCabinet(
      generatedAt: date(1_767_225_600), statuses: statuses,
      workouts: [morningRun, sundayRide, yoga, treadmill], filesRead: 7, skipped: skipped,
      warningCount: 2,
      warnings: [
        FileWarning(
          file: "phone/cut <b>off</b>.gpx", code: "xml_broken_off",
          message:
            "not well-formed XML at line 12, column 5 (the file ends inside an unclosed element); "
            + "kept the 3 trackpoints read before it | <script>"),
        FileWarning(
          file: "garmin/run.gpx", code: "heart_rate_out_of_range", count: 2,
          message: "2 heart-rate values outside 20–250 bpm were dropped"),
      ],
      duplicates: [
        DuplicateFile(
          file: "strava/run.gpx", startUTC: "2025-05-01T06:00:01Z", countedIn: "garmin/run.gpx")
      ],
      notCounted: [
        NotCountedWorkout(
          file: "arc/2025-05-02.gpx", name: "taxi | <i>", startUTC: "2025-05-02T09:00:00Z",
          reason: "transport")
      ],
      minimumWorkout: "2 min or 200 m")
    cabinet.badgeStyles = styles
    return cabinet
  }
}
