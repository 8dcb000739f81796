extension ActivityType {
  /// Maps a vendor spelling to the canonical type and its flags (DESIGN.md, "Activity type").
  ///
  /// Looks `raw` up in a table of known spellings (`ActivitySpellingTable`): TCX v2 `Sport`
  /// (`Running`, `Biking`, `Other`), GPX `<type>` words in a dozen languages ("Laufen",
  /// "course à pied", "natación"…), Strava's numeric GPX `<type>` codes (`9` run, `16` swim,
  /// `17` virtual ride, …), Garmin Connect keys (`treadmill_running`, `lap_swimming`,
  /// `cross_country_skiing_ws`…), Strava sport names (`VirtualRide`, `StandUpPaddling`…) and
  /// HealthKit names (`HKWorkoutActivityTypeRunning`). Matching ignores case, diacritics,
  /// spaces, underscores, hyphens and other punctuation.
  ///
  /// - Returns: the canonical type; `indoor` for treadmill, trainer, pool and machine spellings;
  ///   `virtual` for virtual-world spellings (`VirtualRide`, `VirtualRun`, Zwift), which are also
  ///   `indoor` (done on a trainer or treadmill; their coordinates are a game world's).
  ///   `nil`, empty and unknown spellings ("jkljkl") give `(.other, false, false)`; the caller
  ///   keeps the raw value.
  public static func mapping(raw: String?) -> (type: ActivityType, indoor: Bool, virtual: Bool) {
    guard let raw else { return (.other, false, false) }
    let key = ActivitySpellingTable.normalize(raw)
    guard !key.isEmpty, let entry = ActivitySpellingTable.entry(forKey: key) else {
      return (.other, false, false)
    }
    return entry
  }
}
