import WorkoutModel

extension AchievementCatalog {
  /// `record` entries, one per record line of ``PersonalRecords`` that the cabinet shows as a
  /// badge: outdoor best efforts for running, cycling and swimming (``BestEffortTarget``), per-sport
  /// records, and period records. Each is a single entry whose group is its line id; target 1,
  /// unit `records` (earned once a verified value exists).
  static let records: [AchievementDefinition] =
    [
      (ActivityType.running, BestEffortTarget.running, "#dc2626", "#450a0a"),
      (.cycling, BestEffortTarget.cycling, "#d97706", "#451a03"),
      (.swimming, BestEffortTarget.swimming, "#2563eb", "#172554"),
    ].flatMap { sport, targets, primary, secondary in
      targets.map { target in
        // Pool swims rank with open-water ones; treadmill and trainer efforts rank apart.
        let noun = (sport == .swimming ? "" : "outdoor ") + ReportNoun.sport(sport)
        let title = ReportNoun.sport(sport).capitalized
        let (name, description): (String, String)
        switch target.measure {
        case .distance:
          name = "Fastest \(target.name) \(title)"
          description = "Your fastest \(target.name) inside any \(noun) (elapsed time)."
        case .duration:
          name = "Farthest \(title) in \(target.name)"
          description = "The longest distance you covered in \(target.name) of any \(noun)."
        }
        return record(
          "record.\(target.id)", name, description, glyph: glyph(target.id),
          tint: tint(primary, secondary))
      }
    }
    + PersonalRecords.recordSports.flatMap { sport -> [AchievementDefinition] in
      let noun = ReportNoun.sport(sport)
      let title = noun.prefix(1).uppercased() + noun.dropFirst()
      let base = "record.\(sport.rawValue)"
      var entries = [
        record(
          "\(base).longest_distance", "Longest \(title)", "Your longest \(noun) by distance.",
          glyph: "LONG", tint: tint("#0891b2", "#083344")),
        record(
          "\(base).longest_duration", "Longest \(title) by Time",
          "Your longest \(noun) by elapsed time.", glyph: "TIME",
          tint: tint("#7c3aed", "#2e1065")),
      ]
      if sport != .swimming {
        entries.append(
          record(
            "\(base).biggest_climb", "Biggest \(title) Climb",
            "The most elevation gained in one \(noun).", glyph: "UP",
            tint: tint("#65a30d", "#1a2e05")))
      }
      return entries
    }
    + [("week", "Week", "W"), ("month", "Month", "M"), ("year", "Year", "Y")].flatMap {
      period, title, letter in
      [
        record(
          "record.period.\(period).distance", "Biggest \(title)",
          "The most distance in one \(period) (all sports).", glyph: "\(letter)KM",
          tint: tint("#0d9488", "#042f2e")),
        record(
          "record.period.\(period).active_days", "Busiest \(title)",
          "The most days with a workout in one \(period).", glyph: "\(letter)DAY",
          tint: tint("#db2777", "#500724")),
      ]
    }

  /// One single-entry record ladder.
  private static func record(
    _ id: String, _ name: String, _ description: String, glyph: String, tint: BadgeTint
  ) -> AchievementDefinition {
    AchievementDefinition(
      id: id, kind: .record, group: id, name: name, description: description, glyph: glyph,
      tint: tint, target: 1, unit: "records")
  }

  /// Badge text from a target id's last part: `5k` → "5K", `half_marathon` → "HM",
  /// `400m` → "400", `12min` → "12'", `1h` → "1H", `10mi` → "10MI", `100mi` → "100M".
  static func glyph(_ targetID: String) -> String {
    let last = targetID.split(separator: ".").last.map(String.init) ?? targetID
    switch last {
    case "half_marathon": return "HM"
    case "marathon": return "MAR"
    case "half_mile": return "880Y"
    default: break
    }
    if last.hasSuffix("min") { return String(last.dropLast(3)) + "'" }
    if last.hasSuffix("mi") {
      let number = last.dropLast(2)
      return number + (number.count <= 2 ? "MI" : "M")
    }
    if last.hasSuffix("m") { return String(last.dropLast()) }
    return last.uppercased()
  }
}

/// Nouns for descriptions.
enum ReportNoun {
  /// `running` → "run", `cycling` → "ride", `swimming` → "swim", `walking` → "walk",
  /// `hiking` → "hike"; other activities their raw name.
  static func sport(_ activity: ActivityType) -> String {
    switch activity {
    case .running: "run"
    case .cycling: "ride"
    case .swimming: "swim"
    case .walking: "walk"
    case .hiking: "hike"
    default: activity.rawValue.replacingOccurrences(of: "_", with: " ")
    }
  }
}
