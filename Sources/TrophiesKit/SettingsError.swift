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
  /// Whether the file's path cannot be reached: permission to search a folder on it or read it
  /// was denied (`EACCES`), or a part of it that should be a folder is not one (`ENOTDIR`, e.g.
  /// `HOME=/dev/null`), or it loops (`ELOOP`). For the default file this means no settings,
  /// with a warning (break-it M1, pass 7 B6).
  public var unreachable = false

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
