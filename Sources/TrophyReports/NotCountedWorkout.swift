/// An imported workout that counts toward no achievement or total: a vehicle trip, or shorter
/// than the minimum workout (issue 8, "No junk in the cabinet"). Reports list it.
public struct NotCountedWorkout: Sendable, Hashable {
  /// Path of the file it came from.
  public var file: String
  /// Its name, if any.
  public var name: String?
  /// UTC start, ISO 8601.
  public var startUTC: String
  /// Why it is not counted: `transport`, `transition` (a multisport transition) or `too_short`.
  public var reason: String

  /// Creates an entry.
  public init(file: String, name: String?, startUTC: String, reason: String) {
    self.file = file
    self.name = name
    self.startUTC = startUTC
    self.reason = reason
  }
}
