import Foundation

/// One row of Strava's bulk-export `activities.csv`: what the athlete sees on Strava for one
/// activity, joined onto its file by ``StravaExport``.
///
/// Column layouts read (`../shared/notes/exports.md`; hugovk/strava-tools PRs #1–#2 show the
/// 2019 switch; geo-activity-playground #403 lists a 2026 header of 101 columns):
/// - Since 2019: `Activity ID, Activity Date, Activity Name, Activity Type, Activity
///   Description, Elapsed Time, Distance, …, Commute, [Activity Private Note], Activity Gear,
///   Filename, …` — the **display block** (Distance in the athlete's display unit: `3.68` for
///   a 3,681 m ride in km; miles for imperial athletes; `Elapsed Time` in whole seconds).
///   Newer exports (2020 on) follow it with a **machine block** that repeats `Elapsed Time`,
///   `Distance`, `Max Heart Rate`, `Relative Effort`, `Commute` and adds `Moving Time`,
///   `Elevation Gain`, … in SI units (seconds, metres: `10.21` km in the first Distance column
///   is `10210.5` in the second, per every public parser and test found, e.g. TrainCoach's
///   `StravaActivitiesCsvReaderTests`, "the second Distance column holds meters, the first
///   localized km").
/// - Before mid-2019: `id, date, name, type, description, elapsed_time, distance, commute,
///   gear, filename` with the distance in metres and dates as `2018-09-12 15:02:23` (UTC).
///
/// The rule (``CSVHeader`` by position): the machine block starts at the **second**
/// `Elapsed Time` column; SI values are read from the first column of their name at or after
/// it. The display block's distance is kept as ``displayDistance`` but never used as metres:
/// its unit (km or mi, and metres for swims in some exports) is not written in the file.
public struct StravaActivity: Sendable, Hashable {
  /// `Activity ID` (digits as written).
  public var id: String
  /// `Activity Date`: the start instant (written in UTC), `nil` when empty or unreadable.
  public var date: Date?
  /// `Activity Name` as the athlete last edited it on Strava; `nil` when empty.
  public var name: String?
  /// `Activity Type`, Strava's English type name (`Run`, `Virtual Ride`, …); `nil` when empty.
  public var type: String?
  /// `Activity Description`; `nil` when empty.
  public var description: String?
  /// Elapsed time, seconds (machine block when present, else the display block's, which is
  /// also whole seconds).
  public var elapsedSeconds: Double?
  /// The display block's `Distance` as written, in the athlete's display unit (not used as
  /// metres).
  public var displayDistance: Double?
  /// Distance, metres: the machine block's `Distance` (or the pre-2019 `distance`).
  public var distanceMeters: Double?
  /// `Moving Time`, seconds (machine block).
  public var movingSeconds: Double?
  /// `Elevation Gain`, metres (machine block).
  public var elevationGainMeters: Double?
  /// `Activity Gear`: the bike or shoe name; `nil` when empty.
  public var gear: String?
  /// The first `Commute` column is `true` (also `1`, `1.0`, `yes`).
  public var isCommute: Bool
  /// `Filename`, relative to the export's root (`activities/123.gpx.gz`); `nil` for manual
  /// entries; ``errorFilename`` when Strava could not export the file.
  public var filename: String?
  /// 1-based line of `activities.csv` where the row begins.
  public var line: Int

  /// What Strava writes in `Filename` for an activity whose file it could not export
  /// (geo-activity-playground issue #301: a `#error#` file appears in the unpacked export).
  public static let errorFilename = "#error#"

  /// Creates a row.
  public init(
    id: String, date: Date? = nil, name: String? = nil, type: String? = nil,
    description: String? = nil, elapsedSeconds: Double? = nil, displayDistance: Double? = nil,
    distanceMeters: Double? = nil, movingSeconds: Double? = nil,
    elevationGainMeters: Double? = nil, gear: String? = nil, isCommute: Bool = false,
    filename: String? = nil, line: Int = 0
  ) {
    self.id = id
    self.date = date
    self.name = name
    self.type = type
    self.description = description
    self.elapsedSeconds = elapsedSeconds
    self.displayDistance = displayDistance
    self.distanceMeters = distanceMeters
    self.movingSeconds = movingSeconds
    self.elevationGainMeters = elevationGainMeters
    self.gear = gear
    self.isCommute = isCommute
    self.filename = filename
    self.line = line
  }

  /// A manual entry: no file, but a date, a type and an elapsed time of at least 1 s (Strava
  /// writes whole seconds: `0`, `-0` and `4.9e-324` alike are no time).
  public var isManualEntry: Bool {
    filename == nil && date != nil && type != nil && (elapsedSeconds ?? 0) >= 1
  }
}
