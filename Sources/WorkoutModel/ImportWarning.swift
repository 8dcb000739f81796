/// A non-fatal problem found while importing a file or computing a workout's summary, as a value:
/// a stable snake_case ``code`` (the contract's warning-code table, `docs/CONTRACT.md`), how many
/// times it happened (``count``; one value per kind, never one per point), a sentence for people,
/// and where it applies, the 1-based line and column or the byte offset in the file.
///
/// `inspect --json` prints it as
/// `{"code":"heart_rate_out_of_range","count":971,"message":"…","line":null,"column":null}`;
/// reports group warnings by code. Duplicated workouts are not warnings (see `ParsedFile`).
public struct ImportWarning: Sendable, Hashable {
  /// Stable warning codes (`docs/CONTRACT.md`, "Warning codes"). Never renamed; new ones added.
  public enum Code: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// The file name is not valid UTF-8 (shown with U+FFFD).
    case fileNameNotUTF8 = "file_name_not_utf8"
    /// Gzip data ends early or is damaged; the workouts inflated before it are kept.
    case gzipDamaged = "gzip_damaged"
    /// Not well-formed XML after some workouts were read; those are kept (line and column given).
    case xmlBrokenOff = "xml_broken_off"
    /// Content after the end of the root element (a second document, padding, junk), ignored;
    /// the document before it was read whole (not a cut: see ``isCutShort``).
    case xmlAfterRoot = "xml_after_root"
    /// Timestamps without a zone designator, read as UTC.
    case timestampWithoutZone = "timestamp_without_zone"
    /// Timestamps that could not be read; those points have no time.
    case timestampUnreadable = "timestamp_unreadable"
    /// Timestamps that are "no time" placeholders (the signed 32-bit epoch minimum
    /// 1901-12-13T20:45:52Z, the zero epoch); those points have no time.
    case timestampPlaceholder = "timestamp_placeholder"
    /// Points without a timestamp kept inside a timed workout.
    case pointWithoutTime = "point_without_time"
    /// Numbers that could not be read and were skipped.
    case numberUnreadable = "number_unreadable"
    /// Invalid or out-of-range coordinates: the position was dropped.
    case positionInvalid = "position_invalid"
    /// Heart rates outside the plausible range, dropped.
    case heartRateOutOfRange = "heart_rate_out_of_range"
    /// Elevations outside the plausible range, dropped.
    case elevationOutOfRange = "elevation_out_of_range"
    /// Elevation samples that needed an impossible vertical speed (placeholder 0 m, barometer
    /// start-up ramps), dropped.
    case elevationSpike = "elevation_spike"
    /// Points repeating the previous timestamp.
    case timestampRepeated = "timestamp_repeated"
    /// Points going back in time (kept in file order).
    case timestampBackwards = "timestamp_backwards"
    /// Empty segments (GPX `trkseg`, TCX `Track`) dropped.
    case segmentEmpty = "segment_empty"
    /// Tracks or activities whose times are not a recording (fewer than two distinct instants,
    /// mostly untimed points, a planned route's synthetic clock), refused.
    case workoutRefused = "workout_refused"
    /// Tracks or activities without any timestamp, skipped.
    case trackWithoutTime = "track_without_time"
    /// Elements or attributes with an undeclared namespace prefix, read by local name.
    case namespacePrefixUndeclared = "namespace_prefix_undeclared"
    /// A workout lasting longer than 48 hours.
    case workoutTooLong = "workout_too_long"
    /// Steps between positions faster than the sport allows; their distance was dropped.
    case impossibleStep = "impossible_step"
    /// Workouts slower than the sport's moving threshold as a whole (distance ÷ duration) and at
    /// every step: moving time 0 (a mistyped sport, or a very slow recording), said rather than
    /// left silent.
    case slowerThanMovingThreshold = "slower_than_moving_threshold"
    /// Lap distances (TCX `Lap/DistanceMeters`) that were missing, zero, negative, running
    /// totals or disagreed with the lap's own trackpoints: the trackpoints were used.
    case lapDistanceReplaced = "lap_distance_replaced"
    /// A lap start far outside the lap's own trackpoints, ignored for the workout's start/end.
    case lapStartIgnored = "lap_start_ignored"
    /// Summary values (lap calories) that are impossible or placeholders, treated as unknown.
    case summaryValueImplausible = "summary_value_implausible"
    /// The offset written in the timestamps is not the local offset of the place.
    case writtenOffsetDisagrees = "written_offset_disagrees"
    /// Timestamps before 1980 or after tomorrow (a year-9999 sentinel, a clock never set),
    /// dropped; those points have no time.
    case timestampImplausible = "timestamp_implausible"
    /// Per-point or lap values that cannot be (cadence, power, speed, temperature, distance, lap
    /// time, calories out of any real range, or not finite), dropped as unknown.
    case valueImplausible = "value_implausible"
    /// Texts (names, types, creators) longer than the cap, cut at a character boundary.
    case textCut = "text_cut"
    /// A FIT part's file CRC does not match its bytes (read anyway).
    case fitCRCMismatch = "fit_crc_mismatch"
    /// A 14-byte FIT header's CRC does not match (read anyway).
    case fitHeaderCRCMismatch = "fit_header_crc_mismatch"
    /// A FIT header gives data size 0; messages were read to the end of the file.
    case fitDataSizeUnset = "fit_data_size_unset"
    /// The file is shorter than its FIT header says.
    case fitTruncated = "fit_truncated"
    /// The last FIT message runs past the declared data size into the CRC.
    case fitOverrun = "fit_overrun"
    /// Bytes after the FIT data that are not a FIT file, ignored.
    case fitTrailingBytes = "fit_trailing_bytes"
    /// FIT decoding stopped early (byte offset given); what came before is kept.
    case fitStopped = "fit_stopped"
    /// FIT fields whose size is not a multiple of their type, read as bytes.
    case fitFieldSizeMismatch = "fit_field_size_mismatch"
    /// FIT developer fields without a field description, skipped.
    case fitUndefinedDeveloperField = "fit_undefined_developer_field"
    /// FIT timestamps counted from device power-on, dated by the local time.
    case fitRelativeTime = "fit_relative_time"
    /// FIT records repeating an earlier timestamp, merged into one point.
    case fitDuplicateRecords = "fit_duplicate_records"
    /// FIT records outside every session's time span, not used.
    case fitRecordsOutsideSessions = "fit_records_outside_sessions"
    /// FIT `activity.local_timestamp` gives no usable UTC offset.
    case fitImplausibleLocalTime = "fit_implausible_local_time"
    /// FIT sessions, laps or lengths beyond the reader's limits, ignored.
    case fitTooManySummaries = "fit_too_many_summaries"
    /// The FIT device clock jumped between two records (a resync); one side was moved onto the
    /// other's clock (issue 18).
    case fitClockJump = "fit_clock_jump"
    /// A CSV side file (Strava's `activities.csv`) breaks off (an unclosed quote, text after a
    /// closing quote, a size limit); the rows before are kept (line and column given).
    case csvBrokenOff = "csv_broken_off"
    /// `activities.csv` rows without an Activity ID, or without a file and without a readable
    /// date, type and elapsed time: left out.
    case stravaRowUnreadable = "strava_row_unreadable"
    /// `activities.csv` rows whose `Filename` is `#error#`: Strava could not export the file.
    case stravaFileError = "strava_file_error"
    /// `activities.csv` rows naming a file that is not in the export (or was not read).
    case stravaFileMissing = "strava_file_missing"
    /// `activities.csv` rows naming a file an earlier row already named: ignored (the first row's
    /// name and type are kept).
    case stravaFileRepeated = "strava_file_repeated"
    /// `activities.csv` rows with a `Distance` in the display block but no machine block (no
    /// second `Elapsed Time`): the display unit (km or mi) is not written, so it is not used.
    case stravaDistanceUnitUnknown = "strava_distance_unit_unknown"
    /// Elements of a Garmin `summarizedActivities.json` activity list that are not an activity
    /// object with an `activityId`: skipped, the other activities still joined.
    case garminActivityUnreadable = "garmin_activity_unreadable"
    /// Texts of a Garmin `summarizedActivities.json` (names, types) with bytes that are not UTF-8
    /// or an escaped lone surrogate (`\ud800`): kept, those shown as U+FFFD.
    case garminTextNotUTF8 = "garmin_text_not_utf8"
    /// Apple Health `HKTimeZone` values that name no zone Foundation knows (ignored).
    case deviceZoneUnknown = "device_zone_unknown"
    /// Route files an export names for a workout (Apple Health `FileReference`) that were not
    /// among the files read; the workout is kept without its route.
    case routeFileMissing = "route_file_missing"
    /// Route files an Apple Health export names for a workout that were among the files read
    /// but gave no route (emptied, not a GPX, unreadable); the workout is read without its route.
    /// The workout library keeps a route it stored from an earlier reading (break-it pass 7 B1).
    case routeFileUnreadable = "route_file_unreadable"
    /// Route files an Apple Health export's workouts took their routes from that were read cut
    /// short (``isCutShort``): those routes end early. The workout library keeps the routes it
    /// stored from an earlier whole reading (issue 17, break-it pass 5 F1).
    case routeFileDamaged = "route_file_damaged"
    /// An archive (or the member being read) is damaged or cut short; the members and workouts
    /// read before the damage are kept.
    case archiveDamaged = "archive_damaged"
    /// A side file member of an archive (`activities.csv`, `…summarizedActivities.json`) that a
    /// later member of the same name supersedes, as extracting the archive would: not read.
    case sideFileSuperseded = "side_file_superseded"
    /// A file of the workout library whose stored warnings are damaged: they were left out (its
    /// workouts are read); the run exits 3 as for any damaged row.
    case libraryRowDamaged = "library_row_damaged"

    /// Orders by the raw code, so grouped output is stable.
    public static func < (lhs: Code, rhs: Code) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The stable code.
  public var code: Code
  /// How many values, points or workouts the warning is about (≥ 1).
  public var count: Int
  /// One sentence for people.
  public var message: String
  /// 1-based line in the file, where it applies.
  public var line: Int?
  /// 1-based column in the file, where it applies.
  public var column: Int?
  /// Byte offset in the (decompressed) document, where it applies.
  public var byteOffset: Int?

  /// Creates a warning.
  public init(
    _ code: Code, count: Int = 1, _ message: String, line: Int? = nil, column: Int? = nil,
    byteOffset: Int? = nil
  ) {
    self.code = code
    self.count = count
    self.message = message
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
  }
}
