import WorkoutModel

/// FIT `sport` + `sub_sport` → the canonical activity, through the one spelling table of
/// ``ActivityType/mapping(raw:)`` (FIT names are Garmin Connect's keys).
///
/// Rules: `sub_sport` `virtual_activity` makes the sport virtual and indoor; otherwise the first
/// of `<sub_sport>_<sport>` (`treadmill_running`, `open_water_swimming`), `<sub_sport>`
/// (`indoor_cycling`, `lap_swimming`, `indoor_rowing`, `yoga`) and `<sport>` that the table knows
/// as something other than `other` wins; `generic` and `all` sub-sports are ignored. Unknown
/// numbers (`sport_82` before the profile named snorkeling) map to `other`. The raw value keeps
/// FIT's names: `running`, or `cycling/virtual_activity` with a sub-sport.
enum FITSportMapping {
  /// The mapping and the raw value for `sport` and `subSport` (FIT enum values).
  static func activity(sport: Int?, subSport: Int?) -> (
    type: ActivityType, indoor: Bool, virtual: Bool, raw: String?
  ) {
    guard let sport else { return (.other, false, false, nil) }
    let sportName = FITProfile.name(sport, in: FITProfile.sports, prefix: "sport")
    let subName = subSport.flatMap { value -> String? in
      value == 0 || value == 254
        ? nil : FITProfile.name(value, in: FITProfile.subSports, prefix: "sub_sport")
    }
    let raw = subName.map { "\(sportName)/\($0)" } ?? sportName
    let base = ActivityType.mapping(raw: sportName)
    guard let subName else { return (base.type, base.indoor, base.virtual, raw) }
    if subName == "virtual_activity" { return (base.type, true, true, raw) }
    for candidate in ["\(subName)_\(sportName)", subName] {
      let mapped = ActivityType.mapping(raw: candidate)
      if mapped.type != .other { return (mapped.type, mapped.indoor, mapped.virtual, raw) }
    }
    return (base.type, base.indoor, base.virtual, raw)
  }
}
