import WorkoutModel

extension AchievementCatalog {
  /// `record` entries, one per record line of ``PersonalRecords`` that the cabinet shows as a
  /// badge: outdoor best efforts for running, cycling and swimming (``BestEffortTarget``), per-sport
  /// records, and period records. Each is a single entry whose group is its line id; target 1,
  /// unit `records` (earned once a verified value exists).
  static let records: [AchievementDefinition] =
    [
      (ActivityType.running, BestEffortTarget.running),
      (.cycling, BestEffortTarget.cycling),
      (.swimming, BestEffortTarget.swimming),
    ].flatMap { sport, targets in
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
        return record("record.\(target.id)", name, description)
      }
    }
    + PersonalRecords.recordSports.flatMap { sport -> [AchievementDefinition] in
      let noun = ReportNoun.sport(sport)
      let title = noun.prefix(1).uppercased() + noun.dropFirst()
      let base = "record.\(sport.rawValue)"
      var entries = [
        record(
          "\(base).longest_distance", "Longest \(title)", "Your longest \(noun) by distance."),
        record(
          "\(base).longest_duration", "Longest \(title) by Time",
          "Your longest \(noun) by elapsed time."),
      ]
      if sport != .swimming {
        entries.append(
          record(
            "\(base).biggest_climb", "Biggest \(title) Climb",
            "The most elevation gained in one \(noun)."))
      }
      return entries
    }
    + [("week", "Week"), ("month", "Month"), ("year", "Year")].flatMap { period, title in
      [
        record(
          "record.period.\(period).distance", "Biggest \(title)",
          "The most distance in one \(period) (all sports)."),
        record(
          "record.period.\(period).active_days", "Busiest \(title)",
          "The most days with a workout in one \(period)."),
      ]
    }

  /// One single-entry record ladder.
  private static func record(_ id: String, _ name: String, _ description: String)
    -> AchievementDefinition
  {
    AchievementDefinition(
      id: id, kind: .record, group: id, name: name, description: description, target: 1,
      unit: "records")
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
