extension ActivityType {
  /// Maps a vendor spelling (TCX `Sport`, GPX `<type>`, Strava numeric code, Garmin/Strava sport
  /// name) to the canonical type. (Skeleton; the mapping helper fills in the table.)
  public static func mapping(raw: String?) -> (type: ActivityType, indoor: Bool, virtual: Bool) {
    guard let raw else { return (.other, false, false) }
    return (ActivityType(rawValue: raw.lowercased()) ?? .other, false, false)
  }
}
