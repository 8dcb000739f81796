import Achievements
import Foundation
import WorkoutModel

extension TrophiesSettings {
  /// The keys of one piece of gear under `gear`.
  public static let gearKeys = ["retire_at_km", "retired"]
  /// Largest `retire_at_km`: 1,000,000 km (a figure beyond any gear; larger is a typo).
  public static let maximumRetireAtKilometres = 1_000_000.0

  /// `gear`: an object, each key a gear name as the export writes it (non-empty after white
  /// space at either end is removed, and no two equal after that; matched like ``Achievements/GearUse/name(_:)``, so a name
  /// cut to 1 KiB by the reader still matches) and each value an object with `retire_at_km`
  /// (a number from ``minimumAmount``, at most ``maximumRetireAtKilometres``) and `retired`
  /// (`true` or `false`), both optional, `null` the same as absent; any other key is an error. A name
  /// that matches no gear read is not warned about.
  /// - Throws: ``SettingsError`` naming `gear["NAME"].KEY` and the cause.
  static func gearSettings(_ value: SettingsValue, file: String) throws(SettingsError)
    -> [String: GearSetting]
  {
    let key = "gear"
    guard case .object(let object) = value else {
      throw SettingsError(
        file: file, key: key,
        cause: "must be an object of gear name → {\"retire_at_km\": …, \"retired\": …}, not "
          + value.kind)
    }
    var settings: [String: GearSetting] = [:]
    var written: [String: String] = [:]
    for (name, entry) in object.sorted(by: { $0.key < $1.key }) {
      let path = "\(key)[\"\(name)\"]"
      guard let gear = GearUse.name(name) else {
        throw SettingsError(file: file, key: path, cause: "a gear name must not be empty")
      }
      if let twin = written[gear] {
        throw SettingsError(
          file: file, key: path,
          cause: "names the same gear as \(key)[\"\(twin)\"] once white space at either end is "
            + "removed; keep one")
      }
      written[gear] = name
      let fields = try Self.fields(
        entry, known: gearKeys, path: path, file: file,
        expecting: "an object with retire_at_km and retired")
      var setting = GearSetting()
      switch fields["retire_at_km"] ?? .null {
      case .null: break
      case .number(let kilometres)
      where kilometres >= minimumAmount && kilometres <= maximumRetireAtKilometres:
        setting.retireAtKilometres = kilometres
      case .number(let kilometres) where kilometres > 0 && kilometres < minimumAmount:
        throw SettingsError(
          file: file, key: "\(path).retire_at_km", cause: tooSmall(kilometres))
      case .number:
        throw SettingsError(
          file: file, key: "\(path).retire_at_km",
          cause: "must be above 0 and at most \(Int(maximumRetireAtKilometres)) (kilometres)")
      case let other:
        throw SettingsError(
          file: file, key: "\(path).retire_at_km", cause: "must be a number, not \(other.kind)")
      }
      switch fields["retired"] ?? .null {
      case .null: break
      case .bool(let retired): setting.retired = retired
      case let other:
        throw SettingsError(
          file: file, key: "\(path).retired", cause: "must be true or false, not \(other.kind)")
      }
      settings[gear] = setting
    }
    return settings
  }
}
