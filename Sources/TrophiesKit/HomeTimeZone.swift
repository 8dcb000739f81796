import Foundation

/// The user's home time zone for one run, resolved once (`docs/CONTRACT.md`,
/// "`time_zone_source`", `home_setting`): workouts without a position or a written offset take
/// it, and achievements recorded by a run are dated in it.
///
/// Order: the zone named by the caller (`--home-timezone`), else `$TZ` of the environment given
/// (a leading `:` removed, as POSIX allows), else the system zone (`TimeZone.current`). A `$TZ`
/// that names no zone Foundation knows is not an error: the system zone is used and
/// ``ignoredEnvironmentZone`` says so, for the caller to warn once.
public struct HomeTimeZone: Sendable, Hashable {
  /// The IANA identifier used (`Europe/Berlin`).
  public var identifier: String
  /// The value of `$TZ` (without a leading `:`) when it named no zone Foundation knows and the
  /// system zone was used instead; `nil` otherwise.
  public var ignoredEnvironmentZone: String?

  /// A home zone of `identifier`, not checked.
  public init(identifier: String, ignoredEnvironmentZone: String? = nil) {
    self.identifier = identifier
    self.ignoredEnvironmentZone = ignoredEnvironmentZone
  }

  /// Resolves the home zone from `given` (a name the user chose), else `environment["TZ"]`,
  /// else the system zone (see the type).
  /// - Throws: ``TrophiesImportError/unknownTimeZone(_:suggestion:)`` when `given` is empty or
  ///   names no zone Foundation knows (with the known identifier that differs only in case, if
  ///   one does).
  public static func resolve(given: String?, environment: [String: String])
    throws(TrophiesImportError) -> HomeTimeZone
  {
    if let given {
      guard !given.isEmpty, TimeZone(identifier: given) != nil else {
        let match = TimeZone.knownTimeZoneIdentifiers.first {
          $0.caseInsensitiveCompare(given) == .orderedSame
        }
        throw .unknownTimeZone(given, suggestion: match)
      }
      return HomeTimeZone(identifier: given)
    }
    if var tz = environment["TZ"], !tz.isEmpty {
      if tz.hasPrefix(":") { tz.removeFirst() }
      if TimeZone(identifier: tz) != nil { return HomeTimeZone(identifier: tz) }
      return HomeTimeZone(identifier: TimeZone.current.identifier, ignoredEnvironmentZone: tz)
    }
    return HomeTimeZone(identifier: TimeZone.current.identifier)
  }
}
