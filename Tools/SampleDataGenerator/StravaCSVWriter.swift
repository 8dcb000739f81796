/// Strava's bulk-export `activities.csv` for the workouts written as `strava/activities/<id>.gpx`:
/// the columns of a real export's first block (Activity ID … Bike Weight) and the start of its
/// second, machine-unit block (Elapsed Time, Moving Time, Distance), with the gear Lena's
/// Strava account records. Dates are English `Mar 5, 2025, 7:12:00 AM` in UTC, the display
/// distance in km with two decimals, as Strava writes them.
///
/// Gear follows a fixed rule (no random draw, so every other file stays as it was): outdoor
/// runs in the daily trainer, race-pace, interval and Tempelhofer Feld runs in the racing shoe, rides and Zwift rides on the
/// road bike, nothing for swims, walks and hikes (Strava records shoes and bikes only).
enum StravaCSVWriter {
  /// Lena's daily running shoe.
  static let dailyShoe = "Nike Pegasus 41"
  /// Her racing shoe, for runs at race pace.
  static let racingShoe = "Adidas Adizero Boston 12"
  /// Her road bike; the nickname in quotes needs escaping in CSV, HTML and Markdown.
  static let bike = "Canyon Endurace CF 7 \"Blaues Wunder\""

  /// The header: the first block, then the machine block's first three columns.
  static let header =
    "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
    + "Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,"
    + "Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance"

  /// The file at `strava/activities.csv`: one row per plan written under `strava/activities/`
  /// (`distance`: the recording's metres), in id order.
  static func document(_ entries: [(plan: WorkoutPlan, meters: Double)]) -> (
    path: String, text: String
  ) {
    var lines = [header]
    for (plan, meters) in entries where plan.path.hasPrefix("strava/activities/") {
      let filename = String(plan.path.dropFirst("strava/".count))
      let id = String(filename.dropFirst("activities/".count).prefix { $0 != "." })
      let fields = [
        id, date(plan.start), plan.name ?? "", type(plan.sport), "", String(plan.duration),
        fixed(meters / 1000, 2), "", "", "false", "", gear(plan) ?? "", filename, "60.0", "",
        String(plan.duration) + ".0", "", fixed(meters, 1),
      ]
      lines.append(fields.map(quoted).joined(separator: ","))
    }
    return ("strava/activities.csv", lines.joined(separator: "\n") + "\n")
  }

  /// The gear of a plan (see the type's rule); `nil` for none.
  static func gear(_ plan: WorkoutPlan) -> String? {
    switch plan.sport {
    case .run:
      return plan.pace > 1.05 || plan.lapsAtPhases || plan.place?.name == Place.tempelhof.name
        ? racingShoe : dailyShoe
    case .ride, .virtualRide: return bike
    default: return nil
    }
  }

  /// Strava's English activity type.
  static func type(_ sport: Sport) -> String {
    switch sport {
    case .ride: return "Ride"
    case .virtualRide: return "Virtual Ride"
    case .walk: return "Walk"
    case .hike: return "Hike"
    case .openWaterSwim, .poolSwim: return "Swim"
    case .rowing: return "Rowing"
    case .strength: return "Weight Training"
    case .run, .treadmillRun: return "Run"
    }
  }

  /// `Mar 5, 2025, 7:12:00 AM` (UTC).
  static func date(_ instant: Int) -> String {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let day = instant / 86_400
    let second = instant - day * 86_400
    let (year, month, dayOfMonth) = CivilTime.civil(day)
    let hour = second / 3600
    let clock =
      "\(hour % 12 == 0 ? 12 : hour % 12):\(CivilTime.pad(second % 3600 / 60, 2)):"
      + "\(CivilTime.pad(second % 60, 2)) \(hour < 12 ? "AM" : "PM")"
    return "\(months[month - 1]) \(dayOfMonth), \(year), \(clock)"
  }

  /// `value` with `decimals` decimals, by hand (no locale).
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    return "\(scaled / scale)." + CivilTime.pad(scaled % scale, decimals)
  }

  /// A CSV field, quoted (RFC 4180) when it holds a comma, a quote or a line break.
  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
