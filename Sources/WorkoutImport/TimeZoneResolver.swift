import Foundation
import WorkoutModel

/// Chooses each workout's IANA time zone and records where it came from (DESIGN.md, "The model").
///
/// Order of preference:
/// 1. An offset written in the file's timestamps (`timestamp_offset`). A written `+00:00` is
///    weak evidence — many exporters (MapMyRide, converters) write UTC that way instead of `Z` —
///    so it yields to a zone found from the coordinates. The zone found from the
///    coordinates (or, without coordinates, the home zone) is used as the identifier when its rules
///    give that same offset at the workout's start; otherwise a fixed-offset zone (`Etc/GMT∓h`, or
///    `GMT+hhmm` for non-whole hours). The coordinates' zone is kept either way.
/// 2. The zone at the first valid position (`coordinates`), when a lookup is configured. Virtual
///    workouts (Zwift and the like) are skipped here: their positions lie in a game world.
/// 3. The user's home zone (`home_setting`).
/// 4. UTC (`utc_fallback`).
///
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
    let instant = workout.summary.startUTC ?? Date(timeIntervalSince1970: 0)

    if let offset = workout.writtenUTCOffsetSeconds, offset != 0 || coordinateZone == nil {
      workout.timeZoneSource = .timestampOffset
      let candidates = [coordinateZone, coordinateZone == nil ? homeTimeZoneIdentifier : nil]
      for case let candidate? in candidates {
        if let zone = TimeZone(identifier: candidate), zone.secondsFromGMT(for: instant) == offset {
          workout.timeZoneIdentifier = candidate
          return
        }
      }
      workout.timeZoneIdentifier = Self.fixedOffsetIdentifier(offset)
      return
    }
    if let coordinateZone {
      workout.timeZoneIdentifier = coordinateZone
      workout.timeZoneSource = .coordinates
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
