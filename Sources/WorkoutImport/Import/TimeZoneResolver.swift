import Foundation
import WorkoutModel

/// Chooses each workout's IANA time zone and records where it came from (`docs/CONTRACT.md`,
/// "`time_zone_source`"; issue 8, "Where the written offset and the place disagree").
///
/// A written offset always fixes the *instant* (the reader already applied it); the local time
/// is chosen in this order:
/// 0. The device's own zone named in the export (`device_zone`: Apple Health's `HKTimeZone`,
///    set by the reader) is kept when Foundation knows it; the coordinate zone is still looked
///    up and kept as ``WorkoutModel/Workout/coordinatesTimeZoneIdentifier``.
/// 1. The zone at the first valid position (`coordinates`), when a lookup is configured. Virtual
///    workouts (Zwift and the like) are skipped here: their positions lie in a game world.
///    Devices that forget summer time (Polar) or stay on the home zone while travelling write
///    offsets that are not the local time of the place, and people expect the place's time.
/// 2. For workouts without a usable position, an offset written in the file's timestamps
///    (`timestamp_offset`): the home zone's identifier when its rules give that same offset at
///    the workout's start, otherwise a fixed-offset zone (`Etc/GMT∓h`, or `GMT+hhmm`).
/// 3. The user's home zone (`home_setting`).
/// 4. UTC (`utc_fallback`).
///
/// ``offsetDisagreement(_:)`` says when a written offset is not the local offset the chosen
/// zone gives (a written `+00:00` is how many exporters spell UTC and is not compared).
/// Offsets are always evaluated with the zone's rules on the workout's own date, never "now".
public struct TimeZoneResolver: Sendable {
  /// Looks up the IANA zone at a WGS 84 position in degrees; `nil` when unknown.
  public typealias CoordinateLookup = @Sendable (_ latitude: Double, _ longitude: Double) -> String?

  /// The user's home zone identifier, if any (already validated).
  public var homeTimeZoneIdentifier: String?
  /// The position → zone lookup, if any.
  public var coordinateLookup: CoordinateLookup?

  /// Creates a resolver.
  public init(homeTimeZoneIdentifier: String?, coordinateLookup: CoordinateLookup? = nil) {
    self.homeTimeZoneIdentifier = homeTimeZoneIdentifier
    self.coordinateLookup = coordinateLookup
  }

  /// Sets `timeZoneIdentifier`, `timeZoneSource` and `coordinatesTimeZoneIdentifier` of `workout`.
  public func resolve(_ workout: inout Workout) {
    var coordinateZone: String?
    if !workout.isVirtual, let lookup = coordinateLookup, let position = workout.firstPosition,
      let found = lookup(position.latitude, position.longitude),
      TimeZone(identifier: found) != nil
    {
      coordinateZone = found
    }
    workout.coordinatesTimeZoneIdentifier = coordinateZone
    if workout.timeZoneSource == .deviceZone,
      TimeZone(identifier: workout.timeZoneIdentifier) != nil
    {
      return
    }
    let instant = workout.summary.startUTC ?? Date(timeIntervalSince1970: 0)

    if let coordinateZone {
      workout.timeZoneIdentifier = coordinateZone
      workout.timeZoneSource = .coordinates
      return
    }
    if let offset = workout.writtenUTCOffsetSeconds {
      workout.timeZoneSource = .timestampOffset
      if let home = homeTimeZoneIdentifier, let zone = TimeZone(identifier: home),
        zone.secondsFromGMT(for: instant) == offset
      {
        workout.timeZoneIdentifier = home
      } else {
        workout.timeZoneIdentifier = Self.fixedOffsetIdentifier(offset)
      }
      return
    }
    if let home = homeTimeZoneIdentifier, TimeZone(identifier: home) != nil {
      workout.timeZoneIdentifier = home
      workout.timeZoneSource = .homeSetting
      return
    }
    workout.timeZoneIdentifier = "UTC"
    workout.timeZoneSource = .utcFallback
  }

  /// A `written_offset_disagrees` warning when `workout` (already resolved) wrote a non-zero
  /// offset that is not the offset of its zone at its start, else `nil`. Never for a
  /// `device_zone` workout: Apple Health writes every date of an export with the offset of the
  /// phone's zone at export time (as public export parsers note), not the recording's, and the
  /// zone the device named is the truth.
  public static func offsetDisagreement(_ workout: Workout) -> ImportWarning? {
    guard workout.timeZoneSource != .deviceZone,
      let written = workout.writtenUTCOffsetSeconds, written != 0,
      let start = workout.summary.startUTC,
      let zone = TimeZone(identifier: workout.timeZoneIdentifier)
    else { return nil }
    let local = zone.secondsFromGMT(for: start)
    guard local != written else { return nil }
    return ImportWarning(
      .writtenOffsetDisagrees,
      "the workout starting \(ISO8601Format.utc(start)) wrote the offset "
        + "\(ISO8601Format.offsetText(written)), but \(workout.timeZoneIdentifier) was at "
        + "\(ISO8601Format.offsetText(local)) then; local times use \(workout.timeZoneIdentifier)")
  }

  /// The identifier of a fixed-offset zone for `seconds` east of UTC: `UTC` for 0, `Etc/GMT-7`
  /// for +07:00 (POSIX sign inversion, tz database `etcetera` file), `GMT+0115` for offsets that
  /// are not whole hours or lie beyond the `Etc` range (−12…+14 h).
  public static func fixedOffsetIdentifier(_ seconds: Int) -> String {
    if seconds == 0 { return "UTC" }
    if seconds % 3600 == 0, (-12...14).contains(seconds / 3600) {
      let hours = seconds / 3600
      return hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
    }
    return TimeZone(secondsFromGMT: seconds)?.identifier ?? "UTC"
  }
}
