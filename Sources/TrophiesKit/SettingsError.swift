/// Why a settings file (``TrophiesSettings``) cannot be used: the file, the key and the cause.
/// The `trophies` command prints it and stops with exit code 2 before reading anything
/// (`docs/CONTRACT.md`, "Settings file").
public struct SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The settings file, as named (`--settings`) or found (`$XDG_CONFIG_HOME/trophies/…`).
  public var file: String
  /// The key at fault as a path into the document (`privacy_zones[1].radius_m`), `nil` when the
  /// whole file is at fault (unreadable, not JSON, not an object).
  public var key: String?
  /// What is wrong, one sentence without a full stop.
  public var cause: String
  /// Whether the file could not be opened because permission was denied (`EACCES`).
  public var permissionDenied = false

  /// Creates an error.
  public init(file: String, key: String? = nil, cause: String) {
    self.file = file
    self.key = key
    self.cause = cause
  }

  /// `settings file FILE: KEY: cause` (the key left out when there is none).
  public var description: String {
    "settings file \(file): " + (key.map { "\($0): " } ?? "") + cause
  }
}
