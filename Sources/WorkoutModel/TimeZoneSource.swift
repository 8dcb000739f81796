/// Where a workout's IANA time zone came from (`docs/CONTRACT.md`, "`time_zone_source`").
public enum TimeZoneSource: String, Sendable, Hashable, CaseIterable, Codable {
  /// The file wrote a UTC offset in its timestamps (e.g. `+07:00`).
  case timestampOffset = "timestamp_offset"
  /// The recording device's own zone, stated by name in the export (Apple Health's
  /// `HKTimeZone` metadata entry).
  case deviceZone = "device_zone"
  /// Looked up from the workout's first valid position.
  case coordinates
  /// The user's home zone (`--home-timezone`, else `TZ`, else the system zone).
  case homeSetting = "home_setting"
  /// Nothing better was known: UTC.
  case utcFallback = "utc_fallback"
}
