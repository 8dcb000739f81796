import WorkoutModel

/// Writes SampleData/README.md. Facts that depend on the plan (counts, dates, streaks, totals)
/// are computed from the plans themselves, so the README cannot drift from the files.
enum SampleReadme {
  /// One workout as the README needs it: its plan and recorded distance in metres.
  typealias Entry = (plan: WorkoutPlan, meters: Double)

  /// The README text.
  static func text(entries: [Entry], files: [String]) -> String {
    var out = SampleReadmeProse.header
    out += layout(entries, files: files)
    out += SampleReadmeProse.dialects
    out += activityMix(entries)
    out += SampleReadmeProse.recording
    out += achievements(entries)
    out += SampleReadmeProse.badFiles
    out += monthTable(entries)
    return out
  }

  static func localDay(_ plan: WorkoutPlan) -> Int {
    CivilDateTime.floorDiv(plan.start + plan.zone.offset(at: plan.start), 86_400)
  }

  /// "2025-06-21 23:30–00:20 (+02:00)".
  static func when(_ plan: WorkoutPlan) -> String {
    let offset = plan.zone.offset(at: plan.start)
    let start = CivilTime.localStamp(plan.start, offsetSeconds: offset)
    let end = CivilTime.localStamp(plan.start + plan.duration, offsetSeconds: offset)
    let zone = start.suffix(6)
    return
      "\(start.prefix(10)) \(start.dropFirst(11).prefix(5))–\(end.dropFirst(11).prefix(5)) (\(zone))"
  }

  /// "2025-06-21 23:30–00:20 (+02:00), “Name”, `path`".
  static func line(_ plan: WorkoutPlan) -> String {
    let name = plan.name.map { " “\($0)”," } ?? ""
    return "\(when(plan)),\(name) `\(plan.path)`"
  }

  private static func layout(_ entries: [Entry], files: [String]) -> String {
    var out = "## Layout\n\n| folder | files | what it imitates |\n|---|---:|---|\n"
    let folders: [(String, String)] = [
      ("garmin/", "Garmin Connect exports: `activity_<id>.gpx` / `activity_<id>.tcx`"),
      ("strava/activities/", "Strava bulk export: `activities/<id>.gpx`"),
      (
        "strava/",
        "single Strava downloads named after the activity (`Silvesterlauf_Grunewald.gpx`), and"
          + " the bulk export's `activities.csv` (names, types and gear of `activities/`: the"
          + " shoes Nike Pegasus 41 and Adidas Adizero Boston 12, the bike Canyon Endurace CF 7"
          + " \"Blaues Wunder\")"
      ),
      ("phone/OpenTracks/", "OpenTracks recordings: `2025-05-03-0712.gpx`"),
      ("phone/GPSLogger/", "GPSLogger for Android: one file per day, `20251225.gpx`"),
      ("routes/", "a planned route (no workout)"),
    ]
    for (folder, what) in folders {
      let count = files.filter { path in
        path.hasPrefix(folder) && !path.dropFirst(folder.count).contains("/")
      }.count
      out += "| `\(folder)` | \(count) | \(what) |\n"
    }
    out += "\n\(files.count) files, \(entries.count) of them workouts.\n\n"
    return out
  }

  private static func activityMix(_ entries: [Entry]) -> String {
    let rows: [(String, [Sport], String)] = [
      ("running (outdoor)", [.run], "`running` / `<type>9</type>` / `Sport=\"Running\"`"),
      ("running (treadmill)", [.treadmillRun], "TCX `Sport=\"Running\"`, no positions"),
      ("cycling", [.ride], "TCX `Sport=\"Biking\"` (Edge 530) / Strava `1`"),
      ("virtual cycling (Zwift)", [.virtualRide], "Strava `17` / Zwift TCX with watts"),
      ("walking", [.walk], "OpenTracks `walking` / GPSLogger (no type)"),
      ("hiking", [.hike], "OpenTracks `hiking`"),
      ("rowing", [.rowing], "Garmin Connect GPX `rowing` (Müggelsee)"),
      ("open-water swimming", [.openWaterSwim], "Strava `16` (Müggelsee)"),
      ("pool swimming", [.poolSwim], "TCX `Sport=\"Other\"`, laps, HR, no positions"),
      ("strength", [.strength], "TCX `Sport=\"Other\"`, time + HR only"),
    ]
    var out = "## Activity mix\n\n| activity | workouts | km | hours | how the file says it |\n"
    out += "|---|---:|---:|---:|---|\n"
    for (label, sports, how) in rows {
      let chosen = entries.filter { sports.contains($0.plan.sport) }
      let km = chosen.reduce(0.0) { $0 + $1.meters } / 1000
      let hours = Double(chosen.reduce(0) { $0 + $1.plan.duration }) / 3600
      out +=
        "| \(label) | \(chosen.count) | \(NumberText.fixed(km, decimals: 1, grouping: false)) | "
      out += "\(NumberText.fixed(hours, decimals: 1, grouping: false)) | \(how) |\n"
    }
    let km = entries.reduce(0.0) { $0 + $1.meters } / 1000
    let hours = Double(entries.reduce(0) { $0 + $1.plan.duration }) / 3600
    out +=
      "| **total** | \(entries.count) | \(NumberText.fixed(km, decimals: 1, grouping: false)) | \(NumberText.fixed(hours, decimals: 1, grouping: false)) | |\n\n"
    out += """
      This table is what the athlete did. `trophies` counts what the files say, as the apps wrote
      them: the GPSLogger walks carry no `<type>`, so their walking pace on flat ground types them
      (`activity_source` `inferred`); the gym sessions are TCX `Sport="Other"` and count as
      `other`; the pool swims are `Sport="Other"` too, but their pool-length laps and missing
      positions identify them as swimming. The walk cut off mid-file still counts
      (its points before the cut are kept), so the cabinet shows \(entries.count + 1) workouts.


      """
    return out
  }

  private static func achievements(_ entries: [Entry]) -> String {
    let plans = entries.map(\.plan)
    var out = "## Achievements this folder is designed to earn\n\n"
    out += "Local dates and times; the file in backticks is the workout that earns it.\n\n"
    let holidays: [(String, Int, Int)] = [
      ("New Year's Day", 1, 1), ("Valentine's Day", 2, 14), ("Easter Sunday", 4, 20),
      ("Halloween", 10, 31), ("Christmas Eve", 12, 24), ("Christmas Day", 12, 25),
      ("New Year's Eve", 12, 31),
    ]
    for (label, month, day) in holidays {
      let target = CivilTime.dayNumber(year: 2025, month: month, day: day)
      for plan in plans where localDay(plan) == target {
        out += "- **\(label)**: \(line(plan))\n"
      }
    }
    out += SampleReadmeProse.halloweenNote
    func hour(_ plan: WorkoutPlan) -> Int {
      (plan.start + plan.zone.offset(at: plan.start)) % 86_400 / 3600
    }
    for plan in plans where hour(plan) == 5 {
      out += "- **Early bird** (05:00–05:59): \(line(plan))\n"
    }
    for plan in plans where hour(plan) >= 22 {
      out += "- **Night owl** (22:00–23:59): \(line(plan))\n"
    }
    for plan in plans where hour(plan) == 0 {
      out += "- **Midnight** (00:00–00:59): \(line(plan))\n"
    }
    out += SampleReadmeProse.midnightNote
    out += streaks(plans)
    out += SampleReadmeProse.otherEarned
    out += "\n## Designed to stay locked\n\n" + SampleReadmeProse.locked
    return out
  }

  private static func streaks(_ plans: [WorkoutPlan]) -> String {
    let days = Set(plans.map(localDay)).sorted()
    var best = (length: 0, end: 0)
    var run = 0
    for (index, day) in days.enumerated() {
      run = index > 0 && days[index - 1] == day - 1 ? run + 1 : 1
      if run > best.length { best = (run, day) }
    }
    let monday = CivilTime.dayNumber(year: 2024, month: 12, day: 30)
    let weeks = Set(days.map { ($0 - monday) / 7 }).sorted()
    var bestWeeks = (length: 0, end: 0)
    run = 0
    for (index, week) in weeks.enumerated() {
      run = index > 0 && weeks[index - 1] == week - 1 ? run + 1 : 1
      if run > bestWeeks.length { bestWeeks = (run, week) }
    }
    var perDay: [Int: [WorkoutPlan]] = [:]
    for plan in plans { perDay[localDay(plan), default: []].append(plan) }
    let doubles = perDay.keys.sorted().filter { (perDay[$0]?.count ?? 0) > 1 }
    func date(_ day: Int) -> String { CivilTime.localDate(day * 86_400, offsetSeconds: 0) }
    let startWeek = date(monday + (bestWeeks.end - bestWeeks.length + 1) * 7)
    var out = "- **Day streak of \(best.length)**: \(date(best.end - best.length + 1)) … "
    out += "\(date(best.end)) (a workout every local day; the days before and after are rest).\n"
    out += "- **Week streak of \(bestWeeks.length) ISO weeks**: week of \(startWeek) … week of "
    out += "\(date(monday + bestWeeks.end * 7)) (ISO week 9, 24 Feb – 2 Mar, was a sick week; "
    out += "the streak runs into ISO week 2026-W01 through 31 Dec).\n"
    out += "- **Double days** (2 workouts on one local day): "
    out += doubles.map(date).joined(separator: ", ") + "; never 3.\n"
    var perMonth = [Int](repeating: 0, count: 13)
    for plan in plans { perMonth[CivilTime.civil(localDay(plan)).month] += 1 }
    let busiest = (1...12).max { perMonth[$0] < perMonth[$1] } ?? 1
    let runnerUp = (1...12).filter { $0 != busiest }.map { perMonth[$0] }.max() ?? 0
    out += "- **Busiest month**: 2025-\(CivilTime.pad(busiest, 2)) with \(perMonth[busiest]) "
    out += "workouts; every other month has at most \(runnerUp).\n"
    return out
  }

  private static func monthTable(_ entries: [Entry]) -> String {
    var out = "## Workouts per local month\n\n| month | workouts |\n|---|---:|\n"
    var counts = [Int](repeating: 0, count: 13)
    for entry in entries { counts[CivilTime.civil(localDay(entry.plan)).month] += 1 }
    for month in 1...12 { out += "| 2025-\(CivilTime.pad(month, 2)) | \(counts[month]) |\n" }
    return out
  }
}
